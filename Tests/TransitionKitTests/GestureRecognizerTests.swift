import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// A view that records the touch methods it receives, and passes them on as UIKit's default does.
@MainActor
final class TouchRecordingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended")
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// A view that keeps what its touchesMoved(_:with:) is given.
@MainActor
final class TouchInspectingView: UIView {
    var seen: [(location: CGPoint, previous: CGPoint, timestamp: TimeInterval, tapCount: Int, count: Int)] = []
    var sameTouchAsEvent = false
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let event else { return }
        seen.append(
            (
                touch.location(in: self), touch.previousLocation(in: self), touch.timestamp, touch.tapCount,
                event.allTouches?.count ?? 0
            ))
        sameTouchAsEvent = event.touches(for: self) == touches && event.type == .touches && touch.phase == .moved
    }
}

/// A pan that logs every state it is put in (after the rules applied).
@MainActor
final class StateLoggingPan: UIPanGestureRecognizer {
    var log: [UIGestureRecognizer.State] = []
    override var state: UIGestureRecognizer.State {
        get { super.state }
        set {
            super.state = newValue
            log.append(super.state)
        }
    }
}

/// The target of the recognizers' actions: what each method was called with.
@MainActor
final class GestureTarget {
    var panStates: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var taps: [UIGestureRecognizer] = []
    var others: [String] = []
    weak var measuredIn: UIView?

    func handlePan(_ pan: UIPanGestureRecognizer) {
        panStates.append(pan.state)
        translations.append(pan.translation(in: measuredIn))
        velocities.append(pan.velocity(in: measuredIn))
    }

    func handleTap(_ tap: UITapGestureRecognizer) { taps.append(tap) }
    func handleDoubleTap(_ sender: Any) { others.append("double") }
    func handleSwipe() { others.append("swipe") }
}

/// A view with an action method that a control's nil-target action finds up the responder chain.
@MainActor
final class ActionCatchingView: UIView {
    var caught: [UIControl] = []
    func buttonTapped(_ sender: UIControl) { caught.append(sender) }
}

/// A display link's target, counting its frames.
@MainActor
final class FrameCounter {
    var frames: [CFTimeInterval] = []
    func step(_ link: CADisplayLink) { frames.append(link.timestamp) }
}

/// A delegate that refuses to let recognizers begin.
@MainActor
final class RefusingDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Touches, hit-testing and gesture recognizers, with values worked by hand from UIKit's
/// documentation and the thresholds TransitionKit documents as its own (pan hysteresis 10 pt,
/// velocity over the last 0.1 s, taps 0.35 s apart, swipes of 50 pt within 0.5 s).
@MainActor
@Suite struct GestureRecognizerTests {
    /// A window showing a plain controller whose view fills it (390 × 844).
    func makeScreen() -> (UIWindow, UIView) {
        let controller = UIViewController()
        let window = makeWindow(controller)
        return (window, controller.view)
    }

    @Test func hitTestingSkipsHiddenFaintDisabledViewsAndFollowsTransforms() {
        let (window, root) = makeScreen()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(card)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        hidden.isHidden = true
        card.addSubview(hidden)
        let faint = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        faint.alpha = 0.005  // below UIKit's 0.01
        card.addSubview(faint)
        let outside = UIView(frame: CGRect(x: 120, y: 0, width: 20, height: 20))  // beyond card's bounds
        card.addSubview(outside)
        // (110, 110) is (10, 10) in card, inside the hidden view: the card is hit.
        #expect(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === card)
        // (160, 110) is inside the faint view: the card again.
        #expect(window.hitTest(CGPoint(x: 160, y: 110), with: nil) === card)
        // (225, 105) is in `outside` but outside its superview's bounds: UIKit never looks there.
        #expect(window.hitTest(CGPoint(x: 225, y: 105), with: nil) === root)

        // Scaled by 2 about its centre (250, 425), a 100 × 50 view covers x 150…350, y 375…475.
        let scaled = UIView(frame: CGRect(x: 200, y: 400, width: 100, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(scaled)
        // (160, 380) → local ((160 − 250)/2 + 50, (380 − 425)/2 + 25) = (5, 2.5): inside.
        #expect(window.hitTest(CGPoint(x: 160, y: 380), with: nil) === scaled)
        // (140, 425) → local x = (140 − 250)/2 + 50 = −5: outside.
        #expect(window.hitTest(CGPoint(x: 140, y: 425), with: nil) === root)

        card.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === root)
    }

    /// A finger touching down while a push animates on its own (the system's 0.35 s slide,
    /// neither interactive nor interruptible) is not delivered, as UIKit ignores interaction
    /// during such a transition; once it has ended, the same touch reaches the pushed screen.
    @Test func touchesDuringANonInteractiveTransitionAreIgnored() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let detail = TitledViewController("Detail")
        let recording = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        detail.view.addSubview(recording)
        navigation.pushViewController(detail, animated: true)
        AnimationEngine.shared.advance(by: 0.1)
        #expect(navigation.isTransitioning)
        window.sendTouch(at: CGPoint(x: 300, y: 400), phase: .began)
        window.sendTouch(at: CGPoint(x: 300, y: 400), phase: .ended)
        #expect(recording.log == [])
        AnimationEngine.shared.advance(by: 0.5)
        #expect(!navigation.isTransitioning)
        window.sendTouch(at: CGPoint(x: 300, y: 400), phase: .began)
        window.sendTouch(at: CGPoint(x: 300, y: 400), phase: .ended)
        #expect(recording.log == ["began", "ended"])
    }

