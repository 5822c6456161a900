import Foundation
import TransitionKit

/// Seed 004's delegate: in the article the root view controller is the delegate and returns a
/// `TransAnimationModel` whose type is push or pop. Here those methods live on a small object,
/// since the playground's root screen is its own. Source: `shared/seeds/004_bb89fd127158d004.txt`.
public final class KeyframeFlipDelegate: NSObject, UINavigationControllerDelegate {
    /// A new `TransAnimationModel` of type `.push` or `.pop`; nil (the system default slide)
    /// for `.none`.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push: return TransAnimationModel(type: .push)
        case .pop: return TransAnimationModel(type: .pop)
        case .none: return nil
        }
    }
}
