import Foundation

extension CALayer {
    /// The view this layer backs, if any: what the renderer reads a label's text and an image
    /// view's image from. Ours (UIKit keeps the view as the layer's `delegate`).
    @_spi(Rendering)
    public var renderedView: UIView? { owningView }
}

extension CALayer {
    /// What the renderer draws for this layer: its presentation values while it has
    /// animations — in a copy the layer keeps and refreshes at each read
    /// (`keptPresentation()`), valid until the next read — otherwise the layer itself: without
    /// animations the presentation values are the model values, and drawing them needs no
    /// copy. Ours: no layer is allocated per layer per frame.
    @_spi(Rendering)
    public var renderingLayer: CALayer {
        guard hasAnimations else {
            dropKeptPresentation()
            return self
        }
        return keptPresentation()
    }
}
