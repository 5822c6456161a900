import Foundation

extension UIWindow {
    /// Changes the window's size to `newSize` (points) by running `apply`, as UIKit does when
    /// a window is resized (a rotation, a scene resized): first the root view controller hears
    /// `viewWillTransition(to: newSize, with:)` — and through its default implementation its
    /// children and the presented controllers' presentation controllers and controllers — with
    /// a coordinator that does not animate (`SizeTransitionCoordinator`); then the window takes
    /// the size and its safe-area insets (the iPhone's when portrait), its root view takes its
    /// bounds (untransformed: a page sheet's pushed-back presenter keeps its transform) and each
    /// presentation's container its new frame; then everything lays out (a presentation
    /// controller's `containerViewWillLayoutSubviews()` among it), the coordinator's alongside
    /// blocks run, and its completions. Nothing is animated: the terminal resizes at once
    /// (ours). A size that does not change just runs `apply`. Source: Apple's docs for
    /// `viewWillTransition(to:with:)` ("UIKit calls this method before changing the size of a
    /// presented view controller's view").
    func changeSize(to newSize: CGSize, _ apply: () -> Void) {
        guard newSize != layer.bounds.size else { return apply() }
        let coordinator = SizeTransitionCoordinator(containerView: self)
        rootViewController?.viewWillTransition(to: newSize, with: coordinator)
        apply()
        UIView.performWithoutAnimation {
            assignSafeAreaInsets(Self.safeAreaInsets(for: newSize))
            if let rootView = rootViewController?.viewIfLoaded, rootView.superview === self {
                rootView.setUntransformedFrame(bounds)
                rootView.assignSafeAreaInsets(safeAreaInsets)
                // A context presentation's container follows its context's view: lay that out first.
                layoutIfNeeded()
            }
            for case let container as PresentationContainerView in subviews {
                container.presentationController?.windowDidChangeSize(self)
            }
            layoutIfNeeded()
        }
        coordinator.runAlongsideAnimations()
        coordinator.complete()
    }
}
