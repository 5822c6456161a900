import Foundation
import TransitionKit

/// The navigation controller of the "Edge-swipe pop" entry: it makes its
/// `EdgeSwipePopDelegate` (which adds the edge swipe to its view and becomes its delegate) in
/// `viewDidLoad`, and keeps it (a navigation controller holds its delegate weakly). Ours,
/// written as an iOS developer would against UIKit.
open class EdgeSwipeNavigationController: UINavigationController {
    /// The delegate, once the view has loaded.
    public private(set) var edgeSwipeDelegate: EdgeSwipePopDelegate?

    /// Installs the edge swipe and its delegate.
    open override func viewDidLoad() {
        super.viewDidLoad()
        edgeSwipeDelegate = EdgeSwipePopDelegate(navigationController: self)
    }
}
