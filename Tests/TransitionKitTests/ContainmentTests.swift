import Foundation
import TestSupport
import Testing
import TransitionKit

/// A controller that records containment and appearance callbacks with its moving flags.
@MainActor
final class ContainmentLog: UIViewController {
    var log: [String] = []
    private let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func willMove(toParent parent: UIViewController?) {
        log.append("willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.append("didMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear moving=\(isMovingToParent)") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear moving=\(isMovingFromParent)") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// View controller containment in a navigation controller: the order of the containment and
/// appearance callbacks (with their moving flags) for pushes, pops and a cancelled pop, and a
/// child that removes itself with UIKit's containment calls leaving the stack, as UIKit's
/// navigation controller keeps its stack as its children.
@MainActor
@Suite struct ContainmentTests {
    final class ParentLoggingController: UIViewController {
        var moves: [String] = []
        override func willMove(toParent parent: UIViewController?) {
            moves.append("will:\(parent == nil ? "nil" : "parent")")
        }
        override func didMove(toParent parent: UIViewController?) {
            moves.append("did:\(parent == nil ? "nil" : "parent")")
        }
    }

    @Test func aMiddleControllerRemovingItselfLeavesTheStack() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let middle = ParentLoggingController()
        middle.title = "Middle"
        let top = TitledViewController("Top")
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(top, animated: false)
        #expect(middle.moves == ["will:parent", "did:parent"])

        // The containment idiom of custom containers, run on a navigation child.
        middle.willMove(toParent: nil)
        middle.removeFromParent()
        #expect(middle.moves == ["will:parent", "did:parent", "will:nil", "did:nil"])
        #expect(middle.parent == nil && middle.navigationController == nil)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Top"])
        #expect(navigation.children == navigation.viewControllers)
        #expect(top.view.superview != nil, "the top screen stays")

        navigation.popViewController(animated: false)
        #expect(navigation.topViewController === home, "back goes past the removed controller")
        _ = window
    }

    @Test func theTopControllerRemovingItselfShowsTheOneBelow() {
        let home = RecordingViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let detail = RecordingViewController("Detail")
        navigation.pushViewController(detail, animated: false)
        home.log.removeAll()
        detail.log.removeAll()

        detail.willMove(toParent: nil)
        detail.removeFromParent()
        #expect(navigation.viewControllers == [home])
        #expect(detail.log == ["Detail.willDisappear", "Detail.didDisappear"])
        #expect(home.log == ["Home.willAppear", "Home.didAppear"])
        #expect(home.view.superview != nil && detail.view.superview == nil)
        _ = window
    }

    @Test func removalDuringATransitionIsRefused() {
        let home = TitledViewController("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let detail = TitledViewController("Detail")
        navigation.pushViewController(detail, animated: true)
        home.removeFromParent()
        #expect(home.parent === navigation)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(AnimationEngine.shared.diagnostics.map(\.identifier).contains("invalid-operation"))
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.topViewController === detail)
        _ = window
    }

    @Test func containmentCallbacksForPushAndPop() {
        let home = ContainmentLog("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let next = ContainmentLog("Next")
        navigation.pushViewController(next, animated: true)
        AnimationEngine.shared.advance(by: 1)
        #expect(next.log == ["willMove(nav)", "willAppear moving=true", "didAppear", "didMove(nav)"])
        next.log.removeAll()
        navigation.popViewController(animated: true)
        #expect(next.log == ["willMove(nil)", "willDisappear moving=true"], "told as the pop starts")
        AnimationEngine.shared.advance(by: 1)
        #expect(next.log == ["willMove(nil)", "willDisappear moving=true", "didDisappear", "didMove(nil)"])
        // Without animation: the same order, and the moving flags too.
        let other = ContainmentLog("Other")
        navigation.pushViewController(other, animated: false)
        #expect(other.log == ["willMove(nav)", "willAppear moving=true", "didAppear", "didMove(nav)"])
        other.log.removeAll()
        navigation.popViewController(animated: false)
        #expect(other.log == ["willMove(nil)", "willDisappear moving=true", "didDisappear", "didMove(nil)"])
        _ = window
    }

    @Test func aCancelledPopReadoptsThePoppedController() {
        let driver = UIPercentDrivenInteractiveTransition()
        let navigation = UINavigationController(rootViewController: ContainmentLog("Home"))
        let delegate = RecordingDelegate()
        delegate.animator = SlidePopAnimator()
        delegate.interactor = driver
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let detail = ContainmentLog("Detail")
        navigation.pushViewController(detail, animated: false)
        detail.log.removeAll()
        navigation.popViewController(animated: true)
        driver.update(0.3)
        driver.cancel()
        AnimationEngine.shared.advance(by: 1)
        #expect(
            detail.log == [
                "willMove(nil)", "willDisappear moving=true", "willAppear moving=false", "didAppear", "didMove(nav)",
            ])
        #expect(detail.parent === navigation)
        withExtendedLifetime(delegate) {}
        _ = window
    }
}
