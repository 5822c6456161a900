import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// The calls a window's change of size makes, in one log shared by the controllers below.
@MainActor
final class SizeLog {
    var entries: [String] = []
}

/// A controller that logs `viewWillTransition(to:with:)` with its name, the size given and
/// the size its view has at that moment (before the change, as UIKit calls it).
@MainActor
class SizeLoggingController: UIViewController {
    let name: String
    let log: SizeLog
    /// What each child gets: the parent's size unless set (then the width is halved).
    var halvesChildWidth = false

    init(_ name: String, log: SizeLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        halvesChildWidth ? CGSize(width: parentSize.width / 2, height: parentSize.height) : parentSize
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.entries.append("\(name) \(Int(size.width))×\(Int(size.height)) from \(Int(view.bounds.width))")
        coordinator.animate(
            alongsideTransition: { _ in
                self.log.entries.append("\(self.name) alongside, view \(Int(self.view.bounds.width))")
            },
            completion: { _ in self.log.entries.append("\(self.name) completion") })
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A presentation controller that logs the size change before passing it on.
@MainActor
final class SizeLoggingPresentationController: UIPresentationController {
    var log: SizeLog?

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log?.entries.append("presentation controller \(Int(size.width))×\(Int(size.height))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// Gives the presentation controller above for `.custom` presentations.
@MainActor
final class SizeLoggingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: SizeLog
    init(log: SizeLog) { self.log = log }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = SizeLoggingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }
}

/// A window given another size tells its controllers first, then lays out, as UIKit does
/// (Apple's docs for `viewWillTransition(to:with:)` and `UIContentContainer`).
@MainActor
@Suite struct SizeTransitionTests {
    @Test func aResizeTellsTheRootItsChildrenAndThePresentedControllerInUIKitsOrder() {
        _ = freshEngine()
        let log = SizeLog()
        let root = SizeLoggingController("root", log: log)
        root.halvesChildWidth = true
        let child = SizeLoggingController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = makeWindow(root)
        let presented = SizeLoggingController("presented", log: log)
        let delegate = SizeLoggingTransitioningDelegate(log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        AnimationEngine.shared.advance(by: 0)
        #expect(root.presentedViewController === presented)

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        // Each hears the new size while its view still has the old width (390): the root
        // 844 × 390, its child half of that width (root's size(forChildContentContainer:)),
        // then the presentation controller and through it the presented controller, with the
        // default size(forChildContentContainer:), the parent's. The alongside blocks run after
        // the layout (the root's view is 844 wide), in the order given, then the completions.
        #expect(
            log.entries == [
                "root 844×390 from 390", "child 422×390 from 390", "presentation controller 844×390",
                "presented 844×390 from 390",
                "root alongside, view 844", "child alongside, view 844", "presented alongside, view 844",
                "root completion", "child completion", "presented completion",
            ])
        // Default views follow their superviews (flexible width and height, as UIKit's): the
        // child's fills the root's 844 × 390 (size(forChildContentContainer:) only tells it; a
        // container places its children itself), the presented one its container.
        #expect(child.view.bounds.size == CGSize(width: 844, height: 390))
        #expect(presented.view.bounds.size == CGSize(width: 844, height: 390))
        // The window's safe area follows: portrait 47/34, landscape none (ours).
        #expect(window.safeAreaInsets == .zero)
        #expect(root.view.safeAreaInsets == .zero)
        // The same size again: nothing is sent.
        window.bounds = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(log.entries.count == 10)
    }

    @Test func theCoordinatorOfAResizeDoesNotAnimate() throws {
        _ = freshEngine()
        final class Capturing: UIViewController {
            var coordinator: (any UIViewControllerTransitionCoordinator)?
            override func viewWillTransition(
                to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
            ) {
                super.viewWillTransition(to: size, with: coordinator)
                self.coordinator = coordinator
            }
        }
        let root = Capturing()
        let window = makeWindow(root)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        let coordinator = try #require(root.coordinator)
        #expect(!coordinator.isAnimated && !coordinator.isInteractive && !coordinator.isCancelled)
        #expect(coordinator.transitionDuration == 0)
        #expect(coordinator.viewController(forKey: .from) == nil && coordinator.viewController(forKey: .to) == nil)
        #expect(coordinator.view(forKey: .from) == nil)
        #expect(coordinator.targetTransform.isIdentity)
        #expect(coordinator.containerView === window)
        // Given after the change: both blocks run at once.
        var ran: [String] = []
        coordinator.animate(
            alongsideTransition: { _ in ran.append("alongside") }, completion: { _ in ran.append("done") })
        #expect(ran == ["alongside", "done"])
        #expect(!AnimationEngine.shared.hasActiveAnimations)
    }

    @Test func aResizeUnderAPageSheetPushesThePresenterBackForTheNewSizeWithoutReadingItsFrame() throws {
        _ = freshEngine()
        let home = UIViewController()
        let navigation = UINavigationController(rootViewController: home)
        let window = makeWindow(navigation)
        let sheet = UIViewController()
        navigation.present(sheet, animated: true)
        AnimationEngine.shared.advance(by: 1)
        let container = try #require(sheet.presentationController?.containerView)
        #expect(!navigation.view.transform.isIdentity)

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        // Landscape: no safe-area insets, so the sheet starts 10 pt down: (0, 10, 844, 380).
        #expect(container.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 844, height: 380))
        // The presenter keeps the window's bounds untransformed, centred at (422, 195), and is
        // pushed back for 844 × 390: scale (844 − 2·16)/844 = 812/844, about the centre; its top
        // comes down (1 − 812/844)·390/2 = 32·195/844 pt, and is moved up by that to the 0 pt inset.
        let scale: CGFloat = 812.0 / 844.0
        let drop: CGFloat = -32.0 * 195.0 / 844.0
        #expect(navigation.view.bounds.size == CGSize(width: 844, height: 390))
        #expect(navigation.view.center == CGPoint(x: 422, y: 195))
        let transform = navigation.view.transform
        #expect(isClose(transform.a, scale) && isClose(transform.d, scale))
        #expect(transform.b == 0 && transform.c == 0 && transform.tx == 0)
        #expect(isClose(transform.ty, drop))
        #expect(!AnimationEngine.shared.diagnostics.contains { $0.kind == .frameWhileTransformed })

        // Dismissed, the presenter is back to the identity at the window's new bounds.
        sheet.dismiss(animated: true)
        AnimationEngine.shared.advance(by: 1)
        #expect(navigation.view.transform.isIdentity)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(AnimationEngine.shared.diagnostics.isEmpty)
    }

    @Test func aFullScreenPresenterComesBackAtTheNewSize() {
        _ = freshEngine()
        let root = UIViewController()
        let window = makeWindow(root)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        AnimationEngine.shared.advance(by: 0)
        #expect(root.view.superview == nil)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(cover.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        cover.dismiss(animated: false)
        AnimationEngine.shared.advance(by: 0)
        #expect(root.view.superview === window)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func aChildsPreferredContentSizeIsToldToItsContainer() {
        _ = freshEngine()
        final class Parent: UIViewController {
            var told: [UIContentContainer] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                told.append(container)
            }
        }
        let parent = Parent()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)  // unchanged: not told again
        #expect(parent.told.count == 1 && parent.told.first === child)
    }
}
