import Foundation
import TransitionKit

/// The edge swipe of the "Edge-swipe pop" entry, as the interactive-pop tutorials write it: a
/// `UIPercentDrivenInteractiveTransition` subclass that puts a left-edge
/// `UIScreenEdgePanGestureRecognizer` on the navigation controller's view. When the pan
/// begins it pops; as it moves, the progress is its horizontal translation over the view's
/// width; released, a flick faster than 800 points per second decides (right finishes, left
/// cancels), and otherwise past half way finishes and short of it cancels. A cancelled pan
/// cancels.
///
/// The one change from the iOS original: `#selector(handleEdgePan(_:))` on an `@objc` method
/// is `Selector(Self.handleEdgePan(_:))` on a plain one (Linux has no Objective-C runtime).
/// Ours, written as an iOS developer would against UIKit.
public final class EdgeSwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// Whether a swipe is driving a pop now: the delegate hands this controller out only then.
    public private(set) var interactionInProgress = false

    private weak var navigationController: UINavigationController?

    /// Adds the edge pan to `navigationController`'s view.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(Self.handleEdgePan(_:)))
        edgePan.edges = .left
        navigationController.view.addGestureRecognizer(edgePan)
    }

    /// Follows the finger: pop on `.began`, `update` on `.changed`, `finish` or `cancel` on
    /// release.
    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view)
        let progress = min(max(translation.x / view.bounds.width, 0), 1)

        switch gesture.state {
        case .began:
            interactionInProgress = true
            navigationController?.popViewController(animated: true)
            update(progress)
        case .changed:
            update(progress)
        case .ended:
            interactionInProgress = false
            let velocity = gesture.velocity(in: view).x
            if velocity > 800 || (velocity > -800 && progress > 0.5) {
                finish()
            } else {
                cancel()
            }
        case .cancelled:
            interactionInProgress = false
            cancel()
        default:
            break
        }
    }
}
