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

    @Test func flipFoldsToAnEdgeAndBack() {
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let linear = UIView.AnimationOptions.curveLinear
        UIView.transition(
            with: view, duration: 1, options: [.transitionFlipFromLeft, linear], animations: {})
        engine.advance(by: 0.25)
        // Half way through the first half: x scale 1 → 0.001, so 0.5005.
        #expect(isClose(presented(view).affineTransform().a, 0.5005, 1e-6))
        engine.advance(by: 0.5)
        #expect(isClose(presented(view).affineTransform().a, 0.5005, 1e-6), "unfolding")
        engine.advance(by: 0.25)
        #expect(view.transform == .identity)
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
