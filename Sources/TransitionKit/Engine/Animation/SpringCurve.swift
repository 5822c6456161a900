import Foundation

/// A damped harmonic oscillator in closed form, seen in normalised time u = t / duration (the
/// animation runs u = 0…1), travelling from 0 to 1; ours. Two ways to make one:
///
/// - `init(dampingRatio:initialVelocity:duration:)`, for UIKit's `usingSpringWithDamping:` and
///   `UISpringTimingParameters(dampingRatio:initialVelocity:)`: UIKit fixes the duration and the
///   damping ratio; the stiffness is ours to choose, so we pick the natural frequency that
///   settles (residual amplitude ≤ 0.1 % of the distance) exactly at the duration.
/// - `init(mass:stiffness:damping:initialVelocity:duration:)`, for `CASpringAnimation` and
///   `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: the physical spring in
///   real seconds (ω₀ = √(stiffness / mass), ζ = damping / (2√(stiffness · mass))), seen through
///   an animation of `duration` seconds; `settlingDuration(…)` is how long it takes to settle.
///
/// Velocities are in UIKit's unit: whole distances per second. Under-, critically and
/// over-damped springs use their closed forms.
struct SpringCurve: Equatable, Sendable {
    /// Damping ratio ζ (1 = critically damped; below oscillates, above creeps).
    let dampingRatio: Double
    /// Initial velocity in whole distances per unit of normalised time u = t / duration, i.e.
    /// UIKit's distances per second multiplied by the duration in seconds.
    let initialVelocity: Double
    /// Natural angular frequency ω₀ in radians per unit of normalised time (0…1).
    let omega: Double

    /// A spring that settles at the end of the animation.
    /// - Parameters:
    ///   - dampingRatio: UIKit's damping ratio (0…1; outside values are clamped to 0.01…1).
    ///   - initialVelocity: UIKit's initial velocity, in total distances per second.
    ///   - duration: the animation's duration in seconds (> 0).
    init(dampingRatio: CGFloat, initialVelocity: CGFloat, duration: TimeInterval) {
        let zeta = min(max(Double(dampingRatio), 0.01), 1)
        // Work in normalised time u = t / duration: velocity per unit u.
        let v0 = Double(initialVelocity) * max(duration, 1e-6)
        self.dampingRatio = zeta
        self.initialVelocity = v0
        self.omega = SpringCurve.settlingOmega(zeta: zeta, v0: v0)
    }

