import Foundation

/// A spring pacing for a property animator, as UIKit's `UISpringTimingParameters`.
///
/// Either a damping ratio — the spring settles at the animator's duration (1: no overshoot;
/// towards 0: more oscillation) — or the physical spring's mass, stiffness and damping (or
/// iOS 17's perceptual duration and bounce, which give them), which set their own duration: the animator's is ignored and the run lasts until the motion stays
/// within 0.1 % of its end (UIKit: "the duration is computed assuming a small settling
/// oscillation"; the 0.1 % is ours, the same as `CASpringAnimation.settlingDuration`).
/// `initialVelocity` is in UIKit's unit, total animation distances per second (0.5: the
/// object moved at half the distance of the change per second); TransitionKit applies one
/// velocity to every animated property, the component of larger magnitude (ours: UIKit uses `dx`
/// for one-dimensional properties and both components for positions). The curve is the
/// engine's closed-form damped oscillator (`SpringCurve`). Immutable. Source: UIKit SDK header
/// `UITimingParameters.h` and Apple's documentation for `UISpringTimingParameters`.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, @preconcurrency UITimingCurveProvider {
    /// How the spring was described.
    enum Model: Equatable {
        /// By its damping ratio; it settles at the animator's duration.
        case dampingRatio(CGFloat)
        /// By mass, stiffness and damping; it lasts its settling duration.
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }

    /// How the spring was described.
    let model: Model
    private let velocity: CGVector

    /// The system spring: Apple documents a damping ratio of 4.56 (heavily over-damped, no
    /// overshoot) and no initial velocity. Ours: mass 3, stiffness 1000, damping 500, which give
    /// that ratio (500 / (2 √3000) ≈ 4.564), and the settling duration that follows.
    public override init() {
        model = .physical(mass: 3, stiffness: 1000, damping: 500)
        velocity = .zero
        super.init()
    }

    /// A spring with damping ratio `ratio` (clamped to 0.01…1) that starts at `velocity` and
    /// settles at the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        let log = AnimationEngine.shared.diagnostics
        let method = "UISpringTimingParameters(dampingRatio:initialVelocity:)"
        model = .dampingRatio(
            log.checkedSpring(
                ratio, "dampingRatio", of: method, mustBe: "of 0 or more", fallback: 1, isValid: { $0 >= 0 }))
        self.velocity = log.checkedSpringVelocity(velocity, "initialVelocity", of: method)
        super.init()
    }

    /// The physical spring: `mass` (> 0), `stiffness` and `damping` coefficients, as
    /// `CASpringAnimation` takes them; ω₀ = √(stiffness / mass) and damping ratio
    /// ζ = damping / (2 √(stiffness · mass)). It lasts its settling duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let method = "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)"
        let physical = AnimationEngine.shared.diagnostics.checkedPhysicalSpring(
            mass: mass, stiffness: stiffness, damping: damping, of: method)
        model = .physical(mass: physical.mass, stiffness: physical.stiffness, damping: physical.damping)
        self.velocity = AnimationEngine.shared.diagnostics.checkedSpringVelocity(
            velocity, "initialVelocity", of: method)
        super.init()
    }

    /// The spring iOS 17 describes by its perceptual `duration` (seconds) and `bounce` (0 no
    /// overshoot; towards 1 more bounce; below 0 overdamped), starting at `velocity`: the
    /// physical spring `SpringCurve.physical(perceptualDuration:bounce:)` gives (mass 1,
    /// stiffness (2π / duration)²), so, as for `init(mass:stiffness:damping:initialVelocity:)`,
    /// it lasts its settling duration and the animator's duration is ignored (ours).
    /// Source: Apple's documentation for `init(duration:bounce:initialVelocity:)`.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let log = AnimationEngine.shared.diagnostics
        let method = "UISpringTimingParameters(duration:bounce:initialVelocity:)"
        let spring = SpringCurve.physical(
            perceptualDuration: log.checkedTime(duration, "duration", of: method, fallback: 0.5),
            bounce: log.checkedSpring(bounce, "bounce", of: method, mustBe: "", fallback: 0))
        model = .physical(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        self.velocity = log.checkedSpringVelocity(velocity, "initialVelocity", of: method)
        super.init()
    }

    /// `init(duration:bounce:initialVelocity:)` with no initial velocity.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// `init(dampingRatio:initialVelocity:)` with no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// Timing parameters are not decoded from archives here; always nil (ours).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Does nothing: timing parameters are not archived here (ours).
    open func encode(with coder: NSCoder) {}

    /// The same parameters (they are immutable, so the object itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The initial velocity in total animation distances per second, per axis.
    open var initialVelocity: CGVector { velocity }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// nil.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// `self`.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The engine's spring for a run of `duration` seconds, and the run's length: `duration`
    /// for a damping-ratio spring, the settling duration for a physical one.
    func springTiming(overDuration duration: TimeInterval) -> (curve: TimingCurve, length: TimeInterval) {
        let speed = abs(velocity.dy) > abs(velocity.dx) ? velocity.dy : velocity.dx
        switch model {
        case .dampingRatio(let ratio):
            return (.spring(SpringCurve(dampingRatio: ratio, initialVelocity: speed, duration: duration)), duration)
        case .physical(let mass, let stiffness, let damping):
            let settling = SpringCurve.settlingDuration(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: speed)
            let spring = SpringCurve(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: speed, duration: settling)
            return (.spring(spring), settling)
        }
    }
}
