import Foundation
import TransitionKit

/// Seed 001's delegate: in the article the photo list (the root view controller) is the
/// delegate, remembers the tapped point and image, and returns a `PushTransition` for a push,
/// a `PopTransition` for a pop, and nil — the system default — otherwise. Here the same
/// methods live on a small object, since the playground's root screen is its own; the
/// playground tells it the tapped point and image before each push, as the list's
/// `didSelect` does in the article. Each pushed screen remembers its own point and image, so a
/// pop shrinks the photo back into the tile that screen grew from, however deep the stack
/// (ours: the article's list only ever pushes one level). Points are in window coordinates,
/// which are the container's and the old screen's while both fill the window untransformed.
/// Source: `shared/seeds/001_22b77f826f79a5b5.txt`.
public final class PhotoZoomDelegate: NSObject, UINavigationControllerDelegate, TransitionOriginReceiving {
    /// Where the last push started, window coordinates (points).
    public var point: CGPoint = .zero
    /// The image of the last push's tile.
    public var selectImage: UIImage?
    /// Where each pushed screen grew from, by screen.
    private var origins: [ObjectIdentifier: (point: CGPoint, image: UIImage?)] = [:]

    /// Remembers `point` (window coordinates, points) and `image` for the next push. Ours: the
    /// playground calls it before each push.
    public func prepareForTransition(from point: CGPoint, image: UIImage?) {
        self.point = point
        self.selectImage = image
    }

    /// A `PushTransition` for a push, given the remembered point and image, and a
    /// `PopTransition` for a pop, given the point and image the popped screen grew from; nil
    /// (the system default slide) otherwise.
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
            origins[ObjectIdentifier(toVC)] = (self.point, self.selectImage)
            return pushT
        } else if operation == .pop {
            let origin = origins.removeValue(forKey: ObjectIdentifier(fromVC)) ?? (self.point, self.selectImage)
            let popT = PopTransition()
            popT.point = origin.point
            popT.image = origin.image
            return popT
        }
        // Returning nil uses the default animation.
        return nil
    }
}
