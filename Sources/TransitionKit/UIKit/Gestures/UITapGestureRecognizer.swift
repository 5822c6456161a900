import Foundation

/// A discrete recognizer for taps, as UIKit's `UITapGestureRecognizer`: it is recognized
/// (`.ended`) when the finger has touched down and lifted `numberOfTapsRequired` times without
/// moving more than 10 points from where each tap began (ours), each tap beginning within
/// 0.35 s of the last lift-off (ours; longer, and it fails). Its location is where the last
/// tap was. TransitionKit has one finger: with `numberOfTouchesRequired` above 1 it fails.
/// Source: Apple's UIKit documentation for `UITapGestureRecognizer`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, a finger may move during a tap (ours).
    static let allowableMovement: CGFloat = 10

    /// The taps that make the gesture; default 1.
    open var numberOfTapsRequired = 1
    /// The fingers each tap needs; default 1.
    open var numberOfTouchesRequired = 1

    private var taps = 0
    private var tapStart = CGPoint.zero
    private var waitTimer: Int?

    override var isAwaitingMoreTouches: Bool { waitTimer != nil }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        stopWaiting()
        guard numberOfTouchesRequired <= 1, let touch = touches.first else {
            state = .failed
            return
        }
        tapStart = touch.location(in: nil)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let point = touches.first?.location(in: nil) else { return }
        if hypot(point.x - tapStart.x, point.y - tapStart.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        taps += 1
        if taps >= numberOfTapsRequired {
            state = .ended
            return
        }
        let engine = AnimationEngine.shared
        waitTimer = engine.schedule(at: engine.currentTime + GestureArena.multipleTapInterval) { [weak self] in
            guard let self, self.waitTimer != nil else { return }
            self.waitTimer = nil
            self.state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        taps = 0
        stopWaiting()
    }

    private func stopWaiting() {
        if let waitTimer { AnimationEngine.shared.cancelTimer(waitTimer) }
        waitTimer = nil
    }
}
