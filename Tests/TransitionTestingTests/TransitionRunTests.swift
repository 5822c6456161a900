import Foundation
import TestSupport
import Testing
import TransitionKit
import TransitionTesting

/// TransitionRun with `SlideAnimator` (linear, 0.4 s, 390 points): each value at a time is the
/// fraction t / 0.4 of the distance, worked by hand in the comments.
@MainActor
@Suite struct TransitionRunTests {
    @Test func pushSlidesTheNewScreenInAndEndsWithBothOnTheStack() throws {
        let home = TitledViewController("Home")
        let profile = TitledViewController("Profile")
        let run = try TransitionRun.push(profile, onto: home, animator: SlideAnimator())
        #expect(run.operation == "push" && run.duration == 0.4 && run.time == 0)
        #expect(run.window.bounds.size == CGSize(width: 390, height: 844), "the default window: 390 × 844")
        #expect(run.containerView === profile.view.superview)
        // t = 0.1: a quarter of the way, x = 390 · (1 − 0.25) = 292.5.
        try run.advance(to: 0.1)
        #expect(isClose(run.presentation(of: profile.view).frame, CGRect(x: 292.5, y: 0, width: 390, height: 844)))
        #expect(run.presentation(of: home.view).frame.origin == .zero)
        // t = 0.3: x = 390 · 0.25 = 97.5.
        try run.advance(by: 0.2)
        #expect(isClose(run.time, 0.3, 1e-9))
        #expect(isClose(run.presentation(of: profile.view).frame.minX, 97.5))
        #expect(run.isComplete == false)
        let stack = try run.finish()
        #expect(stack.map(\.title) == ["Home", "Profile"])
        #expect(run.isComplete && isClose(run.time, 0.4, 1e-9), "stops at the duration, when the slide completes")
        #expect(run.diagnostics.isEmpty)
    }

    @Test func popSlidesTheTopScreenOutToTheRight() throws {
        let home = TitledViewController("Home")
        let profile = TitledViewController("Profile")
        let run = try TransitionRun.pop(from: profile, to: home, animator: SlideAnimator(reversed: true))
        #expect(run.operation == "pop")
        // t = 0.1: x = 390 · 0.25 = 97.5 going out; Home below, at rest.
        try run.advance(to: 0.1)
        #expect(isClose(run.presentation(of: profile.view).frame.minX, 97.5))
        #expect(home.view.superview?.subviews.first === home.view)
        #expect(try run.finish().map(\.title) == ["Home"])
        #expect(run.viewControllers.map(\.title) == ["Home"])
    }

    @Test func presentAndDismissRunThroughTheTransitioningDelegate() throws {
        let home = TitledViewController("Home")
        let sheet = TitledViewController("Sheet")
        sheet.modalPresentationStyle = .fullScreen
        let present = try TransitionRun.present(sheet, from: home, animator: SlideAnimator())
        #expect(present.operation == "present")
        // t = 0.2: half way, x = 195.
        try present.advance(to: 0.2)
        #expect(isClose(present.presentation(of: sheet.view).frame.minX, 195))
        #expect(try present.finish().map(\.title) == ["Home", "Sheet"])

        let dismissed = TitledViewController("Sheet")
        dismissed.modalPresentationStyle = .fullScreen
        let dismiss = try TransitionRun.dismiss(
            dismissed, from: TitledViewController("Home"), animator: SlideAnimator(reversed: true))
        #expect(dismiss.time == 0, "the presentation before it took no time")
        // t = 0.3: x = 390 · 0.75 = 292.5 going out.
        try dismiss.advance(to: 0.3)
        #expect(isClose(dismiss.presentation(of: dismissed.view).frame.minX, 292.5))
        #expect(try dismiss.finish().map(\.title) == ["Home"])
    }

    @Test func tabSwitchRunsTheAnimatorAsATapOnTheBarDoes() throws {
        let first = TitledViewController("Feed")
        let second = TitledViewController("Search")
        let run = try TransitionRun.selectTab(at: 1, of: [first, second], animator: SlideAnimator())
        #expect(run.operation == "tab switch")
        try run.advance(to: 0.1)
        // The tab's content area is the container: x = 0.75 of its width at t = 0.1.
        let width = try #require(run.containerView).bounds.width
        #expect(isClose(run.presentation(of: second.view).frame.minX, width * 0.75))
        #expect(try run.finish().map(\.title) == ["Search"])
    }

