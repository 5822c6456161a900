import Foundation

/// A discrete recognizer for a quick stroke in one direction, as UIKit's
/// `UISwipeGestureRecognizer`: it is recognized (`.ended`) as soon as the finger has moved 50
/// points in one of `direction`'s directions, straying sideways by at most half that distance,
/// within 0.5 s of touching down (ours: iOS does not publish its thresholds); it fails when the
/// finger moves 50 points another way, takes longer, or lifts first. Its location is where the
/// swipe began, as Apple documents. With `numberOfTouchesRequired` above 1 it fails (one
/// finger here). Source: Apple's UIKit documentation for `UISwipeGestureRecognizer`.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The distance, in points, of a swipe (ours).
    static let minimumDistance: CGFloat = 50
    /// The longest a swipe may take, in seconds (ours).
    static let maximumDuration: TimeInterval = 0.5

    /// The directions recognized; default `.right`.
    open var direction: UISwipeGestureRecognizer.Direction = .right
    /// The fingers needed; default 1.
    open var numberOfTouchesRequired = 1

    private var start: (point: CGPoint, time: TimeInterval)?

    /// Where the swipe began, in `view`'s coordinates (nil: the window's).
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return view?.convert(start.point, from: nil) ?? start.point
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouchesRequired <= 1, let touch = touches.first else {
            state = .failed
            return
        }
        start = (touch.location(in: nil), touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let start, let touch = touches.first else { return }
        guard touch.timestamp - start.time <= Self.maximumDuration else {
            state = .failed
            return
        }
        let point = touch.location(in: nil)
        let dx = point.x - start.point.x
        let dy = point.y - start.point.y
        let strokes: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (candidate, along, across) in strokes where along >= Self.minimumDistance && abs(across) <= along / 2 {
            state = direction.contains(candidate) ? .ended : .failed
            return
        }
        if hypot(dx, dy) >= Self.minimumDistance { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
