import Foundation
import TransitionKit

/// The catalogue's "Tab slide": the tab bar controller's delegate slides tabs by their index
/// (`TabSlideAnimator`), and a horizontal pan over the tabs' content swipes to the neighbouring
/// tab interactively through a `UIPercentDrivenInteractiveTransition` — a swipe to the left
/// shows the tab on the right. Released past half way, or flicked, it finishes; otherwise the
/// old tab slides back. The pan begins only for a sideways drag towards a tab that exists, so
/// vertical drags stay with the content. Ours; written as tutorials write it, the pan added to
/// the tab bar controller's view when the delegate is made for it.
final class TabSlideDelegate: NSObject, UITabBarControllerDelegate, UIGestureRecognizerDelegate {
    /// Points per second sideways a release must reach to finish whatever the distance.
    static let flickVelocity: CGFloat = 600

    private weak var tabBarController: UITabBarController?
    /// The interaction a pan drives, while it does.
    private var interaction: UIPercentDrivenInteractiveTransition?

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        super.init()
        let pan = UIPanGestureRecognizer(target: self, action: Selector(Self.handlePan(_:)))
        pan.delegate = self
        tabBarController.view.addGestureRecognizer(pan)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = tabBarController.viewControllers,
            let fromIndex = controllers.firstIndex(of: fromVC),
            let toIndex = controllers.firstIndex(of: toVC)
        else { return nil }
        return TabSlideAnimator(direction: toIndex > fromIndex ? 1 : -1)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    /// The tab a drag of `translation` (points) leads to: the next one for a drag to the left,
    /// the previous one for a drag to the right; nil when there is none.
    private func target(for translation: CGPoint) -> Int? {
        guard let tabBarController else { return nil }
        let target = tabBarController.selectedIndex + (translation.x < 0 ? 1 : -1)
        return (tabBarController.viewControllers ?? []).indices.contains(target) ? target : nil
    }

    /// Begins only for a drag more sideways than vertical, towards a tab that exists.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return false }
        let translation = pan.translation(in: view)
        return abs(translation.x) > abs(translation.y) && target(for: translation) != nil
    }

    /// Starts the switch to the neighbouring tab on `.began` (by the pan's direction), follows
    /// the finger as a fraction of the view's width, and finishes or cancels on release.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let tabBarController, let view = pan.view else { return }
        let translation = pan.translation(in: view).x
        let fraction = min(1, abs(translation) / max(view.bounds.width, 1))
        switch pan.state {
        case .began:
            guard let target = target(for: pan.translation(in: view)) else { return }
            interaction = UIPercentDrivenInteractiveTransition()
            // On iOS: `tabBarController.selectedIndex = target`, which UIKit also runs through
            // the delegate's animator (undocumented; tutorials rely on it). TransitionKit's
            // `selectedIndex` switches at once, as Apple documents, so this takes the tap's path.
            if !tabBarController.tapTabBarItem(at: target) { interaction = nil }
        case .changed:
            interaction?.update(fraction)
        case .ended:
            let velocity = abs(pan.velocity(in: view).x)
            if fraction > 0.5 || velocity > Self.flickVelocity { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }
}
