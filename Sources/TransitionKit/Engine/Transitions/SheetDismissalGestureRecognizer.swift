import Foundation

/// The pan behind a page sheet's swipe down (see `SheetDismissalController`): it may begin only
/// for a drag down from the sheet, whatever delegate an app gives it. Ours.
@MainActor
final class SheetDismissalGestureRecognizer: UIPanGestureRecognizer {
    weak var controller: SheetDismissalController?

    override var systemAllowsBegin: Bool {
        controller?.mayBegin(self) ?? false
    }
}
