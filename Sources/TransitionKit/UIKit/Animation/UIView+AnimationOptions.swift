import Foundation

extension UIView {
    /// Options for `UIView.animate…`, with UIKit's bit values (SDK header `UIView.h`).
    ///
    /// Honoured: the curve (bits 16–19), `repeat`, `autoreverse`; the transition styles (bits
    /// 20–23) and `showHideTransitionViews` by `UIView.transition(with:…)` and `(from:to:…)`.
    /// `beginFromCurrentState` is how every animation here behaves (it starts from the on-screen
    /// value); the others are accepted and ignored.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The option bits, laid out as UIKit's `UIViewAnimationOptions`.
        public let rawValue: UInt
        /// Options from raw bits; unknown bits are kept and ignored. Source: UIKit SDK (`UIView.h`).
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// UIKit: lay out subviews at commit time so they animate with their parent. Accepted and
        /// ignored here.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// UIKit: let the user interact with views while they animate. Accepted and ignored:
        /// hit-testing here uses model values and never skips animating views, as if this were
        /// always set (ours).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current on-screen value (always the case here).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever; the completion runs only when the animation is stopped early — with
        /// `false` when it is replaced or removed. Honoured.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after running forwards (then the model value shows). Honoured; UIKit
        /// documents it for use with `repeat`, alone it makes one forward-and-back pass here.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// UIKit: a nested block keeps its own duration instead of the enclosing block's.
        /// Accepted and ignored: nested blocks here always use their own duration (ours).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// UIKit: a nested block keeps its own curve instead of the enclosing block's. Accepted
        /// and ignored: nested blocks here always use their own curve (ours).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// UIKit: redraw the content during the animation instead of animating a snapshot.
        /// Accepted and ignored.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// View transitions (`transition(from:to:…)`) hide and show views instead of removing and
        /// adding them. Honoured.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// UIKit: a nested block inherits neither the enclosing block's curve nor its options.
        /// Accepted and ignored: nested blocks here never inherit (ours).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out, Bézier (0.42, 0, 0.58, 1): the default (value 0).
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in, Bézier (0.42, 0, 1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out, Bézier (0, 0, 0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        // The view-transition styles (bits 20–23) are read by `UIView.transition(with:…)` and
        // `transition(from:to:…)`; `animate…` ignores them, as UIKit does.

        /// Flip around the vertical axis, left edge towards the viewer (a 3-D turn in
        /// perspective; see `transition(with:duration:options:animations:completion:)`).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip around the vertical axis, right edge towards the viewer (a 3-D turn).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up like a page (drawn as a cross-dissolve: ours).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down like a page (drawn as a cross-dissolve: ours).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve from the old content to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip around the horizontal axis, top edge towards the viewer (a 3-D turn).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip around the horizontal axis, bottom edge towards the viewer (a 3-D turn).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// UIKit: the system's default frame rate (value 0). Accepted and ignored: frames here
        /// are whatever `AnimationEngine.advance(by:)` is called with (ours).
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        /// UIKit: prefer 60 frames per second. Accepted and ignored.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// UIKit: prefer 30 frames per second. Accepted and ignored.
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
        /// The option bits, laid out as UIKit's `UIViewKeyframeAnimationOptions`.
        public let rawValue: UInt
        /// Options from raw bits, e.g. an `AnimationOptions` curve's `rawValue` to set the overall
        /// curve. Source: UIKit SDK (`UIView.h`).
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// As `AnimationOptions.layoutSubviews`: accepted and ignored.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// As `AnimationOptions.allowUserInteraction`: accepted and ignored (animating views are
        /// always hit-testable here).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current on-screen value (always the case here).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever, as `AnimationOptions.repeat`. Honoured.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run the keyframes backwards after forwards, as `AnimationOptions.autoreverse`. Honoured.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// As `AnimationOptions.overrideInheritedDuration`: accepted and ignored (nested blocks
        /// always use their own duration here).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// As `AnimationOptions.overrideInheritedOptions`: accepted and ignored (nested blocks
        /// never inherit here).
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

        /// The curve named by bits 16–19, the same bits as `AnimationOptions.curve…` (UIKit
        /// documents passing those here); ease-in-out when none is set. Ours.
        var curve: UIView.AnimationCurve { AnimationOptions(rawValue: rawValue).curve }
    }
}
