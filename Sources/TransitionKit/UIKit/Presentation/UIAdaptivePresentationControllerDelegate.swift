import Foundation

/// The presentation controller's delegate (`presentationController?.delegate`), as UIKit's
/// `UIAdaptivePresentationControllerDelegate`: asked how a presentation adapts, and told about
/// the user's attempts to dismiss a sheet by swiping it down. Every method is optional (default
/// implementations below). TransitionKit's one environment never adapts, so the adaptation
/// methods are not called; the dismissal ones are called for the user's swipe down a sheet
/// (`UIPresentationController.beginInteractiveDismissal()`) — a dismissal through
/// `dismiss(animated:completion:)` calls none of them, as on iOS. Source: Apple's UIKit documentation for `UIAdaptivePresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact environment (`.none`: do not adapt).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection`.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether the user may dismiss the sheet by swiping it down.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user's swipe is dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user's swipe dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to swipe away a sheet that refuses (`isModalInPresentation`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.fullScreen`, UIKit's default adaptation.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .fullScreen
    }
    /// `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// True.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
