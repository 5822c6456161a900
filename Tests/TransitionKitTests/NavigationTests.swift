import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// A delegate that records calls and hands out a given animator.
@MainActor
final class RecordingDelegate: UINavigationControllerDelegate {
    var log: [String] = []
    /// Set if an animator was asked for while another transition was running.
    var askedDuringTransition = false
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { log.append("willShow \(viewController.title ?? "?")") }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { log.append("didShow \(viewController.title ?? "?")") }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("animator \(operation) \(fromVC.title ?? "?")→\(toVC.title ?? "?")")
        if navigationController.isTransitioning { askedDuringTransition = true }
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// An animator that fades the to view in over `duration` and can misbehave on request.
@MainActor
final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 0.5
    var addsToView = true
    var removesFromViewAtStart = false
    var completes = true
    var completesTwice = false
    var ended: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        if removesFromViewAtStart { transitionContext.view(forKey: .from)?.removeFromSuperview() }
        if addsToView { transitionContext.containerView.addSubview(toView) }
        toView.alpha = 0
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveLinear], animations: { toView.alpha = 1 },
            completion: { [self] _ in
                guard completes else { return }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                if completesTwice { transitionContext.completeTransition(true) }
            })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Moves the pushed screen's anchor point to its top-left corner (frame kept) and fades it in,
