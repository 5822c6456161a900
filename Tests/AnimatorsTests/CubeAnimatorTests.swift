import Foundation
import TestSupport
import Testing
import TransitionKit
import TransitionTesting

@testable import Animators

/// The cube on a 390 × 844 window: 0.6 s, ease-in-out, both faces hinged on their shared
/// edge. Every value is worked by hand from the geometry and the Bézier (0.42, 0, 0.58, 1),
/// evaluated by the independent helpers in TestSupport. Run by TransitionTesting with the cube
/// installed as the catalogue installs it (`AnimatorFactoryDelegate`).
@MainActor
@Suite struct CubeAnimatorTests {
    let delegate = AnimatorFactoryDelegate { operation in CubeAnimator(operation: operation) }

    /// A quarter of the way through the push (0.15 s of 0.6), ease-in-out stands at
    /// p = e(0.25) ≈ 0.129162. The shared edge (both faces' anchor point: Home's right edge,
    /// Detail's left edge) has moved from x = 390 by p · 390 to ≈ 339.627. Home has turned
    /// p · (−π/2) ≈ −11.62° about y: m11 = cos(p·π/2) ≈ 0.979489, m13 = −sin(−p·π/2) ≈ +0.201498,
    /// m31 = sin(−p·π/2) ≈ −0.201498; Detail is still (1 − p) · π/2 ≈ 78.38° from flat:
    /// m11 = cos ≈ 0.201498, m13 = −sin ≈ −0.979489. No perspective in the faces themselves: it is
    /// the container's, m34 = −1/500. At half time (p = ½ by the curve's symmetry) both are 45°
    /// from flat with the edge in the middle, x = 195.
    @Test func pushTurnsBothFacesAboutTheSharedEdge() throws {
        let home = TitledViewController("Home")
        let detail = TitledViewController("Detail")
        let run = try TransitionRun.push(detail, onto: home, delegate: delegate)
        #expect(run.duration == 0.6)
        let container = run.containerView
        #expect(home.view.superview === container)
        #expect(container?.layer.sublayerTransform.m34 == -1.0 / 500)
        #expect(container?.subviews.first === detail.view, "the new face goes below the old")
        #expect(home.view.layer.isDoubleSided == false && detail.view.layer.isDoubleSided == false)
        #expect(home.view.layer.anchorPoint == CGPoint(x: 1, y: 0.5))
        #expect(detail.view.layer.anchorPoint == CGPoint(x: 0, y: 0.5))

        try run.advance(to: 0.15)
        let p = bezierProgress(0.25, 0.42, 0, 0.58, 1)
        let edge = CGFloat(390 - 390 * p)
        let (c, s) = (CGFloat(cos(p * .pi / 2)), CGFloat(sin(p * .pi / 2)))
        let old = run.presentation(of: home.view)
        let new = run.presentation(of: detail.view)
        #expect(isClose(old.position.x, edge, 1e-3) && isClose(new.position.x, edge, 1e-3))
        #expect(isClose(old.position.y, 422) && isClose(new.position.y, 422))
        #expect(isClose(old.transform.m11, c, 1e-6) && isClose(old.transform.m13, s, 1e-6))
        #expect(isClose(old.transform.m31, -s, 1e-6) && isClose(old.transform.m33, c, 1e-6))
        #expect(isClose(new.transform.m11, s, 1e-6) && isClose(new.transform.m13, -c, 1e-6))
        #expect(old.transform.m34 == 0 && new.transform.m34 == 0)

        try run.advance(to: 0.3)
        let half = CGFloat(2).squareRoot() / 2
        #expect(isClose(run.presentation(of: home.view).position.x, 195))
        #expect(isClose(run.presentation(of: detail.view).position.x, 195))
        #expect(isClose(run.presentation(of: home.view).transform.m13, half, 1e-6))
        #expect(isClose(run.presentation(of: detail.view).transform.m13, -half, 1e-6))

        #expect(try run.finish().map(\.title) == ["Home", "Detail"])
        #expect(isClose(run.time, 0.6, 1e-9), "completed at its duration")
        #expect(home.view.superview == nil)
        #expect(detail.view.restDeviations.isEmpty, "the completion put the face back at rest")
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(detail.view.layer.isDoubleSided)
        #expect(container.map { CATransform3DIsIdentity($0.layer.sublayerTransform) } == true)
        #expect(run.diagnostics.isEmpty)
    }

    /// The pop turns the cube back: the shared edge is the top screen's left edge and the
    /// revealed one's right edge, from x = 0 to x = 390. At half time it is at 195, Detail has
    /// turned +45° (m13 = −sin 45°) and Home is 45° short of flat from the other side
    /// (m13 = +sin 45°). At the end Home is at rest in the container's frame.
    @Test func popTurnsTheCubeBack() throws {
        let home = TitledViewController("Home")
        let detail = TitledViewController("Detail")
        let run = try TransitionRun.pop(from: detail, to: home, delegate: delegate)
        #expect(detail.view.layer.anchorPoint == CGPoint(x: 0, y: 0.5))
        #expect(home.view.layer.anchorPoint == CGPoint(x: 1, y: 0.5))
        #expect(home.view.superview?.subviews.first === home.view, "the revealed face goes below")
        try run.advance(to: 0.3)
        let half = CGFloat(2).squareRoot() / 2
        #expect(isClose(run.presentation(of: detail.view).position.x, 195))
        #expect(isClose(run.presentation(of: home.view).position.x, 195))
        #expect(isClose(run.presentation(of: detail.view).transform.m11, half, 1e-6))
        #expect(isClose(run.presentation(of: detail.view).transform.m13, -half, 1e-6))
        #expect(isClose(run.presentation(of: home.view).transform.m13, half, 1e-6))
        #expect(try run.finish().map(\.title) == ["Home"])
        #expect(detail.view.superview == nil)
        #expect(home.view.restDeviations.isEmpty && home.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(home.view.superview.map { CATransform3DIsIdentity($0.layer.sublayerTransform) } == true)
        #expect(run.diagnostics.isEmpty)
    }
}
