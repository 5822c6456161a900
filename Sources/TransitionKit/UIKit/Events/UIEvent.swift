import Foundation

/// An input event, as UIKit's `UIEvent`: here always a touch event carrying the one touch
/// (TransitionKit models one finger; see `UIWindow.sendTouch(at:phase:)`), given to
/// `UIWindow.sendEvent(_:)`, the responders' `touchesBegan(_:with:)` family and gesture
/// recognizers. `UIEvent()` makes an event with no touches, for signatures such as
/// `hitTest(_:with:)`. Source: Apple's UIKit documentation for `UIEvent`.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    private let touches: Set<UITouch>

    /// An event carrying no touches, at time 0.
    public override init() {
        touches = []
        timestamp = 0
        super.init()
    }

    /// A touch event carrying `touches`, at engine time `timestamp`.
    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        self.touches = touches
        self.timestamp = timestamp
        super.init()
    }

    /// The kind of event: `.touches` (the only kind TransitionKit sends).
    open var type: UIEvent.EventType { .touches }

    /// The subtype: `.none` for touch events.
    open var subtype: UIEvent.EventSubtype { .none }

    /// When the event happened, in engine seconds (`CACurrentMediaTime()`'s clock).
    open private(set) var timestamp: TimeInterval

    /// Every touch of the event; nil for an event with none (`UIEvent()`).
    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

    /// The touches delivered to `view` (those that began in it).
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touches.filter { $0.window === window }
        return found.isEmpty ? nil : found
    }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touches.filter { touch in touch.recognizers.contains { $0 === gesture } }
        return found.isEmpty ? nil : found
    }

    /// The touches coalesced into `touch` since the last event: just `touch` (ours: the
    /// playground sends each sample as an event of its own).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touches.contains(touch) ? [touch] : nil
    }
}
