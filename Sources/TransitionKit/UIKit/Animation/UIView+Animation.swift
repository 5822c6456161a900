import Foundation

extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds, after `delay`
    /// seconds, with the curve and repetition in `options`.
    ///
    /// Each animatable property set in the block (frame, bounds, center, transform, alpha,
    /// backgroundColor, layer corner radius) takes its new model value at once and animates from
    /// its on-screen value. A running animation of the same property is replaced and its
    /// completion gets `finished == false`. `completion` runs when all animations have ended
    /// (`true`) or were removed early (`false`); with `duration ≤ 0` and no delay the changes
    /// are made without animation and `completion(true)` runs on the next run-loop turn.
    /// Source: Apple's documentation for `animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            duration, delay, options, animations, completion,
            method: "UIView.animate(withDuration:delay:options:animations:completion:)")
    }

    /// The `animate(withDuration:…)` methods without a spring, `method` naming the one called
    /// (diagnostics name what the user's code wrote).
    private static func animate(
        _ duration: TimeInterval, _ delay: TimeInterval, _ options: UIView.AnimationOptions,
        _ animations: @escaping () -> Void, _ completion: ((Bool) -> Void)?, method: String
    ) {
        let log = AnimationEngine.shared.diagnostics
        let capture = AnimationCapture(
            kind: .basic, duration: log.checkedTime(duration, "duration", of: method),
            delay: log.checkedTime(delay, "delay", of: method), curve: TimingCurve(options.curve),
            repeatCount: options.contains(.repeat) ? .infinity : 1,
            autoreverses: options.contains(.autoreverse))
        AnimationEngine.shared.run(capture, changes: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and default options.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(duration, 0, [], animations, completion, method: "UIView.animate(withDuration:animations:completion:)")
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, default
    /// options and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(duration, 0, [], animations, nil, method: "UIView.animate(withDuration:animations:)")
    }

    /// Animates the changes in `animations` with a damped spring that settles after `duration`
    /// seconds.
    ///
    /// `dampingRatio` 1 approaches the end without overshoot; smaller values (> 0) oscillate
    /// more. `velocity` is the initial speed in total animation distances per second (1 = the
    /// whole change in one second). The spring is a closed-form damped oscillator whose
    /// stiffness is chosen so that it settles (within 0.1 %) exactly at `duration` (ours: UIKit
    /// does not publish its stiffness). Curve bits in `options` are ignored.
    /// Source: Apple's documentation for `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let log = AnimationEngine.shared.diagnostics
        let method = "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)"
        let duration = log.checkedTime(duration, "duration", of: method)
        let dampingRatio = log.checkedSpring(
            dampingRatio, "damping ratio", of: method, mustBe: "of 0 or more", fallback: 1, isValid: { $0 >= 0 })
        let velocity = log.checkedSpring(velocity, "initialSpringVelocity", of: method, mustBe: "", fallback: 0)
        let spring = SpringCurve(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration)
        let capture = AnimationCapture(
            kind: .basic, duration: duration, delay: log.checkedTime(delay, "delay", of: method),
            curve: .spring(spring),
            repeatCount: options.contains(.repeat) ? .infinity : 1,
            autoreverses: options.contains(.autoreverse))
        AnimationEngine.shared.run(capture, changes: animations, completion: completion)
    }

    /// Animates the changes in `animations` on a spring described as iOS 17 describes it: a
    /// perceptual `duration` (seconds) and a `bounce` (0 no overshoot, critically damped;
    /// towards 1 more bounce; below 0 overdamped), after `delay` seconds. `initialSpringVelocity`
    /// is in total animation distances per second, as for
    /// `animate(withDuration:delay:usingSpringWithDamping:…)`. The spring is the physical one
    /// `SpringCurve.physical(perceptualDuration:bounce:)` gives (mass 1, stiffness
    /// (2π / duration)²); the animation runs until it settles within 0.1 % of the change, and
    /// `completion` then runs (ours: UIKit does not say when its completion runs; a bouncy
    /// spring takes longer than `duration` to settle). Curve bits in `options` are ignored.
    /// `duration ≤ 0` makes the changes without animation.
    /// Source: Apple's documentation for
    /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let log = AnimationEngine.shared.diagnostics
        let method = "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)"
        let duration = log.checkedTime(duration, "duration", of: method)
        let bounce = log.checkedSpring(bounce, "bounce", of: method, mustBe: "", fallback: 0)
        let initialSpringVelocity = log.checkedSpring(
            initialSpringVelocity, "initialSpringVelocity", of: method, mustBe: "", fallback: 0)
        let spring = SpringCurve.physical(perceptualDuration: duration, bounce: bounce)
        let settling =
            duration > 0
            ? SpringCurve.settlingDuration(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                initialVelocity: initialSpringVelocity) : 0
        let curve = SpringCurve(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: initialSpringVelocity, duration: settling)
        let capture = AnimationCapture(
            kind: .basic, duration: settling, delay: log.checkedTime(delay, "delay", of: method),
            curve: .spring(curve),
            repeatCount: options.contains(.repeat) ? .infinity : 1,
            autoreverses: options.contains(.autoreverse))
        AnimationEngine.shared.run(capture, changes: animations, completion: completion)
    }

    /// Makes the changes in `actionsWithoutAnimation` without animating them, even inside an
    /// animation block. Source: Apple's documentation for `performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationEngine.shared.withoutAnimation(actionsWithoutAnimation)
    }

    /// Whether animation blocks animate (default `true`); when `false`, changes are immediate
    /// and completions run on the next run-loop turn. Source: `UIView.areAnimationsEnabled`.
    public static var areAnimationsEnabled: Bool {
        AnimationEngine.shared.animationsEnabled
    }

    /// Turns animations on or off for later animation blocks. Source: `UIView.setAnimationsEnabled(_:)`.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        AnimationEngine.shared.animationsEnabled = enabled
    }

    /// The duration, in seconds, of the innermost animation block being recorded; 0 outside one.
    /// Source: `UIView.inheritedAnimationDuration`.
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationEngine.shared.currentCapture?.duration ?? 0
    }
}