    /// The physical spring, seen through an animation of `duration` seconds.
    /// - Parameters:
    ///   - mass: the mass on the spring (> 0; smaller values are taken as 10⁻⁶).
    ///   - stiffness: the spring constant (> 0; smaller values are taken as 10⁻⁶).
    ///   - damping: the damping coefficient (≥ 0).
    ///   - initialVelocity: whole distances per second.
    ///   - duration: the animation's duration in seconds; u = 1 is `duration` seconds.
    init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat, duration: TimeInterval) {
        let m = max(Double(mass), 1e-6)
        let k = max(Double(stiffness), 1e-6)
        let c = max(Double(damping), 0)
        let scale = max(duration, 1e-6)
        dampingRatio = c / (2 * (k * m).squareRoot())
        omega = (k / m).squareRoot() * scale
        self.initialVelocity = Double(initialVelocity) * scale
    }

    /// The physical spring of Apple's iOS 17 description: a perceptual `duration` (seconds; ≤ 0
    /// counts as 10⁻³) and a `bounce` (clamped to −1…1): mass 1, stiffness (2π / duration)² — an
    /// undamped spring of that period — and the damping coefficient ζ · 2√stiffness with damping
    /// ratio ζ = 1 − bounce for bounce ≥ 0 (0 critically damped, towards 1 undamped) and
    /// ζ = 1 / (1 + bounce) below 0 (overdamped; 1 + bounce floored at 10⁻³, ours). Source:
    /// Apple's SwiftUI documentation for `Spring` (its worked example: duration 0.5, bounce 0.3
    /// give mass 1, stiffness 157.9, damping 17.6) and WWDC23 "Animate with springs"; the
    /// overdamped branch is the inverse of `perceptual(mass:stiffness:damping:)`'s, as SwiftUI's
    /// conversions use (Flutter's `SpringDescription.withDurationAndBounce`, which reproduces
    /// SwiftUI, computes the same).
    static func physical(
        perceptualDuration duration: TimeInterval, bounce: CGFloat
    ) -> (mass: CGFloat, stiffness: CGFloat, damping: CGFloat) {
        let b = min(max(bounce, -1), 1)
        let zeta = b >= 0 ? 1 - b : 1 / max(1 + b, 1e-3)
        let omega = 2 * CGFloat.pi / CGFloat(max(duration, 1e-3))
        return (1, omega * omega, zeta * 2 * omega)
    }

    /// The perceptual duration (seconds, 2π √(mass / stiffness): the undamped period) and the
    /// bounce (1 − ζ when ζ ≤ 1, 1/ζ − 1 above) of a physical spring; the inverse of
    /// `physical(perceptualDuration:bounce:)` for mass 1. Source: as there.
    static func perceptual(
        mass: CGFloat, stiffness: CGFloat, damping: CGFloat
    ) -> (duration: TimeInterval, bounce: CGFloat) {
        let m = max(mass, 1e-6)
        let k = max(stiffness, 1e-6)
        let zeta = max(damping, 0) / (2 * (k * m).squareRoot())
        return (TimeInterval(2 * CGFloat.pi * (m / k).squareRoot()), zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// Seconds until the physical spring's motion stays within 0.1 % of the distance (searched
    /// in 1 ms steps, up to 60 s): Core Animation's `settlingDuration` and the duration UIKit
    /// computes for `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    static func settlingDuration(
        mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat
    ) -> TimeInterval {
        let spring = SpringCurve(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity, duration: 1)
        var settledSince: Double?
        var time = 0.0
        while time < 60 {
            if abs(spring.remainingDistance(at: time)) <= 0.001 {
                if settledSince == nil { settledSince = time }
            } else {
                settledSince = nil
            }
            time += 0.001
        }
        return settledSince ?? 60
    }

    /// The displacement envelope at normalised time 1 for frequency `omega` (ζ ≤ 1).
    private static func envelope(zeta: Double, v0: Double, omega: Double) -> Double {
        if zeta >= 1 {
            return exp(-omega) * (1 + abs(v0 - omega))
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let c2 = (v0 - zeta * omega) / damped
        return exp(-zeta * omega) * (1 + c2 * c2).squareRoot()
    }

    /// The smallest ω₀ whose envelope is ≤ 0.001 at normalised time 1 (bisection).
    private static func settlingOmega(zeta: Double, v0: Double) -> Double {
        var low = 0.1
        var high = 10.0
        while envelope(zeta: zeta, v0: v0, omega: high) > 0.001 && high < 1e7 { high *= 2 }
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if envelope(zeta: zeta, v0: v0, omega: mid) > 0.001 { low = mid } else { high = mid }
        }
        return high
    }

    /// 1 − x(u): the fraction of the distance still to go at normalised time `u` (any u ≥ 0;
    /// no snap at the end).
    func remainingDistance(at u: Double) -> Double {
        let zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * u) * (cos(damped * u) + (zeta * omega - v0) / damped * sin(damped * u))
        }
        if zeta == 1 {
            return exp(-omega * u) * (1 + (omega - v0) * u)
        }
        // Over-damped: d(u) = a·e^{r₁u} + b·e^{r₂u} with d(0) = 1 and d′(0) = −v₀.
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root
        let r2 = -zeta * omega - root
        let a = (-v0 - r2) / (r1 - r2)
        return a * exp(r1 * u) + (1 - a) * exp(r2 * u)
    }

    /// Progress (0 at start, 1 at rest; overshoots above 1 when underdamped) at elapsed
    /// fraction `u` of the duration. At `u ≥ 1` it is exactly 1 (the animation ends there).
    func progress(at u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        return 1 - remainingDistance(at: u)
    }
}
