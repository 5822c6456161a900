import Foundation

/// The direction of a `CATransition`, as Core Animation's `CATransitionSubtype`: the side of
/// the layer the motion starts from (`fromRight`: the new content comes in from the right,
/// moving left). Source: Apple's Core Animation documentation ("Common Transition Subtypes").
public struct CATransitionSubtype: RawRepresentable, Equatable, Hashable, Sendable {
    /// The direction's name, as Core Animation spells it (`"fromRight"`, …).
    public let rawValue: String

    /// A direction by name; names other than the four below mean `fromLeft` (ours).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A direction by name (the unlabelled form the SDK also has).
    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    /// The transition begins at the right side of the layer.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The transition begins at the left side of the layer.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The transition begins at the top of the layer.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The transition begins at the bottom of the layer.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
