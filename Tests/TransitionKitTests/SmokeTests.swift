import Foundation
import Testing
@testable import TransitionKit

@MainActor
@Suite struct SmokeTests {
    @Test func easeInOut() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(f.progress(at: 0.25) - 0.129162) < 1e-4)
        #expect(abs(f.progress(at: 0.75) - 0.870838) < 1e-4)
    }

    @Test func basicAnimation() {
        AnimationEngine.shared.reset()
        let v = UIView(frame: CGRect(x: 0, y: -844, width: 390, height: 844))
        var done: Bool?
        UIView.animate(withDuration: 1, animations: { v.frame = CGRect(x: 0, y: 0, width: 390, height: 844) }, completion: { done = $0 })
        #expect(v.layer.presentation()?.frame.origin.y == -844)
        AnimationEngine.shared.advance(by: 0.5)
        #expect(abs((v.layer.presentation()?.frame.origin.y ?? 0) + 422) < 1e-3)
        AnimationEngine.shared.advance(by: 0.5)
        #expect(v.layer.presentation()?.frame.origin.y == 0)
        #expect(done == true)
    }
}
