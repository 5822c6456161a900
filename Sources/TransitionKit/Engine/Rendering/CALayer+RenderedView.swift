import Foundation

extension CALayer {
    /// The view this layer backs, if any: what the renderer reads a label's text and an image
    /// view's image from. Ours (UIKit keeps the view as the layer's `delegate`).
    @_spi(Rendering)
    public var renderedView: UIView? { owningView }
}

extension CALayer {
    /// What the renderer draws for this layer: its `presentation()` while it has animations,
    /// otherwise the layer itself — without animations the presentation values are the model
    /// values, and drawing them needs no copy. Ours: saves a layer allocation per layer per
    /// frame.
    @_spi(Rendering)
    public var renderingLayer: CALayer {
        hasAnimations ? (presentation() ?? self) : self
    }
}
