import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// CGAffineTransform and the geometry helpers, against Core Graphics' definitions worked by hand.
@Suite struct GeometryTests {
    @Test func concatenatingAppliesTheReceiverFirst() {
        // Scale by 2 then translate by (10, 0): (1, 1) → (2, 2) → (12, 2).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        // translatedBy applies the translation first: (1, 1) → (11, 1) → (22, 2).
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 2))
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        // y grows downwards: +π/2 maps the x axis (1, 0) onto the y axis (0, 1).
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(p, CGPoint(x: 0, y: 1), 1e-12))
    }

    @Test func invertedUndoesAndSingularStaysUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = CGPoint(x: 3, y: 4)
        #expect(isClose(p.applying(t).applying(t.inverted()), p, 1e-12))
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
        #expect(singular.inverted() == singular)
    }

    @Test func rectApplyingIsTheBoundingBox() {
        // A 10 × 20 rect at the origin rotated by π/2: corners (0,0) (10,0) (0,20) (10,20)
        // go to (0,0) (0,10) (−20,0) (−20,10).
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(r, CGRect(x: -20, y: 0, width: 20, height: 10), 1e-9))
    }

    @Test func identityAndIsIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(rotationAngle: 2 * .pi).isIdentity == false)
        #expect(CGAffineTransform(rotationAngle: 2 * .pi).isEffectivelyIdentity)
    }

    @Test func interpolationGoesThroughTheAngle() {
        // Half way from identity to a quarter turn is an eighth turn, not the matrix average.
        let half = CGAffineTransform.identity.interpolated(to: CGAffineTransform(rotationAngle: .pi / 2), fraction: 0.5)
        #expect(isClose(half, CGAffineTransform(rotationAngle: .pi / 4), 1e-12))
        // π → 3π/2 (written as −π/2) goes the short way, through 5π/4.
        let from = CGAffineTransform(rotationAngle: .pi)
        let to = CGAffineTransform(rotationAngle: 3 * .pi / 2)
        #expect(isClose(from.interpolated(to: to, fraction: 0.5), CGAffineTransform(rotationAngle: 5 * .pi / 4), 1e-12))
        // Scale and translation are linear: scale 1 → 0.1 at 0.5 is 0.55.
        let scaled = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(scaleX: 0.1, y: 0.1).translatedBy(x: 0, y: 0), fraction: 0.5)
        #expect(isClose(scaled, CGAffineTransform(scaleX: 0.55, y: 0.55), 1e-12))
    }

    @Test func decompositionRoundTrips() {
        let t = CGAffineTransform(scaleX: 2, y: 0.5).rotated(by: 0.7).translatedBy(x: 3, y: -4)
        #expect(isClose(AffineDecomposition(t).transform, t, 1e-12))
        let reflected = CGAffineTransform(scaleX: -1, y: 1)
        #expect(isClose(AffineDecomposition(reflected).transform, reflected, 1e-12))
    }
}
