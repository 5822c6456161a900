import Foundation

/// What an explicit animation shows outside its active time, as Core Animation's
/// `CAMediaTimingFillMode`. Source: Apple's Core Animation documentation.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name.
    public let rawValue: String
    /// A fill mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nothing outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The first value before the animation begins (during a delay).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// The last value after the animation ends, as long as it stays on the layer
    /// (`isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Both backwards and forwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// How a keyframe animation computes values between its keyframes, as Core Animation's
/// `CAAnimationCalculationMode`. Source: Apple's Core Animation documentation.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name.
    public let rawValue: String
    /// A calculation mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between the values at their key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed; key times ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Catmull-Rom) curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

    /// The mode the engine's `mode` names.
    init(_ mode: KeyframeCalculationMode) {
        switch mode {
        case .linear: self = .linear
        case .discrete: self = .discrete
        case .paced: self = .paced
        case .cubic: self = .cubic
        case .cubicPaced: self = .cubicPaced
        }
    }

    var mode: KeyframeCalculationMode {
        switch self {
        case .discrete: .discrete
        case .paced: .paced
        case .cubic: .cubic
        case .cubicPaced: .cubicPaced
        default: .linear
        }
    }
}