/// never moving the anchor back; `restores` puts it back in the completion.
final class AnchorMovingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var restores = false

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        let frame = toView.frame
        toView.layer.anchorPoint = .zero
        toView.frame = frame
        toView.alpha = 0
        UIView.animate(
            withDuration: 0.5, animations: { toView.alpha = 1 },
            completion: { [self] _ in
                if restores {
                    toView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                    toView.frame = frame
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// UINavigationController: stack operations, appearance, the default transition, queueing and
/// diagnostics — expected values from UIKit's documentation.
@MainActor
@Suite struct NavigationTests {
    @Test func defaultSlideEndsWithStackAndViewsAsUIKitLeavesThem() throws {
        let home = RecordingViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let engine = AnimationEngine.shared
        let next = RecordingViewController("Next")
        navigation.pushViewController(next, animated: true)
        let container = try #require(home.view.superview)
        #expect(container.bounds == CGRect(x: 0, y: 0, width: 390, height: 844), "the container fills the window")
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Next"], "the stack changes at once")
        // Starts off the right edge.
        #expect(isClose(presented(next.view).frame, CGRect(x: 390, y: 0, width: 390, height: 844)))
        engine.advance(by: 0.175)
        // Half time (ease-in-out 0.5): new screen at x = 195, old one at −0.3 · 390 · 0.5.
        #expect(isClose(presented(next.view).frame.minX, 195))
        #expect(isClose(presented(home.view).frame.minX, -58.5))
        engine.advance(by: 0.175)
        #expect(container.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(next.view)])
        #expect(next.view.frame == container.bounds)
        #expect(home.view.superview == nil)
        #expect(home.view.frame == container.bounds, "left where it was, ready to come back")
        #expect(home.log == ["Home.willAppear", "Home.didAppear", "Home.willDisappear", "Home.didDisappear"])
        #expect(next.log == ["Next.willAppear", "Next.didAppear"])
        #expect(next.navigationController === navigation)
        #expect(navigation.navigationBar.topItem?.title == "Next")
        #expect(navigation.navigationBar.backLabel.text == "‹ Home")

        navigation.popViewController(animated: true)
        engine.advance(by: 0.35)
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(container.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(home.view)])
        #expect(home.view.frame == container.bounds)
        #expect(next.navigationController == nil, "a popped controller leaves its parent")
        _ = window
    }

    @Test func delegateCallsComeInOrder() {
        let navigation = UINavigationController(rootViewController: RecordingViewController("Home"))
        let delegate = RecordingDelegate()
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(RecordingViewController("Next"), animated: true)
        AnimationEngine.shared.advance(by: 1)
        #expect(delegate.log == ["animator push Home→Next", "willShow Next", "didShow Next"])
        _ = window
    }

    @Test func contextFramesFollowTheHeader() {
        final class Probe: UIViewControllerAnimatedTransitioning {
            var frames: [CGRect] = []
            var containerHeldFromView = false
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to) else {
                    return
                }
                frames = [
                    ctx.initialFrame(for: from), ctx.finalFrame(for: from), ctx.initialFrame(for: to),
                    ctx.finalFrame(for: to),
                ]
                containerHeldFromView = ctx.view(forKey: .from)?.superview === ctx.containerView
                if let toView = ctx.view(forKey: .to) { ctx.containerView.addSubview(toView) }
                ctx.completeTransition(true)
            }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = RecordingDelegate()
        let probe = Probe()
        delegate.animator = probe
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(UIViewController(), animated: true)
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(probe.frames == [bounds, .zero, .zero, bounds])
        #expect(probe.containerHeldFromView)
        #expect(navigation.isTransitioning == false, "completed synchronously")
        _ = window
    }

    @Test func popToRootAndPopToViewController() {
        let a = RecordingViewController("A")
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(navigation)
        let b = RecordingViewController("B")
        let c = RecordingViewController("C")
        let d = RecordingViewController("D")
        navigation.setViewControllers([a, b, c, d], animated: false)
        #expect(navigation.topViewController === d)
        let popped = navigation.popToViewController(b, animated: true)
        #expect(popped?.map(\.title) == ["C", "D"])
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(navigation.popToRootViewController(animated: false)?.map(\.title) == ["B"])
        #expect(navigation.viewControllers.map(\.title) == ["A"])
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
        #expect(navigation.popToViewController(d, animated: false) == nil)
        #expect(AnimationEngine.shared.diagnostics.last?.kind == .invalidOperation)
        _ = window
    }

    @Test func setViewControllersChoosesPushPopOrNothing() {
        let a = RecordingViewController("A")
        let b = RecordingViewController("B")
        let c = RecordingViewController("C")
        let navigation = UINavigationController(rootViewController: a)
        let delegate = RecordingDelegate()
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.setViewControllers([a, b, c], animated: true)  // new top: push
        AnimationEngine.shared.advance(by: 1)
        navigation.setViewControllers([a, b], animated: true)  // top already on the stack: pop
        AnimationEngine.shared.advance(by: 1)
        navigation.setViewControllers([c, b], animated: true)  // same top: no transition
        AnimationEngine.shared.advance(by: 1)
        #expect(delegate.log.filter { $0.hasPrefix("animator") } == ["animator push A→C", "animator pop C→B"])
        #expect(navigation.viewControllers.map(\.title) == ["C", "B"])
        _ = window
    }

    @Test func operationsDuringATransitionAreQueuedAndRunOneAtATime() {
        let home = RecordingViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = RecordingDelegate()  // no animator: the default slide
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let engine = AnimationEngine.shared
        navigation.pushViewController(RecordingViewController("One"), animated: true)
        engine.advance(by: 0.1)
        navigation.pushViewController(RecordingViewController("Two"), animated: true)
        engine.advance(by: 0.1)
        navigation.popViewController(animated: true)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "One"], "queued operations wait")
        // Push Two then pop: the stack will be [Home, One] again.
        #expect(navigation.viewControllersAfterQueuedOperations.map(\.title) == ["Home", "One"])
        navigation.pushViewController(RecordingViewController("Three"), animated: true)
        #expect(navigation.viewControllersAfterQueuedOperations.map(\.title) == ["Home", "One", "Three"])
        navigation.popToRootViewController(animated: true)
        #expect(navigation.viewControllersAfterQueuedOperations.map(\.title) == ["Home"])
        #expect(engine.diagnostics.filter { $0.kind == .operationQueued }.count == 4)
        var emptyFrames = 0
        for _ in 0..<180 {
            engine.advance(by: 1.0 / 60)
            if let container = navigation.topViewController?.view.superview, container.subviews.allSatisfy(\.isHidden) {
                emptyFrames += 1
            }
        }
        // UIKit's end state: push One, push Two, pop, push Three, pop to root → [Home].
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(
            delegate.log.filter { $0.hasPrefix("animator") } == [
                "animator push Home→One", "animator push One→Two", "animator pop Two→One",
                "animator push One→Three", "animator pop Three→Home",
            ])
        #expect(delegate.askedDuringTransition == false, "one transition at a time")
        #expect(navigation.viewControllersAfterQueuedOperations.map(\.title) == ["Home"])
        #expect(emptyFrames == 0)
        #expect(engine.diagnostics.contains { $0.kind == .emptyContainer } == false)
        _ = window
    }

    @Test func pushingAControllerAlreadyOnTheStackIsRefused() {
        let home = RecordingViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        navigation.pushViewController(home, animated: true)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.isTransitioning == false)
        let diagnostic = AnimationEngine.shared.diagnostics.last
        #expect(diagnostic?.kind == .duplicatePush)
        #expect(
            diagnostic?.message.contains("RecordingViewController “Home” is already on the navigation stack") == true)
        let next = RecordingViewController("Next")
        navigation.pushViewController(next, animated: true)
        #expect(navigation.viewControllers.count == 2, "the stack is still usable")
        _ = window
    }

    @Test func releasedDelegateFallsBackToTheDefault() {
        let navigation = UINavigationController(rootViewController: RecordingViewController("Home"))
        let window = makeWindow(navigation)
        do {
            let delegate = RecordingDelegate()
            delegate.animator = FadeAnimator()
            navigation.delegate = delegate
        }
        #expect(navigation.delegate == nil)
        navigation.pushViewController(RecordingViewController("Next"), animated: true)
        // The default slide: the new screen starts at x = 390.
        #expect(isClose(presented(navigation.topViewController?.view ?? UIView()).frame.minX, 390))
        _ = window
    }

    @Test func missingCompleteTransitionFreezesAndIsReportedThenForceCompleted() {
        let navigation = UINavigationController(rootViewController: RecordingViewController("Home"))
        let delegate = RecordingDelegate()
        let animator = FadeAnimator()
        animator.completes = false
        delegate.animator = animator
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let engine = AnimationEngine.shared
        navigation.pushViewController(RecordingViewController("Next"), animated: true)
        engine.advance(by: 2.4)
        #expect(engine.diagnostics.contains { $0.kind == .completeTransitionNotCalled } == false)
        engine.advance(by: 0.2)  // duration 0.5 + 2 s
        let frozen = engine.diagnostics.first { $0.kind == .completeTransitionNotCalled }
        #expect(frozen?.time == 2.5)
        #expect(frozen?.message.hasPrefix("FadeAnimator has not called completeTransition(_:)") == true)
        navigation.pushViewController(RecordingViewController("Later"), animated: true)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Next"], "frozen: the push waits")
        navigation.forceCompleteTransition()
        #expect(animator.ended == [true])
        animator.completes = true
        engine.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Next", "Later"], "usable again")
        _ = window
    }

    @Test func completeTransitionTwiceIsReportedAndIgnored() {
        let navigation = UINavigationController(rootViewController: RecordingViewController("Home"))
        let delegate = RecordingDelegate()
        let animator = FadeAnimator()
        animator.completesTwice = true
        delegate.animator = animator
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(RecordingViewController("Next"), animated: true)
        AnimationEngine.shared.advance(by: 0.5)
        #expect(animator.ended == [true])
        #expect(AnimationEngine.shared.diagnostics.map(\.kind) == [.completeTransitionCalledTwice])
        #expect(
            AnimationEngine.shared.diagnostics.first?.message
                == "FadeAnimator called completeTransition(true) a second time; ignored. Call it exactly once, "
                + "in the completion of your last animation.")
        #expect(navigation.viewControllers.count == 2)
        animator.completesTwice = false
        navigation.pushViewController(RecordingViewController("Third"), animated: true)
        AnimationEngine.shared.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 3, "the stack is still usable")
        _ = window
    }

    @Test func toViewNeverAddedIsReported() {
        let navigation = UINavigationController(rootViewController: RecordingViewController("Home"))
        let delegate = RecordingDelegate()
        let animator = FadeAnimator()
        animator.addsToView = false
        delegate.animator = animator
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(RecordingViewController("Next"), animated: true)
        AnimationEngine.shared.advance(by: 0.5)
        let diagnostic = AnimationEngine.shared.diagnostics.last
        #expect(diagnostic?.kind == .toViewNotInContainer)
        #expect(diagnostic?.message.hasPrefix("FadeAnimator completed the push without adding the to view") == true)
        #expect(navigation.viewControllers.count == 2, "the push completed as UIKit would")
        animator.addsToView = true
        navigation.popViewController(animated: true)
        AnimationEngine.shared.advance(by: 0.5)
        #expect(navigation.viewControllers.map(\.title) == ["Home"], "the stack is still usable")
        _ = window
    }

    @Test func aScreenLeftOffItsRestStateIsReported() throws {
        let navigation = UINavigationController(rootViewController: RecordingViewController("Home"))
        let delegate = RecordingDelegate()
        let animator = AnchorMovingAnimator()
        delegate.animator = animator
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let next = RecordingViewController("Next")
        navigation.pushViewController(next, animated: true)
        AnimationEngine.shared.advance(by: 0.5)
        #expect(AnimationEngine.shared.diagnostics.map(\.kind) == [.viewNotAtRest])
        #expect(
            AnimationEngine.shared.diagnostics.first?.message
                == "AnchorMovingAnimator left RecordingViewController “Next”'s view with anchorPoint (0, 0) after "
                + "the push: the next transition starts from there (one that sets center is thrown off by the "
                + "moved anchor point). Restore anchorPoint (0.5, 0.5) keeping the frame in the completion.")
        // UIKit keeps what the animator left: anchor (0, 0), frame unchanged at the bounds.
        #expect(next.view.layer.anchorPoint == .zero)
        #expect(next.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // An animator that restores the anchor point in its completion is not reported.
        animator.restores = true
        navigation.pushViewController(RecordingViewController("Third"), animated: true)
        AnimationEngine.shared.advance(by: 0.5)
        #expect(AnimationEngine.shared.diagnostics.count == 1)
        #expect(navigation.viewControllers.count == 3, "the stack is still usable")
        _ = window
    }

    @Test func emptyContainerDuringATransitionIsReported() {
        let navigation = UINavigationController(rootViewController: RecordingViewController("Home"))
        let delegate = RecordingDelegate()
        let animator = FadeAnimator()
        animator.removesFromViewAtStart = true
        animator.addsToView = false
        delegate.animator = animator
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        navigation.pushViewController(RecordingViewController("Next"), animated: true)
        AnimationEngine.shared.advance(by: 1.0 / 60)
        #expect(AnimationEngine.shared.diagnostics.map(\.kind) == [.emptyContainer])
        #expect(
            AnimationEngine.shared.diagnostics.first?.message.hasPrefix(
                "FadeAnimator: the container is empty during the push (a black screen on iOS).") == true)
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.isTransitioning == false)
        animator.removesFromViewAtStart = false
        animator.addsToView = true
        navigation.pushViewController(RecordingViewController("Again"), animated: true)
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.viewControllers.count == 3, "the stack is still usable")
        _ = window
    }

    @Test func theCoordinatorRunsAlongsideAnimationsAndReportsProgress() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(navigation)
        let badge = UIView()
        window.addSubview(badge)
        navigation.pushViewController(UIViewController(), animated: true)
        let coordinator = navigation.transitionCoordinator
        #expect(coordinator?.transitionDuration == 0.35)
        var completed = false
        coordinator?.animate(
            alongsideTransition: { _ in badge.alpha = 0 }, completion: { context in completed = !context.isCancelled })
        AnimationEngine.shared.advance(by: 0.175)
        #expect(isClose(coordinator?.percentComplete ?? -1, 0.5, 1e-9))
        #expect(isClose(CGFloat(presented(badge).opacity), 0.5, 1e-3), "same duration and curve")
        AnimationEngine.shared.advance(by: 0.175)
        #expect(completed)
        #expect(navigation.transitionCoordinator == nil)
        _ = window
    }
}
