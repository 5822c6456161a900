import Foundation

/// A continuous recognizer for a dragging finger, as UIKit's `UIPanGestureRecognizer`: it
/// begins once the finger has moved 10 points from where it touched down (ours: iOS does not
/// publish its distance), changes with every move, and ends when the finger lifts (cancelled
/// when the touch is); it fails if the finger lifts before it began, or when fewer than
/// `minimumNumberOfTouches` fingers are down.
///
/// `translation(in:)` is measured from the touch-down point (ours; so it is about 10 points at
/// `.began`), `setTranslation(_:in:)` moves that origin and, as Apple documents, resets the
/// velocity. `velocity(in:)`, in points per second, is the displacement between the oldest and
/// the newest touch sample of the last 0.1 s (engine time) divided by the time between them
/// (ours: a 0.1 s window, which follows a finger over six 60 Hz samples and reads 0 for a finger
/// that rested 0.1 s before lifting); 0 with a single sample. Source: Apple's UIKit
/// documentation for `UIPanGestureRecognizer`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The distance, in points, the finger moves before the pan begins (ours).
    static let hysteresis: CGFloat = 10
    /// The seconds of touch samples `velocity(in:)` looks back over (ours).
    static let velocityWindow: TimeInterval = 0.1

    /// The fewest fingers that may pan; default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that may pan; default `Int.max` (UIKit's `NSUIntegerMax`).
    open var maximumNumberOfTouches = Int.max

    /// The translation's origin, in window coordinates; nil before a touch.
    private var origin: CGPoint?
    /// Touch samples (engine time, window point), oldest first, within the velocity window.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// The finger's movement since it touched down (or since `setTranslation(_:in:)`), in
    /// `view`'s coordinate system (nil: the window's), in points.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let current = location(in: nil)
        guard let view else { return CGPoint(x: current.x - origin.x, y: current.y - origin.y) }
        let a = view.convert(origin, from: nil)
        let b = view.convert(current, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation in `view`'s coordinates (nil: the window's) `translation` now, and
    /// resets the velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = location(in: nil)
        if let view {
            let local = view.convert(current, from: nil)
            origin = view.convert(CGPoint(x: local.x - translation.x, y: local.y - translation.y), to: nil)
        } else {
            origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        }
        if let last = samples.last { samples = [last] }
    }

    /// The finger's velocity in `view`'s coordinate system (nil: the window's), in points per
    /// second (see the type's description).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        let velocity = CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
        guard let view else { return velocity }
        let a = view.convert(last.point, from: nil)
        let b = view.convert(CGPoint(x: last.point.x + velocity.x, y: last.point.y + velocity.y), from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Whether a pan starting at `start` and moved by `offset` (window coordinates) may begin:
    /// always, here; the edge pan narrows it.
    func mayBegin(from start: CGPoint, movedBy offset: CGPoint, in window: UIWindow?) -> Bool { true }

    /// Whether a pan may start at touch-down point `start` (window coordinates): always, here.
    func mayStart(at start: CGPoint, in window: UIWindow?) -> Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        guard state == .possible else { return }
        let point = touch.location(in: nil)
        guard (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(numberOfTouches),
            mayStart(at: point, in: touch.window)
        else {
            state = .failed
            return
        }
        origin = point
        samples = [(touch.timestamp, point)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        record(touch)
        switch state {
        case .possible:
            guard let origin else { return }
            let point = touch.location(in: nil)
            let offset = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
            guard hypot(offset.x, offset.y) >= Self.hysteresis else { return }
            state = mayBegin(from: origin, movedBy: offset, in: touch.window) ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first { record(touch) }
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        origin = nil
        samples.removeAll()
    }

    /// Adds the touch's sample and drops those older than the velocity window.
    private func record(_ touch: UITouch) {
        let now = touch.timestamp
        samples.append((now, touch.location(in: nil)))
        samples.removeAll { now - $0.time > Self.velocityWindow + 1e-9 }
    }
}
