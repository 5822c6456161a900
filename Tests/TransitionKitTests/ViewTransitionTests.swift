import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// `UIView.transition(with:…)`, `transition(from:to:…)`, visual effect views and shadows.
@MainActor
@Suite struct ViewTransitionTests {
    @Test func crossDissolveFadesASnapshotOfTheOldContent() throws {
        let engine = freshEngine()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "old"
        var finished: Bool?
        UIView.transition(
            with: label, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { label.text = "new" }, completion: { finished = $0 })
        #expect(label.text == "new", "the change is made at once")
        let snapshot = try #require(label.subviews.last as? UILabel)
        #expect(snapshot.text == "old")
        engine.advance(by: 0.5)
        #expect(isClose(CGFloat(presented(snapshot).opacity), 0.5, 1e-6))
        engine.advance(by: 0.5)
        #expect(snapshot.superview == nil)
        #expect(finished == true)
    }

    /// The flip turns the view about its vertical centre line in perspective (m34 = −1/(2 × 100)
    /// for a 100-point-wide view), the left edge coming forward. Linear keyframes: 0…0.5 s turn
    /// 0 → 90°, then from −90° back to 0. For R = rotation θ about y and P the perspective, entry
    /// (i, 4) of R·P is row i of R times P's last column (0, 0, −1/200, 1): row 1 of R is
    /// (cos θ, 0, −sin θ, 0), so m14 = sin θ / 200; row 3 is (sin θ, 0, cos θ, 0), so
    /// m34 = −cos θ / 200; m11 = cos θ, m13 = −sin θ, m31 = sin θ as in R.
    @Test func flipTurnsTheViewOverInPerspective() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let linear = UIView.AnimationOptions.curveLinear
        UIView.transition(
            with: view, duration: 1, options: [.transitionFlipFromLeft, linear], animations: {})
        let snapshot = view.subviews.last
        engine.advance(by: 0.25)
        // A quarter of the way: 45° (half of the first half's quarter turn).
        var t = presented(view).transform
        let s45 = sin(CGFloat.pi / 4)
        #expect(isClose(t.m11, s45, 1e-9) && isClose(t.m13, -s45, 1e-9) && isClose(t.m31, s45, 1e-9))
        #expect(isClose(t.m14, s45 / 200, 1e-12) && isClose(t.m34, -s45 / 200, 1e-12))
        #expect(snapshot.map { presented($0).opacity } == 1, "the old content shows on the front face")
        engine.advance(by: 0.25)
        t = presented(view).transform
        #expect(abs(t.m11) < 1e-9, "edge-on at half time: cos 90° = 0")
        engine.advance(by: 0.25)
        // Three quarters: from −90° half way back, −45°: m13 = +sin 45°, m14 = −sin 45° / 200.
        t = presented(view).transform
        #expect(isClose(t.m11, s45, 1e-9) && isClose(t.m13, s45, 1e-9) && isClose(t.m14, -s45 / 200, 1e-12))
        #expect(snapshot.map { presented($0).opacity } == 0, "the back face shows the new content")
        engine.advance(by: 0.25)
        #expect(CATransform3DIsIdentity(view.layer.transform))
        #expect(view.subviews.isEmpty, "the snapshot is gone")
    }

    @Test func transitionFromOneViewToAnother() {
        let engine = freshEngine()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = UIView(frame: container.bounds)
        let new = UIView(frame: container.bounds)
        container.addSubview(old)
        var finished = false
        UIView.transition(from: old, to: new, duration: 0.5, options: [.transitionCrossDissolve]) { finished = $0 }
        #expect(old.superview == nil)
        #expect(new.superview === container)
        engine.advance(by: 0.5)
        #expect(finished)
        #expect(container.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(new)])
    }

    @Test func visualEffectViewFadesItsEffect() {
        let engine = freshEngine()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == blur.bounds)
        var alpha: CGFloat = 0
        blur.backgroundColor?.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(isClose(alpha, 0.7, 1e-6))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { blur.effect = nil })
        engine.advance(by: 0.5)
        let shown = presented(blur).backgroundColor?.components?.last ?? -1
        #expect(isClose(shown, 0.35, 1e-6))
    }

    @Test func shadowPropertiesAreStored() {
        let layer = UIView().layer
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 8
        layer.shadowColor = UIColor.black.cgColor
        #expect(layer.presentation()?.shadowRadius == 8)
    }
}
