import Foundation

extension UIView {
    /// Options for `UIView.animate…`, with UIKit's bit values (SDK header `UIView.h`).
    ///
    /// Honoured: the curve (bits 16–19), `repeat`, `autoreverse`. `beginFromCurrentState` is
    /// how every animation here behaves (it starts from the on-screen value); the others are
    /// accepted and ignored.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current on-screen value (always the case here).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever; the completion never runs.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after running forwards (then the model value shows).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out, Bézier (0.42, 0, 0.58, 1): the default (value 0).
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in, Bézier (0.42, 0, 1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out, Bézier (0, 0, 0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve named by bits 16–19 (ease-in-out when none is set). Ours.
        var curve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// Options for `UIView.animateKeyframes…`, with UIKit's bit values (`UIView.h`).
    ///
    /// The calculation mode (bits 10–12) chooses how values between keyframes are computed.
    /// Curve bits of `AnimationOptions` (16–19) OR-ed in set the curve applied to the whole
    /// timeline; with none, that curve is ease-in-out, as UIKit does.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight lines between keyframe values (default, value 0).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Each value held until the next keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed; keyframe times ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth (Catmull-Rom) curve through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at constant speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: KeyframeCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        var curve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }
}
