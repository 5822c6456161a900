import Foundation

/// What makes a page sheet follow a finger down and dismiss (ours; UIKit's sheet gesture is
/// private): a pan on the sheet's presentation container, installed when the sheet is up, that
/// begins only for a drag that starts on the sheet and goes down more than sideways, so that a
/// tap on the sheet, a sideways swipe or an edge swipe inside it keep their own meaning.
///
/// - **When it begins.** The pan starts `UIPresentationController.beginInteractiveDismissal()`,
///   which asks `isModalInPresentation` and the adaptive delegate: refused, the sheet stays and
///   the delegate hears `presentationControllerDidAttemptToDismiss(_:)`, as on iOS.
/// - **While the finger moves.** The progress is the pan's downward translation over the
///   sheet's height, clamped to 0…1.
/// - **On release.** `PanDrivenInteraction`'s rule, downward velocity towards the end: a flick of
///   500 points per second finishes, else past half way. A cancelled touch cancels.
@MainActor
final class SheetDismissalController {
    private weak var presentation: UIPresentationController?
    let recognizer = SheetDismissalGestureRecognizer()
    /// The dismissal the pan drives while it runs.
    private var interaction = PanDrivenInteraction()

    init(presentation: UIPresentationController) {
        self.presentation = presentation
        recognizer.name = "sheetDismissalGestureRecognizer"
        recognizer.controller = self
        recognizer.addTarget(self, action: Selector(Self.handlePan(_:)))
    }

    /// Whether the pan, about to begin, started on the sheet and goes down more than sideways,
    /// while no transition runs (not during a push inside the sheet, say: one at a time).
    func mayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard !TransitionContext.isAnyRunning, let sheet = presentation?.presentedView, let container = pan.view
        else { return false }
        let translation = pan.translation(in: container)
        let location = pan.location(in: container)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        return translation.y > 0 && translation.y >= abs(translation.x) && sheet.frame.contains(start)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        interaction.follow(pan, progress: progress(of: pan), velocity: pan.velocity(in: pan.view).y) {
            presentation?.beginInteractiveDismissal()
        }
    }

    /// The pan's downward translation over the sheet's height, 0…1.
    private func progress(of pan: UIPanGestureRecognizer) -> CGFloat {
        guard let height = presentation?.presentedView?.bounds.height, height > 0 else { return 0 }
        return min(max(pan.translation(in: pan.view).y / height, 0), 1)
    }
}
