import Foundation

/// Names the two view controllers of a transition, for `viewController(forKey:)`.
/// Source: UIKit SDK (`UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's string, UIKit's constant name (e.g. `"UITransitionContextFromViewControllerKey"`).
    public let rawValue: String
    /// A key from its string; `viewController(forKey:)` returns nil for keys other than `.from`, `.to`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of a completed transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the two views of a transition, for `view(forKey:)`.
/// Source: UIKit SDK (`UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's string, UIKit's constant name (e.g. `"UITransitionContextFromViewKey"`).
    public let rawValue: String
    /// A key from its string; `view(forKey:)` returns nil for keys other than `.from` and `.to`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The from view controller's view.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The to view controller's view.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
