import Foundation

/// An object that takes part in a layer's behaviour, as Core Animation's `CALayerDelegate`.
/// Every method is optional. TransitionKit asks only `action(for:forKey:)` (first, when a
/// property of a layer that backs no view changes; view-backed layers animate only inside
/// `UIView.animate…` blocks, as UIKit's views answer with no action outside them) and
/// `layoutSublayers(of:)` (stored for API shape; TransitionKit lays out views, not layers).
/// Source: Apple's Core Animation documentation for `CALayerDelegate`.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// The action for `event` on `layer`; nil to go on looking (`actions`, then
    /// `defaultAction(forKey:)`), `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// Lays out `layer`'s sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// nil: keep looking.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}
