import Foundation

/// A basic animation that moves like a mass on a damped spring, as Core Animation's
/// `CASpringAnimation`: progress `x(t) = 1 − e^{−ζω₀t}(cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t)`
/// in real seconds, with ω₀ = √(stiffness / mass), ζ = damping / (2√(stiffness · mass)) and
/// v₀ the initial velocity in whole distances per second (critically and over-damped springs
/// use their closed forms). Set `duration` to `settlingDuration` to see it come to rest; the
/// value snaps to the end when `duration` runs out. Source: Apple's Core Animation
/// documentation for `CASpringAnimation`; the physics is the standard damped oscillator.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// Mass of the object on the spring (default 1).
    open var mass: CGFloat = 1
    /// Spring stiffness (default 100).
    open var stiffness: CGFloat = 100
    /// Damping coefficient (default 10).
    open var damping: CGFloat = 10
    /// Initial velocity in whole distances per second (default 0).
    open var initialVelocity: CGFloat = 0

    /// An animation with Core Animation's spring defaults.
    public override init() {
        super.init()
    }

    /// Not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeBlank() -> CAAnimation {
        CASpringAnimation()
    }

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        if let copy = copy as? CASpringAnimation {
            copy.mass = mass
            copy.stiffness = stiffness
            copy.damping = damping
            copy.initialVelocity = initialVelocity
        }
    }

    /// Seconds until the motion stays within 0.1 % of the end (searched in 1 ms steps, up to 60 s).
    open var settlingDuration: TimeInterval {
        SpringCurve.settlingDuration(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// 1 − x(t): the distance still to go at `time` seconds (the engine's one spring,
    /// `SpringCurve`, in real seconds).
    func displacement(at time: Double) -> Double {
        SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity, duration: 1)
            .remainingDistance(at: time)
    }

    /// x(t) at `fraction` of a pass of `passDuration` seconds (t = fraction × passDuration),
    /// and exactly 1 at the end of the pass (the snap to the end); `timingFunction` is not
    /// used. Repeats, autoreverse and fills come from `CAAnimation`.
    override func curve(_ fraction: Double, passDuration: TimeInterval) -> Double {
        fraction >= 1 ? 1 : 1 - displacement(at: fraction * passDuration)
    }
}