    @Test func aWindowOfAnotherSize() throws {
        let run = try TransitionRun.push(
            TitledViewController("B"), onto: TitledViewController("A"), animator: SlideAnimator(),
            windowSize: CGSize(width: 200, height: 400))
        #expect(run.window.bounds.size == CGSize(width: 200, height: 400))
        #expect(run.containerView?.bounds.width == 200)
        #expect(throws: TransitionTestingError.invalidWindowSize(CGSize(width: 0, height: 400))) {
            try TransitionRun.push(
                TitledViewController("B"), onto: TitledViewController("A"), animator: SlideAnimator(),
                windowSize: CGSize(width: 0, height: 400))
        }
    }

    @Test func anAnimatorThatNeverCompletesFailsFinishAfterItsDurationAndTheMargin() throws {
        let run = try TransitionRun.push(
            TitledViewController("Next"), onto: TitledViewController("Home"), animator: ForgetfulAnimator())
        // 0.3 s + the 2 s margin.
        #expect(throws: TransitionTestingError.transitionDidNotComplete(operation: "push", duration: 0.3, after: 2.3)) {
            try run.finish()
        }
        #expect(run.diagnostics.map(\.kind) == [.completeTransitionNotCalled])
        let message = String(
            describing: TransitionTestingError.transitionDidNotComplete(
                operation: "push", duration: 0.3, after: 2.3))
        #expect(message.contains("never completed") && message.contains("2.300 s"))
    }

    @Test func anAnimatorThatCompletesWithFalseFailsFinishNamingTheScreens() throws {
        let run = try TransitionRun.push(
            TitledViewController("Next"), onto: TitledViewController("Home"), animator: UndoingAnimator())
        #expect(throws: TransitionTestingError.transitionCancelled(operation: "push", showing: ["Home"])) {
            try run.finish()
        }
        #expect(run.diagnostics.map(\.kind) == [.cancelledWithoutCancel])
    }

    @Test func aPushThatDoesNotStartIsReported() throws {
        let home = TitledViewController("Home")
        // Pushing the root onto itself: UIKit refuses it (the stack is unchanged).
        let error = #expect(throws: TransitionTestingError.self) {
            try TransitionRun.push(home, onto: home, animator: SlideAnimator())
        }
        guard case .transitionDidNotStart(let operation, let reason) = error else {
            Issue.record("expected transitionDidNotStart, got \(String(describing: error))")
            return
        }
        #expect(operation == "push")
        #expect(reason.contains("showing Home") && reason.contains("already on the navigation stack"))
    }

    @Test func timeOnlyMovesForward() throws {
        let run = try TransitionRun.push(
            TitledViewController("B"), onto: TitledViewController("A"), animator: SlideAnimator())
        try run.advance(to: 0.2)
        #expect(throws: TransitionTestingError.timeRunsBackwards(requested: 0.1, current: 0.2)) {
            try run.advance(to: 0.1)
        }
        try run.advance(to: 0.2)
        #expect(run.time == 0.2)
        // Not finite, or more than an hour ahead (1e9 s would step for ever): refused at once.
        #expect(throws: TransitionTestingError.invalidTime(requested: 0.2 + 1e9, current: 0.2)) {
            try run.advance(by: 1e9)
        }
        #expect(throws: TransitionTestingError.self) { try run.advance(to: .infinity) }
        let nan = #expect(throws: TransitionTestingError.self) { try run.advance(to: .nan) }
        #expect(nan.map { "\($0)" }?.hasPrefix("advance to nan s: a time must be finite and at most 3600 s") == true)
        #expect(run.time == 0.2)
    }

    @Test func aNavigationControllerOfYourOwnWithItsDelegate() throws {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let delegate = SlideDelegate()
        navigation.delegate = delegate
        let next = TitledViewController("Next")
        let run = try TransitionRun.push(next, in: navigation)
        try run.advance(to: 0.2)
        #expect(isClose(run.presentation(of: next.view).frame.minX, 195))
        #expect(try run.finish().map(\.title) == ["Home", "Next"])
        #expect(delegate.operations == [.push])
        withExtendedLifetime(delegate) {}
    }
}

/// A navigation delegate as apps write one: slides for every operation, logging them.
final class SlideDelegate: NSObject, UINavigationControllerDelegate {
    var operations: [UINavigationController.Operation] = []

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return SlideAnimator(reversed: operation == .pop)
    }
}
