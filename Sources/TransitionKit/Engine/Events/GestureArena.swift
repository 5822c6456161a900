import Foundation

/// Where touches meet gesture recognizers (ours; UIKit's `UIGestureEnvironment` is private):
/// the finger that is down, the recognizers taking part in its gesture (those of its hit view
/// and that view's ancestors, plus recognizers still waiting between taps or for others to
/// fail), and the rules between them when one recognizes or fails. One finger at a time is
/// modelled.
@MainActor
final class GestureArena {
    static let shared = GestureArena()

    /// Seconds after a lift-off within which a touch-down counts as the next tap (`tapCount`),
    /// and after which a tap recognizer waiting for more taps fails (ours; iOS does not publish
    /// its value).
    static let multipleTapInterval: TimeInterval = 0.35
    /// Points from the last lift-off within which a touch-down counts as the next tap (ours).
    static let multipleTapDistance: CGFloat = 44

    /// The recognizers taking part, in the order they joined (hit view's first).
    private(set) var participants: [UIGestureRecognizer] = []
    /// The finger down, and the event it came in.
    private(set) var currentTouch: UITouch?
    private var currentEvent: UIEvent?
    /// Where and when the last tap lifted, and its tap count (nil after a drag or a cancel).
    private var lastLiftOff: (point: CGPoint, time: TimeInterval, tapCount: Int)?

    // MARK: Touches from the window

    /// A touch event at `point` (window coordinates) of `window`, at the engine's time: a new
    /// touch when `phase` is `.began` (a finger already down is cancelled first: one finger),
    /// the finger's touch updated otherwise (nothing happens without a finger down).
    func sendTouch(at point: CGPoint, phase: UITouch.Phase, in window: UIWindow) {
        let now = AnimationEngine.shared.currentTime
        let touch: UITouch
        switch phase {
        case .began:
            if UIApplication.shared.ignoresTouches || TransitionContext.ignoresNewTouches { return }
            if let old = currentTouch { sendTouch(at: old.windowLocation, phase: .cancelled, in: window) }
            touch = UITouch(at: point, in: window, timestamp: now)
            if let last = lastLiftOff, now - last.time <= Self.multipleTapInterval,
                hypot(point.x - last.point.x, point.y - last.point.y) <= Self.multipleTapDistance
            {
                touch.tapCount = last.tapCount + 1
            }
            touch.view = window.hitTest(point, with: nil)
            currentTouch = touch
        case .moved, .ended, .cancelled:
            guard let down = currentTouch, down.window === window else { return }
            touch = down
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = point
            touch.timestamp = now
        case .stationary, .regionEntered, .regionMoved, .regionExited:
            return
        }
        touch.phase = phase
        let event = UIEvent(touches: [touch], timestamp: now)
        if phase == .began { touch.recognizers = recognizers(receiving: touch, event) }
        window.sendEvent(event)
        if phase == .ended || phase == .cancelled {
            currentTouch = nil
            currentEvent = nil
            let tapped =
                hypot(point.x - touch.startLocation.x, point.y - touch.startLocation.y)
                <= UITapGestureRecognizer.allowableMovement
            lastLiftOff = phase == .ended && tapped ? (point, now, touch.tapCount) : nil
        }
    }

    /// The enabled recognizers of the touch's view and its ancestors (hit view first) that, by
    /// their delegates, receive the event and the touch; they join the arena.
    private func recognizers(receiving touch: UITouch, _ event: UIEvent) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current = touch.view
        while let view = current {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.receivesTouches {
                if let delegate = recognizer.delegate,
                    !delegate.gestureRecognizer(recognizer, shouldReceive: event)
                        || !delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                {
                    continue
                }
                found.append(recognizer)
                keep(recognizer)
            }
            current = view.superview
        }
        return found
    }

    /// Delivers `event`'s touches: first to their recognizers, then to their views (unless a
    /// recognizer cancelled the touch there), the touch-down's `touchesBegan` going to the hit
    /// view, which passes it up the responder chain unless it handles it. A touch that lifts is
    /// let go by its recognizers afterwards.
    func deliver(_ event: UIEvent) {
        for touch in event.allTouches ?? [] {
            currentEvent = event
            let touches: Set<UITouch> = [touch]
            for recognizer in touch.recognizers where recognizer.receivesTouches {
                switch touch.phase {
                case .began:
                    recognizer.track(touch)
                    recognizer.touchesBegan(touches, with: event)
                case .moved:
                    recognizer.touchDidMove(touch)
                    recognizer.touchesMoved(touches, with: event)
                case .ended:
                    recognizer.touchDidMove(touch)
                    recognizer.touchesEnded(touches, with: event)
                case .cancelled:
                    recognizer.touchDidMove(touch)
                    recognizer.touchesCancelled(touches, with: event)
                    if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .cancelled }
                default:
                    break
                }
            }
            if touch.isDeliveredToView, let view = touch.view {
                switch touch.phase {
                case .began:
                    touch.viewHasBegun = true
                    view.touchesBegan(touches, with: event)
                case .moved: view.touchesMoved(touches, with: event)
                case .ended: view.touchesEnded(touches, with: event)
                case .cancelled: view.touchesCancelled(touches, with: event)
                default: break
                }
            }
            if touch.phase == .ended || touch.phase == .cancelled {
                for recognizer in touch.recognizers { recognizer.untrack(touch) }
            }
        }
    }

    // MARK: Recognizers

    /// `recognizer` takes part (until it has decided and holds no touch).
    func keep(_ recognizer: UIGestureRecognizer) {
        if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
    }

    /// `recognizer` went back to `.possible` holding no touch: it leaves unless it still waits.
    func release(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.isUndecided else { return }
        participants.removeAll { $0 === recognizer }
    }

    /// `recognizer` was disabled or removed from its view: it leaves, and the finger's touch no
    /// longer goes to it.
    func detach(_ recognizer: UIGestureRecognizer) {
        participants.removeAll { $0 === recognizer }
        currentTouch?.recognizers.removeAll { $0 === recognizer }
    }

    /// `recognizer` recognized (began, or a discrete gesture ended): the others fail unless a
    /// delegate lets both recognize (those waiting for it to fail fail either way), and, when
    /// it cancels touches in views, the view gets `touchesCancelled` and no more of the touch.
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        for other in participants where other !== recognizer && other.state == .possible {
            if other.requiresFailure(of: recognizer) {
                other.exclude()
            } else if !UIGestureRecognizer.mayRecognizeTogether(recognizer, other), recognizer.canPrevent(other),
                other.canBePrevented(by: recognizer)
            {
                other.exclude()
            }
        }
        guard recognizer.cancelsTouchesInView, let touch = currentTouch, touch.isDeliveredToView,
            touch.recognizers.contains(where: { $0 === recognizer })
        else { return }
        touch.isDeliveredToView = false
        // A touch-down's view may not have had touchesBegan yet (recognizers come first): then it
        // gets nothing.
        guard touch.viewHasBegun, let view = touch.view else { return }
        let cancelled = UIEvent(touches: [touch], timestamp: currentEvent?.timestamp ?? touch.timestamp)
        view.touchesCancelled([touch], with: cancelled)
    }

    /// `recognizer` failed (or stopped waiting): those waiting for it may now go ahead.
    func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        for other in participants where other !== recognizer { other.commitPendingIfFree() }
    }

    /// Forgets every touch and recognizer (the engine's `reset()`, between tests).
    func reset() {
        participants.removeAll()
        currentTouch = nil
        currentEvent = nil
        lastLiftOff = nil
    }
}
