import Foundation

/// How an animation paces one pass, for reading and plotting: the curve that maps the elapsed
/// fraction of the duration (0…1) to the fraction of the change applied. Ours (a description of
/// what UIKit and Core Animation were given; `AnimationSnapshot.progress(atFraction:)`
/// evaluates it exactly as the engine does).
public enum TimingDescription: Equatable, Sendable {
    /// Progress equals the elapsed fraction: a nil `timingFunction`, `.linear`, `.curveLinear`,
    /// or a Bézier whose control points lie on the diagonal.
    case linear
    /// A cubic Bézier from (0, 0) to (1, 1) with control points `c1` and `c2` (x in 0…1):
    /// `CAMediaTimingFunction(controlPoints:)`, UIKit's curves (ease-in-out is (0.42, 0),
    /// (0.58, 1)), `UICubicTimingParameters`.
    case bezier(c1: CGPoint, c2: CGPoint)
    /// A damped spring: `mass`, `stiffness` (force per unit distance), `damping` (force per unit
    /// velocity) and `initialVelocity` in whole distances per second, as `CASpringAnimation`
    /// takes them. UIKit's `usingSpringWithDamping:initialSpringVelocity:` and
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` springs are given as the
    /// mass-1 spring the engine runs (their stiffness is the engine's choice: one that settles
    /// at the duration). Progress may overshoot 1.
    case spring(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat)
}

extension TimingDescription {
    /// The description of the engine's `curve` for an animation of `duration` seconds.
    init(_ curve: TimingCurve, duration: TimeInterval) {
        switch curve {
        case .bezier(let function): self.init(function)
        case .spring(let spring):
            // The engine's spring lives in normalised time u = t / duration; in seconds its
            // natural frequency is ω₀ / duration, so mass 1 has stiffness ω², damping 2ζω.
            let seconds = max(duration, 1e-6)
            let omega = spring.omega / seconds
            self = .spring(
                mass: 1, stiffness: CGFloat(omega * omega), damping: CGFloat(2 * spring.dampingRatio * omega),
                initialVelocity: CGFloat(spring.initialVelocity / seconds))
        }
    }

    /// The description of `function` (nil: linear).
    init(_ function: CAMediaTimingFunction?) {
        guard let function, !(function.c1.x == function.c1.y && function.c2.x == function.c2.y) else {
            self = .linear
            return
        }
        self = .bezier(c1: function.c1, c2: function.c2)
    }
}
