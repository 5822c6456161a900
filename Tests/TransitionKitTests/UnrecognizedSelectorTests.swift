import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// A screen whose type is not the one the selectors below belong to.
@MainActor
final class ProfileScreen: UIViewController {}

/// The type an edge-pan handler belongs to, mistaken for the screen in the tests.
@MainActor
final class EdgeHandler {
    var calls = 0
    func handle(_ gesture: UIScreenEdgePanGestureRecognizer) { calls += 1 }
}

/// A selector whose method belongs to another type than its target's, or takes another sender
/// type than the one sent, calls nothing and is reported once per target and selector as
/// `unrecognized-selector` (iOS crashes with "unrecognized selector sent to instance"). The
/// expected messages are written out from the wording chosen in `Selector.check`.
@MainActor
@Suite struct UnrecognizedSelectorTests {
    /// The `unrecognized-selector` messages reported so far.
    func reported() -> [String] {
        AnimationEngine.shared.diagnostics.filter { $0.kind == .unrecognizedSelector }.map(\.message)
    }

    @Test func aRecognizerWhoseTargetIsOfAnotherTypeIsReportedWhenMade() {
        _ = freshEngine()
        let screen = ProfileScreen()
        let edge = UIScreenEdgePanGestureRecognizer(target: screen, action: Selector(EdgeHandler.handle(_:)))
        edge.edges = .left
        #expect(
            reported() == [
                "a UIScreenEdgePanGestureRecognizer's action: Selector((EdgeHandler) -> "
                    + "(UIScreenEdgePanGestureRecognizer) -> ()) sent to a ProfileScreen, which is not a "
                    + "EdgeHandler; nothing is called (iOS crashes: unrecognized selector sent to instance). "
                    + "Make the selector from a method of ProfileScreen."
            ])
    }

    @Test func aRecognizerWithAnotherSenderTypeIsReportedOnceAndCallsNothing() {
        _ = freshEngine()
        let controller = UIViewController()
        let window = makeWindow(controller)
        let target = GestureTarget()
        // handlePan(_:) takes a UIPanGestureRecognizer; a tap recognizer sends itself.
        let tap = UITapGestureRecognizer(target: target, action: Selector(GestureTarget.handlePan(_:)))
        controller.view.addGestureRecognizer(tap)
        for _ in 0..<2 {
            window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .began)
            window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .ended)
            AnimationEngine.shared.advance(by: 1)
        }
        #expect(target.panStates.isEmpty)
        #expect(
            reported() == [
                "a UITapGestureRecognizer's action: Selector((GestureTarget) -> (UIPanGestureRecognizer) -> ()) "
                    + "sent to a GestureTarget with a UITapGestureRecognizer as sender, which is not a "
                    + "UIPanGestureRecognizer; nothing is called (iOS crashes: unrecognized selector sent to "
                    + "instance). Make the method take a UITapGestureRecognizer or a supertype of it."
            ])
    }

    @Test func aControlTargetOfAnotherTypeIsReportedOnceWhenAdded() {
        _ = freshEngine()
        let controller = UIViewController()
        let window = makeWindow(controller)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        controller.view.addSubview(button)
        button.addTarget(controller, action: Selector(GestureTarget.handleSwipe), for: .touchUpInside)
        #expect(reported().count == 1)
        // Two taps send the action twice; it is reported no more.
        for _ in 0..<2 {
            window.sendTouch(at: CGPoint(x: 20, y: 20), phase: .began)
            window.sendTouch(at: CGPoint(x: 20, y: 20), phase: .ended)
        }
        #expect(
            reported() == [
                "a UIButton's action: Selector((GestureTarget) -> () -> ()) sent to a UIViewController, which is "
                    + "not a GestureTarget; nothing is called (iOS crashes: unrecognized selector sent to "
                    + "instance). Make the selector from a method of UIViewController."
            ])
    }

    @Test func aDisplayLinkTargetOfAnotherTypeIsReportedWhenMade() {
        _ = freshEngine()
        let link = CADisplayLink(target: GestureTarget(), selector: Selector(FrameCounter.step(_:)))
        link.add(to: .main, forMode: .common)
        AnimationEngine.shared.advance(by: 0.1)
        link.invalidate()
        #expect(
            reported() == [
                "a CADisplayLink's selector: Selector((FrameCounter) -> (CADisplayLink) -> ()) sent to a "
                    + "GestureTarget, which is not a FrameCounter; nothing is called (iOS crashes: unrecognized "
                    + "selector sent to instance). Make the selector from a method of GestureTarget."
            ])
    }

    @Test func aSentActionWithAnotherSenderTypeIsReportedAtTheFirstDispatch() {
        _ = freshEngine()
        let target = GestureTarget()
        let selector = Selector(GestureTarget.handleTap(_:))
        let button = UIButton(frame: .zero)
        // Nothing checks before the first send; each send fails, the first one is reported.
        #expect(!UIApplication.shared.sendAction(selector, to: target, from: button, for: nil))
        #expect(!UIApplication.shared.sendAction(selector, to: target, from: button, for: nil))
        #expect(target.taps.isEmpty)
        #expect(
            reported() == [
                "sendAction(_:to:from:for:) from a UIButton: Selector((GestureTarget) -> (UITapGestureRecognizer) "
                    + "-> ()) sent to a GestureTarget with a UIButton as sender, which is not a "
                    + "UITapGestureRecognizer; nothing is called (iOS crashes: unrecognized selector sent to "
                    + "instance). Make the method take a UIButton or a supertype of it."
            ])
    }

    @Test func aSentActionWithoutASenderIsReportedAsSuch() {
        _ = freshEngine()
        let target = GestureTarget()
        #expect(
            !UIApplication.shared.sendAction(Selector(GestureTarget.handleTap(_:)), to: target, from: nil, for: nil))
        #expect(
            reported() == [
                "sendAction(_:to:from:for:): Selector((GestureTarget) -> (UITapGestureRecognizer) -> ()) sent to a "
                    + "GestureTarget with nil as sender, which is not a UITapGestureRecognizer; nothing is called "
                    + "(iOS crashes: unrecognized selector sent to instance). Give a sender, or make the method "
                    + "take none."
            ])
    }

    @Test func rightSelectorsAreNotReported() {
        _ = freshEngine()
        let controller = UIViewController()
        let window = makeWindow(controller)
        let target = GestureTarget()
        let tap = UITapGestureRecognizer(target: target, action: Selector(GestureTarget.handleTap(_:)))
        // A method taking Any takes every sender; one taking nothing, none.
        tap.addTarget(target, action: Selector(GestureTarget.handleDoubleTap(_:)))
        tap.addTarget(target, action: Selector(GestureTarget.handleSwipe))
        controller.view.addGestureRecognizer(tap)
        window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .began)
        window.sendTouch(at: CGPoint(x: 50, y: 50), phase: .ended)
        #expect(target.taps.count == 1 && target.others == ["double", "swipe"])
        #expect(reported().isEmpty)
    }
}
