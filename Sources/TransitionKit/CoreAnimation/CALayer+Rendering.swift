import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space (its
    /// bounds coordinates are the context's), from the model values: running animations are
    /// ignored, as Core Animation documents. The layer's own transform, position and opacity
    /// are not applied (ours, as with snapshots); a hidden layer draws nothing. What is drawn
    /// is a frozen copy of the view tree (fills, borders, corner radii, images, labels), which
    /// the context's image keeps (see `UIImage`).
    /// Source: Apple's Core Animation documentation for `render(in:)`.
    public func render(in ctx: CGContext) {
        guard !isHidden else { return }
        ctx.draw(frozenTree: makeFrozenView(), boundsToUser: .identity)
    }

    /// A frozen copy of the layer with its sublayers' views, from the model values: the view's
    /// copy for a view's layer, else a plain view with the layer's appearance.
    func makeFrozenView() -> UIView {
        if let view = owningView { return view.makeSnapshotCopy(.model) }
        let copy = UIView(frame: .zero)
        UIView.performWithoutAnimation { copy.layer.copyAppearance(of: self) }
        return copy
    }
}
