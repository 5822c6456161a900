import Foundation

/// An explicit Core Animation animation, added to a layer with `CALayer.add(_:forKey:)`.
///
/// Unlike view animations, explicit animations never change the layer's model values: they
/// change what is on screen (`presentation()`) while they run, then — unless `fillMode` is
/// forwards and `isRemovedOnCompletion` is false — the model value shows again. Times are
/// seconds in the layer's local time; `beginTime` 0 means "when added". `duration` 0 means
/// Core Animation's default, 0.25 s. The layer keeps a copy made when it was added, as Core
/// Animation does. Source: Apple's Core Animation documentation for `CAAnimation` and
/// `CAMediaTiming`.
///
/// **Subclasses and copies.** Subclass as on iOS — `override init()` (calling `super.init()`)
/// plus `required init?(coder:)`. Core Animation copies an animation (`add(_:forKey:)`,
/// `copy()`) without calling any initialiser, which Swift without Objective-C cannot do; so a
/// copy here is an instance of the nearest Core Animation class above yours (a
/// `CABasicAnimation` for `class Pulse: CABasicAnimation`) carrying every property and every
/// key-value-coded value (`setValue(_:forKey:)`) of the original. It animates exactly as the
/// original (a subclass cannot change how an animation runs), its delegate is the original's,
/// and your own stored properties are not part of it: keep what `animationDidStop` needs in
/// key-value-coded values, as iOS code usually does, not in subclass properties. Ours.
@preconcurrency @MainActor
open class CAAnimation: NSObject, @preconcurrency NSCopying, CAAction {
    /// Seconds per pass; 0 means 0.25.
    open var duration: TimeInterval = 0
    /// When the animation starts in the layer's local time; 0 is the moment it is added.
    open var beginTime: TimeInterval = 0
    /// The pacing curve; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// How many passes (fractions allowed); `.infinity` repeats for ever; 0 means 1.
    open var repeatCount: Float = 0
    /// Whether each pass runs backwards after forwards.
    open var autoreverses = false
    /// What shows before the start and after the end.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the layer drops the animation when it ends (default true).
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops. Core Animation keeps it strongly; so does this.
    open var delegate: (any CAAnimationDelegate)?

    /// Values stored under arbitrary keys (`setValue(_:forKey:)`), copied with the animation.
    var keyedValues: [String: Any] = [:]

    /// A new animation with Core Animation's defaults.
    public override init() {
        super.init()
    }

    /// Animations are not decoded from archives here; always returns nil. (Declared, as Core
    /// Animation's `NSSecureCoding` declares it, so that a subclass's `required init?(coder:)`
    /// compiles.)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds the animation to `anObject` (a layer) under `event`: what a layer's implicit
    /// action does with an animation found by `action(forKey:)`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// A copy with every property, as `NSCopying` gives it (`anim.copy() as! CABasicAnimation`);
    /// of the nearest Core Animation class for a subclass of yours (see the type's description).
    open func copy(with zone: NSZone? = nil) -> Any {
        makeCopy()
    }

    /// A copy with every property (the layer stores one when the animation is added).
    func makeCopy() -> CAAnimation {
        let copy = makeBlank()
        copyTiming(to: copy)
        return copy
    }

    /// A new animation of this Core Animation class with default values. Each TransitionKit
    /// subclass overrides it with its own class; user subclasses cannot (it is internal), so
    /// their copies are of the nearest TransitionKit class.
    func makeBlank() -> CAAnimation {
        CAAnimation()
    }

    func copyTiming(to copy: CAAnimation) {
        copy.keyedValues = keyedValues
        copy.duration = duration
        copy.beginTime = beginTime
        copy.timingFunction = timingFunction
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
    }

    /// The effective seconds per pass.
    var effectiveDuration: TimeInterval { duration > 0 ? duration : 0.25 }

    /// Seconds from begin to end: passes × (2 when autoreversing) × duration.
    var activeDuration: TimeInterval { activeDuration(passDuration: effectiveDuration) }

