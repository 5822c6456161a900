import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// A frame, bounds or position with `.nan` or `.infinity` in it — what a division by zero in an
/// animator gives — is ignored and named (`geometry-invalid`): iOS raises
/// `CALayerInvalidGeometry` and crashes; here the view stays where it was.
@MainActor
@Suite struct InvalidGeometryTests {
    /// A zoom that scales by the ratio of two widths, one of them 0: 0 / 0 is `.nan`. The frame
    /// (10, 20, 100, 50) is kept; then a centre at x = 1 / 0 is kept out too: the centre stays
    /// at (10 + 100 / 2, 20 + 50 / 2) = (60, 45).
    @Test func nonFiniteFrameAndCenterAreIgnoredAndNamed() {
        _ = freshEngine()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let sourceWidth: CGFloat = 0
        let scale = sourceWidth / sourceWidth
        view.frame = CGRect(x: 0, y: 0, width: 100 * scale, height: 50)
        view.center = CGPoint(x: 1 / sourceWidth, y: 0)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(
            AnimationEngine.shared.diagnostics.map { "[\($0.identifier)] \($0.message)" } == [
                "[geometry-invalid] UIView (a view)'s frame set to (0.0, 0.0, nan, 50.0), "
                    + "which is not finite: ignored (iOS raises CALayerInvalidGeometry and the app crashes). A division "
                    + "by zero gives .infinity or .nan; compute frame from finite values.",
                "[geometry-invalid] UIView (a view)'s center set to (inf, 0.0), which is not "
                    + "finite: ignored (iOS raises CALayerInvalidGeometry and the app crashes). A division by zero gives "
                    + ".infinity or .nan; compute center from finite values.",
            ])
    }
}
