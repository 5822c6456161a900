import Foundation

/// Whether a layer moving along a keyframe animation's `path` turns to follow it, as Core
/// Animation's `CAAnimationRotationMode` (`CAKeyframeAnimation.rotationMode`; nil: it does not
/// turn). Source: Apple's Core Animation documentation for `rotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string value (`"auto"`, `"autoReverse"`).
    public let rawValue: String
    /// The mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to the path's tangent: its x axis points the way it travels.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to the path's tangent plus half a turn: its x axis points back the way it
    /// came.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
