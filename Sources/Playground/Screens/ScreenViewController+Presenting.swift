import Foundation
import TransitionKit

extension ScreenViewController {
    /// What the present key presents from this screen, with the style and transition to use:
    /// the presentation the selection names (`ScreenDocument.presentation(from:selectedIndex:)`)
    /// as a new controller for its screen — a photo screen presented from a grid shows the
    /// selected photo, numbered by its position, as the grid's push does — else what
    /// `pushTarget()` would push, as `.automatic` and `.coverVertical` (UIKit's defaults).
    /// Ours.
    public func presentationTarget() -> (
        screen: ScreenViewController, style: ModalPresentationStyle, transition: ModalTransitionStyle
    ) {
        guard let presentation = catalog.document.presentation(from: screen, selectedIndex: selectedIndex) else {
            return (pushTarget(), .automatic, .coverVertical)
        }
        var number: Int?
        var photoName: String?
        if case .grid(let grid) = screen.content, let index = selectedIndex, grid.photos.indices.contains(index),
            case .photo = catalog.document.screen(id: presentation.screen)?.content
        {
            number = index + 1
            photoName = grid.photos[index]
        }
        let made = catalog.makeViewController(screenID: presentation.screen, number: number, photoName: photoName)
        return (made ?? catalog.makeFallbackDetail(), presentation.style, presentation.transition)
    }
}
