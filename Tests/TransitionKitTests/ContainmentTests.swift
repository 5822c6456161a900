import Foundation
import TestSupport
import Testing
import TransitionKit

/// A navigation controller's child that removes itself with UIKit's containment calls leaves
/// the stack, as UIKit's navigation controller keeps its stack as its children.
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
}
