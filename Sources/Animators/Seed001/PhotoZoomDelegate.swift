import Foundation
import TransitionKit

/// Seed 001's delegate: in the article the photo list (the root view controller) is the
/// delegate, remembers the tapped point and image, and returns a `PushTransition` for a push,
/// a `PopTransition` for a pop, and nil — the system default — otherwise. Here the same
/// methods live on a small object, since the playground's root screen is its own; the
/// playground tells it the tapped point and image before each push, as the list's
/// `didSelect` does in the article. Source: `shared/seeds/001_22b77f826f79a5b5.txt`.
public final class PhotoZoomDelegate: NSObject, UINavigationControllerDelegate, TransitionOriginReceiving {
    /// Where the last push started, window coordinates (points).
    public var point: CGPoint = .zero
    /// The image of the last push's tile.
    public var selectImage: UIImage?

    /// Remembers `point` (window coordinates, points) and `image` for the next push and for
    /// every pop after it, until the next call. Ours: the playground calls it before each push.
    public func prepareForTransition(from point: CGPoint, image: UIImage?) {
        self.point = point
        self.selectImage = image
    }

    /// A `PushTransition` for a push and a `PopTransition` for a pop, each given the remembered
    /// point and image; nil (the system default slide) otherwise.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        // PushTransition is our own push animation, an NSObject conforming to
        // UIViewControllerAnimatedTransitioning.
        if operation == .push {
            // Return our own effect.
            let pushT = PushTransition()
            pushT.point = self.point
            pushT.image = self.selectImage
            return pushT
        } else if operation == .pop {
            let popT = PopTransition()
            popT.point = self.point
            popT.image = self.selectImage
            return popT
        }
        // Returning nil uses the default animation.
        return nil
    }
}