    @Test func touchesGoToTheHitViewAndUpTheResponderChain() {
        let (window, root) = makeScreen()
        let parent = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        root.addSubview(parent)
        window.sendTouch(at: CGPoint(x: 20, y: 20), phase: .began)
        AnimationEngine.shared.advance(by: 1.0 / 60)
        window.sendTouch(at: CGPoint(x: 25, y: 20), phase: .moved)
        window.sendTouch(at: CGPoint(x: 25, y: 20), phase: .ended)
        // The child does not handle touches: UIResponder's default passes them to its superview.
        #expect(parent.log == ["began", "moved", "ended"])
    }

    @Test func panTranslationAndVelocityFromThreeSamples() {
        let (window, root) = makeScreen()
        let target = GestureTarget()
        let pan = UIPanGestureRecognizer(target: target, action: Selector(GestureTarget.handlePan(_:)))
        root.addGestureRecognizer(pan)
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 100, y: 300), phase: .began)  // t = 0
        engine.advance(by: 1.0 / 60)
        window.sendTouch(at: CGPoint(x: 112, y: 300), phase: .moved)  // 12 pt ≥ 10: began
        engine.advance(by: 1.0 / 60)
        window.sendTouch(at: CGPoint(x: 130, y: 306), phase: .moved)  // changed
        #expect(target.panStates == [.began, .changed])
        // Translation from the touch-down point: (112 − 100, 0), then (130 − 100, 306 − 300).
        #expect(isClose(target.translations[0], CGPoint(x: 12, y: 0)))
        #expect(isClose(target.translations[1], CGPoint(x: 30, y: 6)))
        // Velocity over the samples of the last 0.1 s: at began (12 pt in 1/60 s) = 720 pt/s;
        // then the first and third samples, (30, 6) pt in 2/60 s = (900, 180) pt/s.
        #expect(isClose(target.velocities[0], CGPoint(x: 720, y: 0), 1e-6))
        #expect(isClose(target.velocities[1], CGPoint(x: 900, y: 180), 1e-6))
        // In a view scaled by 2 the same finger moved half as far, half as fast.
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(scaled)
        #expect(isClose(pan.translation(in: scaled), CGPoint(x: 15, y: 3)))
        #expect(isClose(pan.velocity(in: scaled), CGPoint(x: 450, y: 90), 1e-6))

        // setTranslation moves the origin and resets the velocity (Apple's documentation).
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        engine.advance(by: 1.0 / 60)
        window.sendTouch(at: CGPoint(x: 140, y: 306), phase: .moved)
        #expect(isClose(target.translations[2], CGPoint(x: 10, y: 0)))

        // The finger rests 0.2 s, then lifts where it was: no sample in the last 0.1 s moved.
        engine.advance(by: 0.2)
        window.sendTouch(at: CGPoint(x: 140, y: 306), phase: .ended)
        #expect(target.panStates == [.began, .changed, .changed, .ended])
        #expect(target.velocities.last == .zero)
        #expect(pan.state == .possible)  // reset once the touch lifted
    }

    @Test func disablingAPanCancelsItAndCancelsTheViewsTouch() {
        let (window, root) = makeScreen()
        let view = TouchRecordingView(frame: root.bounds)
        root.addSubview(view)
        let target = GestureTarget()
        let pan = UIPanGestureRecognizer(target: target, action: Selector(GestureTarget.handlePan(_:)))
        view.addGestureRecognizer(pan)
        window.sendTouch(at: CGPoint(x: 100, y: 100), phase: .began)
        AnimationEngine.shared.advance(by: 1.0 / 60)
        window.sendTouch(at: CGPoint(x: 100, y: 130), phase: .moved)
        pan.isEnabled = false
        window.sendTouch(at: CGPoint(x: 100, y: 160), phase: .moved)
        window.sendTouch(at: CGPoint(x: 100, y: 160), phase: .ended)
        // began, then cancelled by isEnabled = false; nothing after.
        #expect(target.panStates == [.began, .cancelled])
        #expect(pan.state == .possible)
        // The view had the touch-down; the pan recognized (cancelsTouchesInView) and cancelled it.
        #expect(view.log == ["began", "cancelled"])
    }

    @Test func aPanThatNeverMovesFarEnoughFails() {
        let (window, root) = makeScreen()
        let view = TouchRecordingView(frame: root.bounds)
        root.addSubview(view)
        let pan = StateLoggingPan()
        view.addGestureRecognizer(pan)
        window.sendTouch(at: CGPoint(x: 100, y: 100), phase: .began)
        AnimationEngine.shared.advance(by: 1.0 / 60)
        window.sendTouch(at: CGPoint(x: 105, y: 100), phase: .moved)  // 5 pt < 10
        window.sendTouch(at: CGPoint(x: 105, y: 100), phase: .ended)
        #expect(pan.log == [.failed])
        #expect(pan.state == .possible)
        #expect(view.log == ["began", "moved", "ended"])  // never cancelled
    }

    @Test func aDelegateThatRefusesKeepsThePanFromBeginning() {
        let (window, root) = makeScreen()
        let view = TouchRecordingView(frame: root.bounds)
        root.addSubview(view)
        let target = GestureTarget()
        let pan = StateLoggingPan(target: target, action: Selector(GestureTarget.handlePan(_:)))
        let delegate = RefusingDelegate()
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        window.sendTouch(at: CGPoint(x: 100, y: 100), phase: .began)
        AnimationEngine.shared.advance(by: 1.0 / 60)
        window.sendTouch(at: CGPoint(x: 150, y: 100), phase: .moved)
        window.sendTouch(at: CGPoint(x: 200, y: 100), phase: .moved)
        window.sendTouch(at: CGPoint(x: 200, y: 100), phase: .ended)
        // shouldBegin false: the request to begin became .failed; no action; the view kept the touch.
        #expect(pan.log.first == .failed)
        #expect(target.panStates.isEmpty)
        #expect(view.log == ["began", "moved", "moved", "ended"])
    }

    /// A single tap that requires a double tap to fail, both on one view.
    func tapPair(on view: UIView, _ target: GestureTarget) -> (UITapGestureRecognizer, UITapGestureRecognizer) {
        let single = UITapGestureRecognizer(target: target, action: Selector(GestureTarget.handleTap(_:)))
        let double = UITapGestureRecognizer(target: target, action: Selector(GestureTarget.handleDoubleTap(_:)))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        return (single, double)
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let (window, root) = makeScreen()
        let target = GestureTarget()
        let (single, _) = tapPair(on: root, target)
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .began)
        engine.advance(by: 0.05)
        window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .ended)  // lift-off at t = 0.05
        #expect(target.taps.isEmpty)  // waiting: the double tap may still come
        engine.advance(by: 0.3)  // t = 0.35 < 0.05 + 0.35
        #expect(target.taps.isEmpty)
        engine.advance(by: 0.1)  // t = 0.45: the double tap failed at 0.40
        #expect(target.taps.count == 1 && target.taps.first === single)
        #expect(target.others.isEmpty)
        #expect(single.state == .possible)
    }

    @Test func aDoubleTapWinsOverTheSingleTap() {
        let (window, root) = makeScreen()
        let target = GestureTarget()
        _ = tapPair(on: root, target)
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .began)
        engine.advance(by: 0.05)
        window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .ended)
        engine.advance(by: 0.1)  // 0.1 s later (< 0.35), 2 pt away (< 44): the second tap
        window.sendTouch(at: CGPoint(x: 52, y: 50), phase: .began)
        engine.advance(by: 0.05)
        window.sendTouch(at: CGPoint(x: 52, y: 50), phase: .ended)
        engine.advance(by: 1)
        #expect(target.others == ["double"])
        #expect(target.taps.isEmpty)
    }

    @Test func aLeftSwipeIsRecognizedAndTheRightOneFails() {
        let (window, root) = makeScreen()
        let target = GestureTarget()
        let left = UISwipeGestureRecognizer(target: target, action: Selector(GestureTarget.handleSwipe))
        left.direction = .left
        let right = UISwipeGestureRecognizer(target: target, action: Selector(GestureTarget.handleTap(_:)))
        root.addGestureRecognizer(left)
        root.addGestureRecognizer(right)
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 300, y: 400), phase: .began)
        engine.advance(by: 0.05)
        window.sendTouch(at: CGPoint(x: 270, y: 405), phase: .moved)  // 30 pt: not yet
        #expect(target.others.isEmpty)
        engine.advance(by: 0.05)
        window.sendTouch(at: CGPoint(x: 240, y: 410), phase: .moved)  // 60 pt left, 10 across ≤ 30
        #expect(target.others == ["swipe"])
        #expect(left.location(in: nil) == CGPoint(x: 300, y: 400))  // where the swipe began
        window.sendTouch(at: CGPoint(x: 240, y: 410), phase: .ended)
        #expect(target.taps.isEmpty)  // the right swipe (whose action is handleTap) never fired
    }

    @Test func aLongPressBeginsAfterItsDurationOnTheEngineClock() {
        let (window, root) = makeScreen()
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { (press: UILongPressGestureRecognizer) in states.append(press.state) }
        root.addGestureRecognizer(press)
        let engine = AnimationEngine.shared
        window.sendTouch(at: CGPoint(x: 100, y: 100), phase: .began)
        engine.advance(by: 0.4)
        window.sendTouch(at: CGPoint(x: 103, y: 100), phase: .moved)  // 3 pt ≤ 10: still possible
        #expect(states.isEmpty)
        engine.advance(by: 0.1)  // 0.5 s: began
        #expect(states == [.began])
        window.sendTouch(at: CGPoint(x: 130, y: 100), phase: .moved)
        window.sendTouch(at: CGPoint(x: 130, y: 100), phase: .ended)
        #expect(states == [.began, .changed, .ended])
    }

    @Test func targetActionCallsTheNamedMethodOfTheRightTarget() {
        let (window, root) = makeScreen()
        let target = GestureTarget()
        let tap = UITapGestureRecognizer(target: target, action: Selector(GestureTarget.handleTap(_:)))
        // A target of another type than the method's is never called.
        tap.addTarget(NSObject(), action: Selector(GestureTarget.handleSwipe))
        root.addGestureRecognizer(tap)
        window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .began)
        window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .ended)
        #expect(target.taps.count == 1 && target.taps.first === tap)
        #expect(target.others.isEmpty)
        // removeTarget with nil action removes the target's every action.
        tap.removeTarget(target, action: nil)
        AnimationEngine.shared.advance(by: 1)
        window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .began)
        window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .ended)
        #expect(target.taps.count == 1)
    }

    @Test func aButtonSendsTouchUpInsideOrOutside() {
        let (window, root) = makeScreen()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.setTitle("Close", for: .normal)
        root.addSubview(button)
        let target = GestureTarget()
        button.addTarget(target, action: Selector(GestureTarget.handleDoubleTap(_:)), for: .touchUpInside)
        var senders: [Any?] = []
        button.addAction(UIAction(title: "Log") { action in senders.append(action.sender) }, for: .touchUpOutside)
        #expect(button.titleLabel?.text == "Close")
        window.sendTouch(at: CGPoint(x: 150, y: 120), phase: .began)
        #expect(button.isHighlighted)
        window.sendTouch(at: CGPoint(x: 150, y: 120), phase: .ended)
        #expect(!button.isHighlighted)
        #expect(target.others == ["double"])
        // Down inside, up outside: .touchUpOutside, whose UIAction sees the button as its sender.
        window.sendTouch(at: CGPoint(x: 150, y: 120), phase: .began)
        window.sendTouch(at: CGPoint(x: 300, y: 300), phase: .moved)
        #expect(!button.isHighlighted)
        window.sendTouch(at: CGPoint(x: 300, y: 300), phase: .ended)
        #expect(target.others == ["double"])
        #expect(senders.count == 1 && (senders.first as? UIButton) === button)
    }

    @Test func aNilTargetActionGoesUpTheResponderChain() {
        let (window, root) = makeScreen()
        let container = ActionCatchingView(frame: root.bounds)
        root.addSubview(container)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        container.addSubview(button)
        button.addTarget(nil, action: Selector(ActionCatchingView.buttonTapped(_:)), for: .touchUpInside)
        window.sendTouch(at: CGPoint(x: 20, y: 20), phase: .began)
        window.sendTouch(at: CGPoint(x: 20, y: 20), phase: .ended)
        // The button is no ActionCatchingView; its superview is, and gets the button as sender.
        #expect(container.caught.count == 1 && container.caught.first === button)
    }

    @Test func aDisplayLinkTakesTheSameSelector() {
        let engine = freshEngine()
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: Selector(FrameCounter.step(_:)))
        link.add(to: .main, forMode: .common)
        engine.advance(by: 0.25)
        engine.advance(by: 0.25)
        link.invalidate()
        engine.advance(by: 0.25)
        // Two frames, at the engine times 0.25 and 0.5; none after invalidate().
        #expect(counter.frames == [0.25, 0.5])
    }

    @Test func aTapOnAButtonIsTheButtonsNotTheTapRecognizerBehindIt() {
        let (window, root) = makeScreen()
        let target = GestureTarget()
        root.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Selector(GestureTarget.handleTap(_:))))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        button.addTarget(target, action: Selector(GestureTarget.handleSwipe), for: .touchUpInside)
        root.addSubview(button)
        window.sendTouch(at: CGPoint(x: 20, y: 20), phase: .began)
        window.sendTouch(at: CGPoint(x: 20, y: 20), phase: .ended)
        // Apple: "the button's action method receives the touch event instead of the gesture recognizer".
        #expect(target.others == ["swipe"])
        #expect(target.taps.isEmpty)
        // Away from the button the tap recognizer has it.
        AnimationEngine.shared.advance(by: 1)
        window.sendTouch(at: CGPoint(x: 200, y: 300), phase: .began)
        window.sendTouch(at: CGPoint(x: 200, y: 300), phase: .ended)
        #expect(target.taps.count == 1)
    }

    @Test func aTouchCarriesItsLocationsTimeAndTapCount() {
        let (window, root) = makeScreen()
        let view = TouchInspectingView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        root.addSubview(view)
        let engine = AnimationEngine.shared
        // A tap, then 0.2 s later (< 0.35 s, 0 pt away) a second touch that drags.
        window.sendTouch(at: CGPoint(x: 110, y: 210), phase: .began)
        window.sendTouch(at: CGPoint(x: 110, y: 210), phase: .ended)
        engine.advance(by: 0.2)
        window.sendTouch(at: CGPoint(x: 110, y: 210), phase: .began)
        engine.advance(by: 0.1)
        window.sendTouch(at: CGPoint(x: 130, y: 215), phase: .moved)
        // In the view's coordinates (origin at (100, 200)): (30, 15), previously (10, 10); at
        // engine time 0.3; the second tap; one touch in the event, the same the view was given.
        #expect(view.seen.count == 1)
        #expect(view.seen.first?.location == CGPoint(x: 30, y: 15))
        #expect(view.seen.first?.previous == CGPoint(x: 10, y: 10))
        #expect(isClose(view.seen.first?.timestamp ?? 0, 0.3))
        #expect(view.seen.first?.tapCount == 2)
        #expect(view.seen.first?.count == 1)
        #expect(view.sameTouchAsEvent)
        // That touch dragged 20 pt: the next touch-down is a first tap again.
        window.sendTouch(at: CGPoint(x: 130, y: 215), phase: .ended)
        engine.advance(by: 0.1)
        window.sendTouch(at: CGPoint(x: 130, y: 215), phase: .began)
        engine.advance(by: 0.1)
        window.sendTouch(at: CGPoint(x: 131, y: 215), phase: .moved)
        #expect(view.seen.last?.tapCount == 1)
    }
}
