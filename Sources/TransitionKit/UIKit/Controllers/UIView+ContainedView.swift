import Foundation

extension UIView {
    /// Puts `view` — a contained controller's root view — at this container view's bounds (only
    /// its size while it has a transform, which an animator may have left), gives it `insets`
    /// as its safe area and lays it out, without animation. Ours: how the navigation and tab
    /// bar controllers place their children's views.
    func placeContainedView(_ view: UIView, safeAreaInsets insets: UIEdgeInsets) {
        UIView.performWithoutAnimation {
            if view.layer.transform.isEffectivelyIdentity {
                view.layer.frame = bounds
            } else {
                view.layer.bounds = CGRect(origin: view.layer.bounds.origin, size: bounds.size)
            }
            view.assignSafeAreaInsets(insets)
            view.layoutIfNeeded()
        }
    }
}
