import Foundation

extension CALayer {
    /// Where this layer's sublayers can draw (see `SublayerExtent`), from the model values;
    /// kept from frame to frame and worked out again only after a change that can move it: a
    /// sublayer's `bounds`, `position`, `anchorPoint` or `transform`, this layer's
    /// `sublayerTransform`, a `mask`, the sublayers themselves, an image view's image, an
    /// animation added or removed — anywhere inside (`invalidateSublayerExtent()`). Ours.
    @_spi(Rendering)
    public var sublayerExtent: SublayerExtent {
        if let kept = keptSublayerExtent { return kept }
        let extent = workOutSublayerExtent()
        keptSublayerExtent = extent
        return extent
    }

    /// Works the extent out from the sublayers' (kept where they are). Unbounded while a
    /// sublayer animates (it is not where its model is); an animation added or removed
    /// forgets it.
    private func workOutSublayerExtent() -> SublayerExtent {
        if mask != nil || self is CAShapeLayer || hasSublayerTransform || showsDrawnViews { return .unbounded }
        var box = CGRect.null
        var holdsLabel = owningView is UILabel
        for sublayer in storedSublayers {
            guard !sublayer.hasAnimations, sublayer.hasAffineTransform else { return .unbounded }
            let inner = sublayer.sublayerExtent
            guard inner.isBounded else { return .unbounded }
            holdsLabel = holdsLabel || inner.holdsLabel
            let placed = sublayer.bounds.union(inner.box).applying(sublayer.transformToSuperlayer)
            guard placed.minX.isFinite, placed.minY.isFinite, placed.maxX.isFinite, placed.maxY.isFinite else {
                return .unbounded
            }
            box = box.union(placed)
        }
        return SublayerExtent(box: box, isBounded: true, holdsLabel: holdsLabel)
    }

    /// Whether this layer backs an image view showing an image drawn from views (drawn as
    /// those views, placed by `contentMode`, possibly beyond the bounds).
    private var showsDrawnViews: Bool {
        (owningView as? UIImageView)?.image?.layerTree != nil
    }

    /// Forgets the kept extent of this layer and of every layer it is inside (their extents
    /// hold this one's).
    func invalidateSublayerExtent() {
        var current: CALayer? = self
        while let layer = current {
            layer.keptSublayerExtent = nil
            current = layer.superlayer
        }
    }
}
