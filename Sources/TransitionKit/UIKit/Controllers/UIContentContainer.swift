import Foundation

/// What view controllers and presentation controllers hear about changes of size: their own
/// (`viewWillTransition(to:with:)`, before the change) and their children's preferred sizes.
/// `UIViewController` and `UIPresentationController` adopt it with UIKit's default behaviour;
/// override its methods in your subclasses (calling `super` so that the change reaches the
/// children and the presented controller). Source: Apple's UIKit documentation for
/// `UIContentContainer`.
///
/// Here a size changes when a window is given a frame or bounds of another size (the
/// playground's phone turning, a test); the traits never change (one environment), so
/// `willTransition(to:with:)` and `systemLayoutFittingSizeDidChange(forChildContentContainer:)`
/// (no Auto Layout) are never called (ours).
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container's content would like, points (`.zero`: no preference).
    var preferredContentSize: CGSize { get }
    /// A child's (or, for a presentation controller, the presented controller's)
    /// `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size, points, to give `container` (a child, or the presented controller) when this
    /// container's size becomes `parentSize`; the default returns `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// The container's view is about to take `size`, points; animate with `coordinator`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to become `newCollection`.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
