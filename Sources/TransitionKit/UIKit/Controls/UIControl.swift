import Foundation

/// The base of controls, as UIKit's `UIControl`: a view that turns touches into events
/// (`UIControl.Event`) and calls the target–action pairs and `UIAction`s registered for them.
///
/// A finger down in the control highlights it and sends `.touchDown` (`.touchDownRepeat` too
/// for a repeated tap); moving sends `.touchDragInside`/`.touchDragOutside` and, on crossing the
/// bounds, `.touchDragEnter`/`.touchDragExit`, the highlight following the finger; lifting
/// inside sends `.touchUpInside` (and `.primaryActionTriggered`), outside `.touchUpOutside`; a
/// cancelled touch `.touchCancel`. "Inside" is the bounds (ours: iOS allows a margin around
/// them). A disabled control is not hit by touches, as in UIKit. Targets are not retained; a
/// nil target sends the action up the responder chain from the control to the first responder
/// whose type has the method, as UIKit does with `sendAction(_:to:from:for:)`. Actions are
/// TransitionKit `Selector`s: `addTarget(self, action: Selector(Self.tapped), for:
/// .touchUpInside)` where iOS writes `#selector(tapped)`. Source: Apple's UIKit documentation
/// for `UIControl`.
@preconcurrency @MainActor
open class UIControl: UIView {
    private struct Registration {
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        let events: Event
    }

    private var registrations: [Registration] = []
    private var actions: [(action: UIAction, events: Event)] = []

    /// Whether the control responds to touches; a disabled one is drawn dimmed by subclasses and
    /// not hit. Default true.
    open var isEnabled = true
    /// Whether the control is selected. Default false.
    open var isSelected = false
    /// Whether a finger is down on the control. Default false.
    open var isHighlighted = false

    /// The state: `.normal`, or the bits of disabled, selected and highlighted.
    open var state: UIControl.State {
        var state: UIControl.State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Whether a touch is being tracked.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the bounds.
    open private(set) var isTouchInside = false

    // MARK: Target–action

    /// Calls `action` on `target` (nil: the responder chain) for `controlEvents`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        if registrations.contains(where: {
            $0.target === object && $0.hasTarget == (object != nil) && $0.action == action
        }) {
            return
        }
        // The sender is this control: report a selector the target or the control cannot take.
        if let object { action.check(object, sender: self, site: "a \(String(describing: type(of: self)))'s action") }
        registrations.append(
            Registration(target: object, hasTarget: object != nil, action: action, events: controlEvents))
    }

    /// Removes `action` (nil: every action) of `target` (nil: every target) for
    /// `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        registrations.removeAll { entry in
            (object == nil || entry.target === object) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// Every target registered (targets that are gone are left out).
    open var allTargets: Set<AnyHashable> {
        Set(registrations.compactMap { $0.target as? AnyHashable })
    }

    /// The events that have actions registered.
    open var allControlEvents: UIControl.Event {
        (registrations.map(\.events) + actions.map(\.events)).reduce([]) { $0.union($1) }
    }

    /// Runs `action`'s handler for `controlEvents` (iOS 14).
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents` (iOS 14).
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Stops running the action identified by `actionIdentifier` for `controlEvents` (iOS 14).
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Sends the actions registered for any of `controlEvents`: the `UIAction`s first, then the
    /// target–action pairs in the order they were added (through `sendAction(_:to:for:)`).
    open func sendActions(for controlEvents: UIControl.Event) {
        sendActions(for: controlEvents, event: nil)
    }

    private func sendActions(for controlEvents: UIControl.Event, event: UIEvent?) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
        for entry in registrations where !entry.events.isDisjoint(with: controlEvents) {
            if entry.hasTarget, entry.target == nil { continue }
            sendAction(entry.action, to: entry.target, for: event)
        }
    }

    /// Calls `action` on `target` with the control as the sender (nil target: the first
    /// responder up the chain from the control whose type has the method).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs `action` with the control as its sender (iOS 14).
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Tracking

    /// A touch began in the control: return whether to keep tracking it (default true).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved: return whether to keep tracking it (default true).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, event: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = bounds.contains(touch.location(in: self))
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTouchInside = bounds.contains(touch.location(in: self))
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        sendActions(for: isTouchInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside, event: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel, event: event)
    }
}
