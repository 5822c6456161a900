import Foundation

/// The recognizer behind `UINavigationController.interactivePopGestureRecognizer`: a left-edge
/// pan that may begin only when its navigation controller can pop interactively (see
/// `InteractivePopController`), whatever its delegate (which an app may replace, as on iOS).
/// Ours; UIKit's is a private `UIScreenEdgePanGestureRecognizer` too.
@MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var controller: InteractivePopController?

    override var systemAllowsBegin: Bool {
        controller?.prepareInteractivePop() ?? false
    }
}
