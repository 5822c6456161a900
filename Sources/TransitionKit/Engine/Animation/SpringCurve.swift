import Foundation

/// A damped harmonic oscillator, closed form, normalised to travel from 0 to 1 and settle
/// (residual amplitude ≤ 0.1 % of the distance) exactly at the animation's duration.
///
/// UIKit's `usingSpringWithDamping:initialSpringVelocity:` fixes the duration and the damping
/// ratio; the stiffness is ours to choose, so we pick the natural frequency that settles at the
/// duration. Velocity is in UIKit's unit: the whole distance per second.
struct SpringCurve: Equatable, Sendable {
    /// Damping ratio ζ, clamped to 0.01…1 (1 = critically damped, no overshoot).
    let dampingRatio: Double
    /// Initial velocity in whole distances per unit of normalised time u = t / duration, i.e.
    /// UIKit's distances per second multiplied by the duration in seconds.
    let initialVelocity: Double
    /// Natural angular frequency ω₀ in radians per unit of normalised time (0…1).
    let omega: Double

    /// - Parameters:
    ///   - dampingRatio: UIKit's damping ratio (0…1; outside values are clamped).
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

    /// The displacement envelope at normalised time 1 for frequency `omega`.
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

    /// Progress (0 at start, 1 at rest; overshoots above 1 when underdamped) at elapsed
    /// fraction `u` of the duration. At `u ≥ 1` it is exactly 1.
    func progress(at u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        let zeta = dampingRatio
        if zeta >= 1 {
            return 1 + exp(-omega * u) * (-1 + (initialVelocity - omega) * u)
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let c2 = (initialVelocity - zeta * omega) / damped
        return 1 + exp(-zeta * omega * u) * (-cos(damped * u) + c2 * sin(damped * u))
    }
}
