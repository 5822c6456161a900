import Foundation

/// Names the two view controllers of a transition, for `viewController(forKey:)`.
/// Source: UIKit SDK (`UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of a completed transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the two views of a transition, for `view(forKey:)`.
/// Source: UIKit SDK (`UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The from view controller's view.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The to view controller's view.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
