import Foundation

/// A continuous recognizer for a finger held still, as UIKit's `UILongPressGestureRecognizer`:
/// it begins once the finger has been down `minimumPressDuration` seconds of engine time
/// without moving more than `allowableMovement` points, then changes as the finger moves and
/// ends when it lifts (cancelled when the touch is); it fails if the finger moves too far or
/// lifts before. `numberOfTapsRequired` taps must come first (the touch's `tapCount` is one
/// more); with `numberOfTouchesRequired` above 1 it fails (one finger here). Source: Apple's
/// UIKit documentation for `UILongPressGestureRecognizer`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the finger must be held; default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Taps before the press; default 0.
    open var numberOfTapsRequired = 0
    /// Fingers needed; default 1.
    open var numberOfTouchesRequired = 1
    /// How far, in points, the finger may move before the gesture begins; default 10.
    open var allowableMovement: CGFloat = 10

    private var start = CGPoint.zero
    private var pressTimer: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouchesRequired <= 1, let touch = touches.first, touch.tapCount == numberOfTapsRequired + 1
        else {
            state = .failed
            return
        }
        start = touch.location(in: nil)
        let engine = AnimationEngine.shared
        pressTimer = engine.schedule(at: engine.currentTime + minimumPressDuration) { [weak self] in
            guard let self, self.pressTimer != nil else { return }
            self.pressTimer = nil
            if self.state == .possible { self.state = .began }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let point = touches.first?.location(in: nil) else { return }
        switch state {
        case .possible:
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        if let pressTimer { AnimationEngine.shared.cancelTimer(pressTimer) }
        pressTimer = nil
    }
}
