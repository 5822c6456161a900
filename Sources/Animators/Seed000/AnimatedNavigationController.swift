import Foundation
import TransitionKit

/// Seed 000's delegate style: a navigation-controller subclass that is its own delegate (set
/// in `viewDidLoad`) and returns a fresh `AnimatedTransition1` carrying the operation.
/// Source: `shared/seeds/000_e7aa60a18a4e6b52.txt`.
open class AnimatedNavigationController: UINavigationController, UINavigationControllerDelegate {
    /// Makes the controller its own delegate, as the article does.
    open override func viewDidLoad() {
        super.viewDidLoad()

        self.delegate = self
    }

    /// A new `AnimatedTransition1` carrying `operation`, for every push and pop (never nil, so
    /// the system default is never used).
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let t1 = AnimatedTransition1()
        t1.operation = operation
        return t1
    }
}
