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
        var settledSince: Double?
        var time = 0.0
        while time < 60 {
            if abs(displacement(at: time)) <= 0.001 {
                if settledSince == nil { settledSince = time }
            } else {
                settledSince = nil
            }
            time += 0.001
        }
        return settledSince ?? 60
    }

    /// 1 − x(t): the distance still to go at `time` seconds.
    func displacement(at time: Double) -> Double {
        let m = max(Double(mass), 1e-6)
        let k = max(Double(stiffness), 1e-6)
        let c = max(Double(damping), 0)
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let v0 = Double(initialVelocity)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * time) * (cos(damped * time) + (zeta * omega - v0) / damped * sin(damped * time))
        }
        if zeta == 1 {
            return exp(-omega * time) * (1 + (omega - v0) * time)
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root
        let r2 = -zeta * omega - root
        // x(0) = 1 − 1 = 0 displacement start at 1 (distance to go), velocity v0 towards the end.
        let a = (-v0 - r2) / (r1 - r2)
        let b = 1 - a
        return a * exp(r1 * time) + b * exp(r2 * time)
    }

    /// x(t) at `fraction` of a pass of `passDuration` seconds (t = fraction × passDuration),
    /// and exactly 1 at the end of the pass (the snap to the end); `timingFunction` is not
    /// used. Repeats, autoreverse and fills come from `CAAnimation`.
    override func curve(_ fraction: Double, passDuration: TimeInterval) -> Double {
        fraction >= 1 ? 1 : 1 - displacement(at: fraction * passDuration)
    }
}
