import Foundation

/// The base of gesture recognizers, as UIKit's `UIGestureRecognizer`: attached to a view
/// (`addGestureRecognizer(_:)`), it receives the touches that hit that view or its subviews
/// before the view does, moves through its `state`s, and calls its targets' actions.
///
/// States as UIKit's: a discrete recognizer (tap, swipe) goes from `.possible` to `.ended`
/// (`.recognized`) or `.failed`; a continuous one (pan, edge pan, long press) from `.possible`
/// to `.began`, `.changed`…, then `.ended` or `.cancelled`, or to `.failed` before it began.
/// The actions are called on every change except to `.possible` and `.failed`. After `.ended`,
/// `.cancelled` or `.failed` it goes back to `.possible` (and `reset()` runs) once its touches
/// have lifted — at once when it holds none. Setting `state` (from a subclass, as
/// `UIGestureRecognizerSubclass.h` allows) goes through the same rules.
///
/// Before leaving `.possible` it asks its delegate's `gestureRecognizerShouldBegin(_:)`, then
/// `gestureRecognizerShouldBegin(_:)` of its view and of the view its touch hit (false:
/// `.failed`; so a button keeps a single tap for itself, as Apple documents); it waits, still `.possible`,
/// while a recognizer it requires to fail (`require(toFail:)`, or the delegates'
/// `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`) is undecided, and fails if that one
/// recognizes. When it recognizes, the other recognizers of the touch fail unless a delegate
/// allows both (`shouldRecognizeSimultaneouslyWith`), and with `cancelsTouchesInView` (the
/// default) the view gets `touchesCancelled(_:with:)` and no more of the touch. `isEnabled =
/// false` cancels a gesture in progress. `delaysTouchesBegan` and `delaysTouchesEnded` are
/// stored only: touches reach the view at once (ours). One finger at a time is modelled.
/// Source: Apple's UIKit documentation for `UIGestureRecognizer`, "Handling UIKit gestures"
/// and the SDK header `UIGestureRecognizerSubclass.h`.
///
/// Target–action: `init(target:action:)` and `addTarget(_:action:)` take a TransitionKit
/// `Selector` (`Selector(Self.handlePan(_:))` where iOS writes `#selector(handlePan(_:))`; see
/// `Selector`); targets are not retained, as in UIKit. `init(handler:)` takes a closure
/// instead (ours; UIKit has no closure form for recognizers).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    private struct Action {
        weak var target: AnyObject?
        let selector: Selector?
        let handler: (@MainActor (UIGestureRecognizer) -> Void)?
    }

    private var actions: [Action] = []
    private var currentState = State.possible
    /// A recognition waiting for the recognizers this one requires to fail, and whether the
    /// gesture also ended meanwhile.
    private var pendingState: State?
    private var pendingEnd = false
    private var failureRequirements: [Weak] = []

    /// The touches down that this recognizer receives, oldest first.
    private(set) var trackedTouches: [UITouch] = []
    /// Where its last touch was, in window coordinates.
    private var lastWindowLocation = CGPoint.zero

    /// A recognizer calling `action` on `target` when it recognizes (either may be nil: add
    /// targets later with `addTarget(_:action:)`).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { appendTarget(target, action: action) }
    }

    /// A recognizer with no target yet.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// A recognizer calling `handler` with itself on every action, e.g.
    /// `UIPanGestureRecognizer { (pan: UIPanGestureRecognizer) in … }`: the closure form of
    /// target–action (ours; the parameter's type names the recognizer's class).
    public convenience init<Recognizer: UIGestureRecognizer>(handler: @escaping @MainActor (Recognizer) -> Void) {
        self.init(target: nil, action: nil)
        actions.append(
            Action(
                target: nil, selector: nil,
                handler: { recognizer in
                    if let recognizer = recognizer as? Recognizer { handler(recognizer) }
                }))
    }

    /// Adds `action` on `target` (not retained); nil `target` does nothing.
    open func addTarget(_ target: Any, action: Selector) {
        appendTarget(target, action: action)
    }

    private func appendTarget(_ target: Any?, action: Selector) {
        guard let target, type(of: target) is AnyClass else { return }
        let object = target as AnyObject
        if actions.contains(where: { $0.target === object && $0.selector == action }) { return }
        // The sender is known now: report a selector the target or this recognizer cannot take.
        action.check(object, sender: self, site: actionSite)
        actions.append(Action(target: object, selector: action, handler: nil))
    }

    /// Removes `action` (nil: every action) of `target` (nil: of every target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        actions.removeAll { entry in
            guard entry.handler == nil else { return false }
            let targetMatches = object == nil || entry.target === object
            let actionMatches = action == nil || entry.selector == action
            return targetMatches && actionMatches
        }
    }

    // MARK: State

    /// Where the recognizer is in recognizing its gesture (see the type's description).
    /// Subclasses set it as UIKit's do.
    open var state: UIGestureRecognizer.State {
        get { currentState }
        set { request(newValue) }
    }

    /// Whether the recognizer receives touches; setting false cancels a gesture in progress
    /// (a possible one fails) and resets it. Default true.
    open var isEnabled = true {
        didSet {
            if oldValue && !isEnabled { abandon() }
        }
    }

    /// The recognizer's delegate (weak).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// A name for debugging (iOS 11).
    open var name: String?

    /// Whether recognizing the gesture cancels the touch in the view (`touchesCancelled`);
    /// default true.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the recognizer failed; default false. Stored
    /// only (ours): touches reach the view at once.
    open var delaysTouchesBegan = false
    /// Whether touch-ups reach the view only after the recognizer failed; default true. Stored
    /// only (ours).
    open var delaysTouchesEnded = true
    /// Whether touches of other types are refused while one is tracked; default true. Stored.
    open var requiresExclusiveTouchType = true

    /// Makes this recognizer wait, in `.possible`, until `otherGestureRecognizer` fails, and
    /// fail if it recognizes (e.g. a single tap requiring a double tap to fail).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil }
        if !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) {
            failureRequirements.append(Weak(recognizer: otherGestureRecognizer))
        }
    }

    /// Override to require `otherGestureRecognizer` to fail (default false). Source:
    /// `UIGestureRecognizerSubclass.h`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Override to be required to fail by `otherGestureRecognizer` (default false). Source:
    /// `UIGestureRecognizerSubclass.h`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Location

    /// The gesture's location in `view`'s coordinates (nil: the window's), in points: the
    /// centroid of its touches, or where the last one lifted.
    open func location(in view: UIView?) -> CGPoint {
        var point = lastWindowLocation
        if !trackedTouches.isEmpty {
            let count = CGFloat(trackedTouches.count)
            point = CGPoint(
                x: trackedTouches.map(\.windowLocation.x).reduce(0, +) / count,
                y: trackedTouches.map(\.windowLocation.y).reduce(0, +) / count)
        }
        return view?.convert(point, from: nil) ?? point
    }

    /// The location of touch `touchIndex` (0-based, oldest first) in `view`'s coordinates; the
    /// gesture's location when there is no such touch (UIKit raises; ours).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The number of touches the recognizer holds.
    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: For subclasses (UIGestureRecognizerSubclass.h)

    /// Touches began in the view; subclasses override to interpret them.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer goes back to `.possible`: subclasses override to forget their
    /// gesture (call `super`).
    open func reset() {}

    /// Whether this recognizer may keep others from recognizing (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether others may keep this recognizer from recognizing (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Touch bookkeeping (called by the window before the open methods)

    /// Whether the recognizer takes touches now.
    var receivesTouches: Bool {
        isEnabled && view != nil && (currentState == .possible || currentState == .began || currentState == .changed)
    }

    /// Whether the recognizer has not decided yet but may still recognize: it is `.possible`
    /// with touches down, or waiting (a tap recognizer between taps).
    var isUndecided: Bool {
        currentState == .possible && (!trackedTouches.isEmpty || pendingState != nil || isAwaitingMoreTouches)
    }

    /// Whether the system lets the recognizer begin, after its delegate and view did: a
    /// system recognizer's own condition (the interactive pop's). Ours.
    var systemAllowsBegin: Bool { true }

    /// A subclass waiting between touches (taps) for more. Ours.
    var isAwaitingMoreTouches: Bool { false }

    func track(_ touch: UITouch) {
        if !trackedTouches.contains(where: { $0 === touch }) { trackedTouches.append(touch) }
        lastWindowLocation = touch.windowLocation
    }

    func touchDidMove(_ touch: UITouch) {
        lastWindowLocation = touch.windowLocation
    }

    /// The touch lifted or was cancelled: the recognizer lets go of it, and once it holds none
    /// and has finished (or never started), it goes back to `.possible`.
    func untrack(_ touch: UITouch) {
        lastWindowLocation = touch.windowLocation
        trackedTouches.removeAll { $0 === touch }
        guard trackedTouches.isEmpty else { return }
        switch currentState {
        case .ended, .cancelled, .failed:
            resetState()
        case .possible where pendingState == nil && !isAwaitingMoreTouches:
            commit(.failed)
        default:
            break
        }
    }

    // MARK: The state machine

    private func request(_ new: State) {
        if pendingState != nil {
            switch new {
            case .failed, .cancelled:
                pendingState = nil
                pendingEnd = false
                commit(.failed)
            case .ended: pendingEnd = true
            case .possible: resetState()
            default: break
            }
            return
        }
        switch (currentState, new) {
        case (.possible, .began), (.possible, .ended):
            guard isEnabled else { return }
            guard mayBegin() else {
                commit(.failed)
                return
            }
            if isWaitingForFailures {
                pendingState = new
                GestureArena.shared.keep(self)
                return
            }
            commit(new)
        case (.possible, .failed), (.possible, .cancelled):
            commit(.failed)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            commit(new)
        case (.began, .failed), (.changed, .failed):
            commit(.cancelled)
        case (_, .possible):
            resetState()
        default:
            break
        }
    }

    /// Whether the delegates and the view let the recognizer leave `.possible`, and no other
    /// recognizer of the touch has already recognized in a way that excludes this one.
    private func mayBegin() -> Bool {
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        for touch in trackedTouches {
            if let hit = touch.view, hit !== view, !hit.gestureRecognizerShouldBegin(self) { return false }
        }
        if !systemAllowsBegin { return false }
        return !GestureArena.shared.participants.contains { other in
            other !== self && (other.state == .began || other.state == .changed)
                && !Self.mayRecognizeTogether(self, other) && other.canPrevent(self) && canBePrevented(by: other)
        }
    }

    /// Whether a recognizer this one requires to fail is still undecided (two that require
    /// each other to fail do not wait for each other: ours, where UIKit would wait forever).
    private var isWaitingForFailures: Bool {
        GestureArena.shared.participants.contains { other in
            other !== self && other.isUndecided && requiresFailure(of: other) && !other.requiresFailure(of: self)
        }
    }

    /// Whether this recognizer must wait for `other` to fail.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
    }

    /// Whether `a` and `b` may both recognize (either's delegate says so).
    static func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func commit(_ new: State) {
        let old = currentState
        currentState = new
        if old == .possible, new == .began || new == .ended {
            GestureArena.shared.recognizerDidRecognize(self)
        }
        if new != .failed && new != .possible {
            sendActions()
        }
        if new == .failed {
            GestureArena.shared.recognizerDidFail(self)
        }
        if (new == .ended || new == .cancelled || new == .failed) && trackedTouches.isEmpty {
            resetState()
        }
    }

    /// A recognition that waited for others to fail goes ahead once none is undecided.
    func commitPendingIfFree() {
        guard let pending = pendingState, !isWaitingForFailures else { return }
        pendingState = nil
        let ends = pendingEnd
        pendingEnd = false
        commit(pending)
        if ends && pending == .began { request(.ended) }
    }

    /// Another recognizer excluded this one: it fails (or, having begun, is cancelled).
    func exclude() {
        switch currentState {
        case .possible:
            pendingState = nil
            pendingEnd = false
            commit(.failed)
        case .began, .changed:
            commit(.cancelled)
        default:
            break
        }
    }

    private func sendActions() {
        for action in actions {
            if let handler = action.handler {
                handler(self)
            } else if let target = action.target, let selector = action.selector {
                selector.perform(on: target, sender: self, site: actionSite)
            }
        }
    }

    /// Where a target's selector comes from, for `unrecognized-selector` messages.
    private var actionSite: String { "a \(String(describing: type(of: self)))'s action" }

    /// Back to `.possible`, forgetting the gesture.
    func resetState() {
        let wasWaiting = pendingState != nil
        currentState = .possible
        pendingState = nil
        pendingEnd = false
        reset()
        if wasWaiting { GestureArena.shared.recognizerDidFail(self) }
        if trackedTouches.isEmpty { GestureArena.shared.release(self) }
    }

    /// Disabled or detached: a gesture in progress is cancelled, the touches are let go, and
    /// the recognizer goes back to `.possible`.
    private func abandon() {
        if currentState == .began || currentState == .changed { commit(.cancelled) }
        if currentState == .possible, isUndecided {
            pendingState = nil
            currentState = .failed
            GestureArena.shared.recognizerDidFail(self)
        }
        GestureArena.shared.detach(self)
        trackedTouches.removeAll()
        resetState()
    }

    /// The view let go of the recognizer (`removeGestureRecognizer(_:)`).
    func detachFromView() {
        abandon()
        view = nil
    }

    private struct Weak {
        weak var recognizer: UIGestureRecognizer?
    }
}
