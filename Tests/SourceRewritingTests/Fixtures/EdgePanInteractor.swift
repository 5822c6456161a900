import TransitionKit

/// Pops the navigation stack as the user swipes in from the screen's left edge.
final class EdgePanInteractor: UIPercentDrivenInteractiveTransition {
    private weak var navigationController: UINavigationController?
    private(set) var isInteracting = false

    private lazy var edgePan: UIScreenEdgePanGestureRecognizer = {
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(EdgePanInteractor.handlePan(_:)))
        pan.edges = .left
        return pan
    }()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.view.addGestureRecognizer(edgePan)
    }

    // Called by the recognizer on every move of the finger.

    func handlePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            navigationController?.popViewController(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.5 || gesture.velocity(in: view).x > 800 { finish() } else { cancel() }
        default:
            isInteracting = false
            cancel()
        }
    }
}
