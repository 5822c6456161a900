import Foundation
import TransitionKit

/// A screen controller's root view: when it lays out it calls the controller's
/// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, as UIKit does for a view
/// controller's view (TransitionKit's views do not know their controller's layout hooks). Ours.
@MainActor
final class ScreenRootView: UIView {
    weak var controller: UIViewController?

    override func layoutSubviews() {
        controller?.viewWillLayoutSubviews()
        super.layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }
}
