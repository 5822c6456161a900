import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// Timing curves against independently computed values.
@Suite struct TimingTests {
    @Test func easeInOutMatchesTheBezier() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        // Values from the Bézier (0.42, 0), (0.58, 1), solved independently.
        #expect(abs(f.progress(at: 0.25) - 0.129162) < 1e-4)
        #expect(abs(f.progress(at: 0.75) - 0.870838) < 1e-4)
        for x in stride(from: 0.05, through: 0.95, by: 0.1) {
            #expect(abs(f.progress(at: x) - bezierProgress(x, 0.42, 0, 0.58, 1)) < 1e-6)
        }
    }

    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        for (name, points) in [
            (CAMediaTimingFunctionName.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.default, [0.25, 0.1, 0.25, 1]),
        ] {
            let f = CAMediaTimingFunction(name: name)
            var values: [Float] = [0, 0]
            f.getControlPoint(at: 1, values: &values)
            #expect(abs(Double(values[0]) - points[0]) < 1e-6 && abs(Double(values[1]) - points[1]) < 1e-6)
            #expect(abs(f.progress(at: 0.3) - bezierProgress(0.3, points[0], points[1], points[2], points[3])) < 1e-6)
        }
        #expect(CAMediaTimingFunction(name: .linear).progress(at: 0.3) == 0.3)
    }

    @Test func springSettlesAtTheDuration() {
        // Critically damped: monotonic, ends exactly at 1.
        let critical = SpringCurve(dampingRatio: 1, initialVelocity: 0, duration: 1)
        var previous = 0.0
        for i in 1...100 {
            let value = critical.progress(at: Double(i) / 100)
            #expect(value >= previous - 1e-12)
            previous = value
        }
        #expect(critical.progress(at: 1) == 1)
        #expect(abs(critical.progress(at: 0.999) - 1) < 0.0011)
        // Under-damped (ζ = 0.3): overshoots above 1, settles within 0.1 % by the end.
        let bouncy = SpringCurve(dampingRatio: 0.3, initialVelocity: 0, duration: 1)
        let peak = (1...100).map { bouncy.progress(at: Double($0) / 100) }.max() ?? 0
        #expect(peak > 1.2)
        // The envelope e^{−ζωt}·√(1 + C₂²) is 0.001 at t = 1 by construction; the value is within it.
        #expect(abs(bouncy.progress(at: 0.999) - 1) < 0.0011)
    }

    @Test func springMatchesTheClosedForm() {
        // x(u) = 1 + e^{−ζωu}(−cos ω_d u + C₂ sin ω_d u), C₂ = (v₀ − ζω)/ω_d, for the ω it chose.
        let spring = SpringCurve(dampingRatio: 0.5, initialVelocity: 2, duration: 0.5)
        let zeta = 0.5
        let omega = spring.omega
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let v0 = 2 * 0.5  // distances per second × duration: per unit of normalised time
        let c2 = (v0 - zeta * omega) / damped
        for u in [0.1, 0.3, 0.6] {
            let expected = 1 + exp(-zeta * omega * u) * (-cos(damped * u) + c2 * sin(damped * u))
            #expect(abs(spring.progress(at: u) - expected) < 1e-12)
        }
        // The envelope at u = 1 is 0.001.
        #expect(abs(exp(-zeta * omega) * (1 + c2 * c2).squareRoot() - 0.001) < 1e-6)
    }
}
