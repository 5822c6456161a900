import Foundation

/// The built-in styles of a `CATransition`, as Core Animation's `CATransitionType`.
/// Source: Apple's Core Animation documentation ("Common Transition Types").
public struct CATransitionType: RawRepresentable, Equatable, Hashable, Sendable {
    /// The style's name, as Core Animation spells it (`"fade"`, `"push"`, …).
    public let rawValue: String

    /// A style by name; names other than the four below draw as `fade` (ours).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A style by name (the unlabelled form the SDK also has).
    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    /// The layer's content fades as it becomes visible or hidden: the old content fades out
    /// over the new.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The layer's content slides into place over any existing content.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The layer's content pushes any existing content as it slides into place.
    public static let push = CATransitionType(rawValue: "push")
    /// The layer's content is revealed gradually in the direction of the subtype: the old
    /// content slides away from over it.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
