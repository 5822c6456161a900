import Foundation

/// One finger on the screen, as UIKit's `UITouch`: where it is and was, in which phase, since
/// when, and which view and gesture recognizers it is delivered to.
///
/// TransitionKit's touches come from `UIWindow.sendTouch(at:phase:)` (ours): one finger at a
/// time (multi-touch is not modelled), of type `.direct`, timestamped with the engine's clock
/// (`AnimationEngine.shared.currentTime`, the seconds `CACurrentMediaTime()` gives). Like
/// UIKit's, one `UITouch` object stands for the finger from touch-down to lift-off and is
/// updated in place. Source: Apple's UIKit documentation for `UITouch`.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of the touch in its latest event.
    open internal(set) var phase: UITouch.Phase = .began
    /// When the touch last changed, in engine seconds (`CACurrentMediaTime()`'s clock).
    open internal(set) var timestamp: TimeInterval = 0
    /// How many times the finger tapped at this point in quick succession, 1 for the first
    /// (ours: a touch-down within 0.35 s and 44 points of the previous lift-off counts on, when
    /// that touch was a tap: it lifted within 10 points of where it began).
    open internal(set) var tapCount = 1
    /// The kind of touch: always `.direct` (a finger) here.
    open internal(set) var type: UITouch.TouchType = .direct
    /// The view the touch began in (the window's hit-test result), nil when it hit nothing.
    open internal(set) var view: UIView?
    /// The window the touch is in.
    open internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving the touch: those of the hit view and its ancestors,
    /// enabled and allowed by their delegates' `gestureRecognizer(_:shouldReceive:)`, hit view
    /// first. Nil when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        recognizers.isEmpty ? nil : recognizers
    }
    /// The radius of the touch, in points (ours: a fingertip, 20 points).
    open var majorRadius: CGFloat { 20 }
    /// The force of the touch (0: not measured here).
    open var force: CGFloat { 0 }

    /// Where the touch began, in window coordinates (points).
    let startLocation: CGPoint
    /// The location now and at the previous event, in window coordinates (points).
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero
    /// The recognizers the touch is delivered to (see `gestureRecognizers`).
    var recognizers: [UIGestureRecognizer] = []
    /// Whether the view still receives the touch: false once a recognizer that cancels touches
    /// in views recognized it (the view got `touchesCancelled`).
    var isDeliveredToView = true
    /// Whether the view has had `touchesBegan` for the touch.
    var viewHasBegun = false

    /// A touch at `point` (window coordinates) in `window`, at engine time `timestamp`.
    init(at point: CGPoint, in window: UIWindow, timestamp: TimeInterval) {
        self.window = window
        self.timestamp = timestamp
        startLocation = point
        windowLocation = point
        previousWindowLocation = point
        super.init()
    }

    /// The touch's location in `view`'s coordinates (nil: the window's), in points.
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// The location at the previous event of this touch, in `view`'s coordinates (nil: the
    /// window's), in points; the location itself at touch-down.
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }

    /// The precise location: the location (ours: touches here are exact).
    open func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }
}