    /// `activeDuration` for passes of `passDuration` seconds.
    private func activeDuration(passDuration: TimeInterval) -> TimeInterval {
        let passes = repeatCount > 0 ? Double(repeatCount) : 1
        return passDuration * (autoreverses ? 2 : 1) * passes
    }

    /// The timing one `apply` runs with: seconds per pass, and whether the last value stays
    /// after the end (with a forwards fill). On a layer that is the animation's own
    /// (`effectiveDuration`, `!isRemovedOnCompletion`); inside a group, see `applyInGroup`. Ours.
    struct PassTiming {
        /// Seconds per pass (never 0).
        var duration: TimeInterval
        /// Whether a forwards fill keeps the last value after the end.
        var staysAfterEnd: Bool
    }

    /// The animation's own timing on a layer.
    var ownTiming: PassTiming { PassTiming(duration: effectiveDuration, staysAfterEnd: !isRemovedOnCompletion) }

    /// The progress (0…1 after the timing function) at `elapsed` seconds since the begin, or
    /// nil outside the active time without a fill. The end itself still shows the last value;
    /// after it, only `fillMode` forwards on an animation that stays (`timing.staysAfterEnd`)
    /// does.
    func progress(elapsed: TimeInterval, timing: PassTiming) -> Double? {
        let passDuration = timing.duration
        if elapsed < 0 {
            return fillMode.fillsBackwards ? curve(0, passDuration: passDuration) : nil
        }
        let active = activeDuration(passDuration: passDuration)
        if elapsed >= active {
            guard elapsed == active || (fillMode.fillsForwards && timing.staysAfterEnd) else { return nil }
            let passes = repeatCount > 0 ? Double(repeatCount) : 1
            let fraction = passes - passes.rounded(.down)
            if autoreverses { return curve(fraction == 0 ? 0 : 1 - fraction, passDuration: passDuration) }
            return curve(fraction == 0 ? 1 : fraction, passDuration: passDuration)
        }
        let pass = passDuration * (autoreverses ? 2 : 1)
        let within = elapsed.truncatingRemainder(dividingBy: pass) / passDuration
        return curve(within > 1 ? 2 - within : within, passDuration: passDuration)
    }

    /// The progress (0…1) at `fraction` (0…1) of a pass lasting `passDuration` seconds: the
    /// timing function's, or linear without one. Subclasses with their own motion (springs)
    /// override this step only, so repeats, autoreverse and fills apply to them too.
    func curve(_ fraction: Double, passDuration: TimeInterval) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }

    /// The values this animation puts on `layer` (a presentation copy) at `elapsed` seconds
    /// since its begin, with its own timing.
    final func apply(to layer: CALayer, elapsed: TimeInterval) {
        apply(to: layer, elapsed: elapsed, timing: ownTiming)
    }

    /// The values this animation puts on `layer` (a presentation copy) at `elapsed` seconds
    /// since its begin, with `timing`. Subclasses override.
    func apply(to layer: CALayer, elapsed: TimeInterval, timing: PassTiming) {}

    /// `apply` for a child of a group lasting `groupDuration` seconds: it stays as long as the
    /// group (its own `isRemovedOnCompletion` is ignored), and without a duration of its own it
    /// lasts as long as the group.
    func applyInGroup(to layer: CALayer, elapsed: TimeInterval, groupDuration: TimeInterval) {
        let timing = PassTiming(duration: duration > 0 ? duration : groupDuration, staysAfterEnd: true)
        apply(to: layer, elapsed: elapsed, timing: timing)
    }

    /// The property animations inside (itself, or a group's children), for diagnostics.
    var keyPaths: [String] { [] }

    /// What in this animation's values cannot animate on `layer` (values of the wrong kind, paths
    /// that cannot move point by point), one message each naming the class and key path, for
    /// `unsupported-animation` diagnostics when it is added. Subclasses override.
    func valueProblems(on layer: CALayer) -> [String] { [] }
}
