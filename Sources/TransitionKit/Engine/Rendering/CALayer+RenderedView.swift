import Foundation

extension CALayer {
    /// The view this layer backs, if any: what the renderer reads a label's text and an image
    /// view's image from. Ours (UIKit keeps the view as the layer's `delegate`).
    @_spi(Rendering)
    public var renderedView: UIView? { owningView }
}
