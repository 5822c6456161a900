import Foundation

extension UIView.AnimationOptions {
    /// The curve of a system transition animation (a push, pop, presentation or dismissal
    /// without a custom animator): ease-in-out when it runs on its own, linear while an
    /// interaction drives it (an edge swipe, a sheet's swipe down, a scrub), so that what moves
    /// stays under the finger, as on iOS. Ours: iOS shows this, and publishes no curve.
    @MainActor static func systemTransitionCurve(for transitionContext: any UIViewControllerContextTransitioning)
        -> Self
    {
        transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
    }
}
