import Foundation

/// A basic animation that moves like a mass on a damped spring, as Core Animation's
/// `CASpringAnimation`: progress `x(t) = 1 − e^{−ζω₀t}(cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t)`
/// in real seconds, with ω₀ = √(stiffness / mass), ζ = damping / (2√(stiffness · mass)) and
/// v₀ the initial velocity in whole distances per second (critically and over-damped springs
/// use their closed forms). Set `duration` to `settlingDuration` to see it come to rest; the
/// value snaps to the end when `duration` runs out. iOS 17's `init(perceptualDuration:bounce:)`
/// describes the same spring by its pace and bounce. Source: Apple's Core Animation
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
    /// Whether a damping ratio above 1 moves as the overdamped spring it is (true) or as a
    /// critically damped one (false, the default: Core Animation's springs did not overdamp
    /// before iOS 17 added this switch — RBBSpringAnimation, written to match them, notes it;
    /// the behaviour is ours, Apple documents none). `init(perceptualDuration:bounce:)` turns it
    /// on for a negative bounce, so that the bounce means what it says.
    open var allowsOverdamping = false

    /// An animation with Core Animation's spring defaults.
    public override init() {
        super.init()
    }

    /// A spring of perceptual duration `perceptualDuration` seconds (its pace: about the time
    /// it takes to settle, for a bouncy spring its period) and `bounce` (0 no overshoot; towards
    /// 1 more bounce; below 0 overdamped): mass 1, stiffness (2π / duration)² and the damping
    /// that gives that bounce (`SpringCurve.physical(perceptualDuration:bounce:)`), with
    /// `duration` set to its `settlingDuration` (ours: Apple does not say what the initialiser
    /// sets the duration to). Source: Apple's Core Animation documentation for
    /// `init(perceptualDuration:bounce:)`.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringCurve.physical(perceptualDuration: perceptualDuration, bounce: bounce)
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
        allowsOverdamping = bounce < 0
        duration = settlingDuration
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
            copy.allowsOverdamping = allowsOverdamping
        }
    }

    /// The spring's perceptual duration, seconds: 2π √(mass / stiffness), the period of the
    /// same spring undamped. Source: Apple's Core Animation documentation (`perceptualDuration`).
    open var perceptualDuration: CFTimeInterval {
        SpringCurve.perceptual(mass: mass, stiffness: stiffness, damping: effectiveDamping).duration
    }

    /// The spring's bounce: 1 − ζ for a damping ratio ζ ≤ 1, 1/ζ − 1 for an overdamped one.
    /// Source: Apple's Core Animation documentation (`bounce`).
    open var bounce: CGFloat {
        SpringCurve.perceptual(mass: mass, stiffness: stiffness, damping: effectiveDamping).bounce
    }

    /// Seconds until the motion stays within 0.1 % of the end (searched in 1 ms steps, up to 60 s).
    open var settlingDuration: TimeInterval {
        SpringCurve.settlingDuration(
            mass: mass, stiffness: stiffness, damping: effectiveDamping, initialVelocity: initialVelocity)
    }

    /// `damping`, or the critical damping 2√(stiffness · mass) when it is above that and
    /// `allowsOverdamping` is false.
    private var effectiveDamping: CGFloat {
        let critical = 2 * (max(stiffness, 0) * max(mass, 0)).squareRoot()
        return allowsOverdamping ? damping : min(damping, critical)
    }

    /// 1 − x(t): the distance still to go at `time` seconds (the engine's one spring,
    /// `SpringCurve`, in real seconds).
    func displacement(at time: Double) -> Double {
        SpringCurve(
            mass: mass, stiffness: stiffness, damping: effectiveDamping, initialVelocity: initialVelocity, duration: 1
        )
        .remainingDistance(at: time)
    }

    /// x(t) at `fraction` of a pass of `passDuration` seconds (t = fraction × passDuration),
    /// and exactly 1 at the end of the pass (the snap to the end); `timingFunction` is not
    /// used. Repeats, autoreverse and fills come from `CAAnimation`.
    override func curve(_ fraction: Double, passDuration: TimeInterval) -> Double {
        fraction >= 1 ? 1 : 1 - displacement(at: fraction * passDuration)
    }
}
