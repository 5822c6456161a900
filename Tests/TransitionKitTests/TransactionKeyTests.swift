import Foundation
import TestSupport
import Testing
import TransitionKit

/// `CATransaction.setValue(_:forKey:)` and `value(forKey:)` with the transaction property keys,
/// as iOS code writes them: each acts as its typed setter does.
@MainActor
@Suite struct TransactionKeyTests {
    /// A 10 × 10 layer in a tree (so it animates implicitly) at opacity 1.
    private func standaloneLayer() -> (host: UIView, dot: CALayer) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.layer.addSublayer(dot)
        return (host, dot)
    }

    /// `kCFBooleanTrue` for `kCATransactionDisableActions`: the change is not animated;
    /// `kCFBooleanFalse` (and `false`) let it animate again.
    @Test func disableActionsByKey() {
        _ = freshEngine()
        let (host, dot) = standaloneLayer()
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        #expect((CATransaction.value(forKey: kCATransactionDisableActions) as? NSNumber)?.boolValue == true)
        dot.opacity = 0.5
        CATransaction.commit()
        #expect(dot.animationKeys() == nil)

        CATransaction.begin()
        CATransaction.setValue(kCFBooleanFalse, forKey: kCATransactionDisableActions)
        dot.opacity = 1
        CATransaction.commit()
        #expect(dot.animationKeys() == ["opacity"])
        _ = host
    }

    /// Duration 2 s and a linear curve by key: opacity 1 → 0 is at 1 − 0.5/2 = 0.75 after 0.5 s.
    @Test func durationAndTimingFunctionByKey() {
        let engine = freshEngine()
        let (host, dot) = standaloneLayer()
        CATransaction.begin()
        CATransaction.setValue(2.0, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(CAMediaTimingFunction(name: .linear), forKey: kCATransactionAnimationTimingFunction)
        #expect(CATransaction.animationDuration() == 2)
        #expect((CATransaction.value(forKey: kCATransactionAnimationDuration) as? NSNumber)?.doubleValue == 2)
        #expect(CATransaction.value(forKey: kCATransactionAnimationTimingFunction) is CAMediaTimingFunction)
        dot.opacity = 0
        CATransaction.commit()
        engine.advance(by: 0.5)
        #expect(isClose(CGFloat(dot.presentation()?.opacity ?? -1), 0.75, 1e-9))
        _ = host
    }

    /// A completion block by key runs when the 1 s animation added after it ends, not before.
    @Test func completionBlockByKey() {
        let engine = freshEngine()
        let layer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer
        var completedAt: TimeInterval?
        let block: () -> Void = { completedAt = AnimationEngine.shared.currentTime }
        CATransaction.begin()
        CATransaction.setValue(block, forKey: kCATransactionCompletionBlock)
        #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) is () -> Void)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        layer.add(fade, forKey: nil)
        CATransaction.commit()
        engine.advance(by: 0.5)
        #expect(completedAt == nil)
        engine.advance(by: 0.6)
        #expect(completedAt == 1)
    }

    /// nil puts the defaults back; other keys are kept with the transaction.
    @Test func nilRestoresDefaultsAndOtherKeysAreStored() {
        _ = freshEngine()
        CATransaction.begin()
        CATransaction.setValue(3, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(nil, forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.setValue("fade-in", forKey: "reason")
        #expect(CATransaction.value(forKey: "reason") as? String == "fade-in")
        CATransaction.commit()
        #expect(CATransaction.value(forKey: "reason") == nil, "gone with its transaction")
    }
}
