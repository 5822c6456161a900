import Foundation

/// One animation attached to a layer, as the engine runs it, read at one moment: what a
/// timeline panel draws as a bar (`beginTime`, `duration`, `activeDuration`), its keyframes as
/// ticks (`keyTimes`) and its curve (`timing`, `progress(atFraction:)`). Made by
/// `AnimationEngine.animationSnapshots(in:)`. Ours.
///
/// What each kind of animation gives:
/// - `UIView.animate…` (springs too) and `animateKeyframes`: one snapshot per animated property
///   of each view (`keyPath` `"position"`, `"bounds"`, `"transform"`, `"opacity"`,
///   `"backgroundColor"`, `"cornerRadius"`), `key` the same name (`CALayer.animationKeys()`).
///   A keyframe animation's `keyTimes` are where its keyframes fall and `timing` is the
///   overall curve (ease-in-out unless curve bits were given).
/// - A `UIViewPropertyAnimator`'s animations: one per property, like view animations; their
///   clock is the animator's own (it pauses, scrubs and reverses), so `beginTime` places the
///   bar where the animator stands now — the animation's position (0…1) at
///   `AnimationEngine.presentationTime` is (`presentationTime` − `beginTime`) / `duration` —
///   and `timing` is the curve of its current run (linear while scrubbed linearly).
/// - `CABasicAnimation`, `CASpringAnimation`, `CAKeyframeAnimation`: one each, `keyPath` as
///   given (`"transform.rotation.y"`, `"bounds.size"`…), `key` the key it was added under.
/// - `CAAnimationGroup`: one per child, `beginTime` moved by the child's, `duration` the
///   child's (the group's when it has none); the group's own timing function is not folded in.
/// - `CATransition`: `keyPath` `"transition"`; its value is the transition type and progress.
@preconcurrency @MainActor
public struct AnimationSnapshot {
    /// The model layer the animation is attached to.
    public let layer: CALayer
    /// The view whose layer it is, if any.
    public let view: UIView?
    /// The key it was added under (`CALayer.animationKeys()`); a view animation's is its
    /// property's name.
    public let key: String?
    /// The animated key path: `"position"`, `"transform"`, `"transform.rotation.y"`,
    /// `"opacity"`, `"bounds.size"`…; `"transition"` for a `CATransition`.
    public let keyPath: String
    /// When the animation begins (after its delay), seconds on `AnimationEngine`'s clock
    /// (`currentTime`): the layer's local begin time converted through the layer tree. On a
    /// layer whose time is held (`speed` 0, as an interactive transition holds it), the time at
    /// which, counting from the held local time at `presentationTime`, it would have begun.
    public let beginTime: TimeInterval
    /// One pass, seconds of the layer's time (engine seconds unless a layer's `speed` is not 1):
    /// the animation's duration (a `CAAnimation`'s 0 counts as 0.25, as Core Animation's; a
    /// spring view animation settles at it; a `CASpringAnimation` stops at it).
    public let duration: TimeInterval
    /// Every pass, with repeats and autoreverse, seconds; `.infinity` when it repeats for ever.
    public let activeDuration: TimeInterval
    /// Where the keyframes fall, as 0…1 fractions of `duration` (before the timing curve), for a
    /// keyframe animation (`animateKeyframes`, `CAKeyframeAnimation`); else empty.
    public let keyTimes: [Double]
    /// How a keyframe animation computes values between its keyframes; nil for others.
    public let calculationMode: CAAnimationCalculationMode?
    /// The pacing curve of one pass.
    public let timing: TimingDescription
    /// A `CAKeyframeAnimation`'s `timingFunctions`, one per segment between keyframes (applied
    /// within each segment after `timing`); else empty.
    public let segmentTimings: [TimingDescription]

    private let curve: @MainActor (Double) -> Double
    private let sample: @MainActor (TimeInterval) -> String?

    init(
        layer: CALayer, key: String?, keyPath: String, beginTime: TimeInterval, duration: TimeInterval,
        activeDuration: TimeInterval, keyTimes: [Double], calculationMode: CAAnimationCalculationMode?,
        timing: TimingDescription, segmentTimings: [TimingDescription] = [],
        curve: @escaping @MainActor (Double) -> Double, sample: @escaping @MainActor (TimeInterval) -> String?
    ) {
        self.layer = layer
        self.view = layer.owningView
        self.key = key
        self.keyPath = keyPath
        self.beginTime = beginTime
        self.duration = duration
        self.activeDuration = activeDuration
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        self.timing = timing
        self.segmentTimings = segmentTimings
        self.curve = curve
        self.sample = sample
    }

    /// When the animation has run all its passes, seconds on the engine's clock (`.infinity`
    /// when it repeats for ever).
    public var endTime: TimeInterval { beginTime + activeDuration }

    /// The timing curve, exactly as the engine evaluates it: the progress (0 at the start, 1 at
    /// the end; a spring may overshoot 1) at `fraction` (0…1) of one pass's duration.
    public func progress(atFraction fraction: Double) -> Double {
        curve(fraction)
    }

    /// The value this animation alone gives its key path at engine time `time` (seconds), as
    /// text for a panel (`(12.0, 40.5)`, `0.750`, `rotation 45.00° …`); nil where it shows
    /// nothing then (an explicit animation outside its active time without a fill). Other
    /// animations of the same layer are not applied.
    public func value(at time: TimeInterval) -> String? {
        sample(time)
    }
}
