import Foundation
import TestSupport
import Testing
import TransitionKit

/// Key-value coding on layers and animations, as Core Animation's "container classes": any
/// key is accepted, and keys that name properties read and set them.
@MainActor
@Suite struct KeyValueCodingTests {
    @Test func layerPropertiesByKeyAndKeyPath() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.opacity == 0.5)
        layer.position = CGPoint(x: 10, y: 20)
        layer.setValue(35, forKeyPath: "position.x")
        #expect(layer.position == CGPoint(x: 35, y: 20))
        #expect(layer.value(forKeyPath: "position.y") as? Double == 20)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 35, y: 20))
        // A quarter turn: cos π/2 = 0, sin π/2 = 1 → (a, b, c, d) = (0, 1, −1, 0).
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(isClose(layer.affineTransform(), CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        #expect(isClose(CGFloat((layer.value(forKeyPath: "transform.rotation.z") as? Double) ?? 0), .pi / 2))
        layer.setValue(true, forKey: "hidden")
        layer.setValue(UIColor.red, forKey: "borderColor")
        #expect(layer.isHidden && layer.borderColor == UIColor.red.cgColor)
        #expect(layer.value(forKey: "masksToBounds") as? Bool == false)
    }

    @Test func arbitraryKeysStayWithTheLayerAndItsPresentation() {
        let layer = CALayer()
        layer.setValue("card", forKey: "role")
        #expect(layer.value(forKey: "role") as? String == "card")
        #expect(layer.presentation()?.value(forKey: "role") as? String == "card")
        layer.setValue(nil, forKey: "role")
        #expect(layer.value(forKey: "role") == nil)
    }

    /// The tutorial pattern: tag an animation with a value, read it back in
    /// `animationDidStop(_:finished:)`, which receives the layer's copy.
    @Test func animationValuesTravelWithTheCopies() {
        let window = makeWindow(UIViewController())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        final class Listener: NSObject, CAAnimationDelegate {
            var stopped: [(String?, Bool)] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                stopped.append((anim.value(forKey: "name") as? String, flag))
            }
        }
        let listener = Listener()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.setValue("fadeOut", forKey: "name")
        fade.setValue(view.layer, forKey: "layer")
        fade.setValue(0.4, forKey: "duration")
        fade.setValue(0, forKey: "toValue")
        fade.delegate = listener
        #expect(fade.duration == 0.4, "a key naming a property sets it")
        #expect(fade.value(forKey: "keyPath") as? String == "opacity")
        view.layer.add(fade, forKey: "fade")
        let running = view.layer.animation(forKey: "fade")
        #expect(running?.value(forKey: "name") as? String == "fadeOut")
        #expect((running?.value(forKey: "layer") as? CALayer) === view.layer)
        #expect(running?.value(forKeyPath: "layer.opacity") as? Double == 1)
        AnimationEngine.shared.advance(by: 0.2)
        // Linear by default: halfway from 1 to 0.
        #expect(isClose(CGFloat(presented(view).opacity), 0.5))
        AnimationEngine.shared.advance(by: 0.3)
        #expect(listener.stopped.count == 1)
        #expect(listener.stopped.first?.0 == "fadeOut" && listener.stopped.first?.1 == true)
    }
}
