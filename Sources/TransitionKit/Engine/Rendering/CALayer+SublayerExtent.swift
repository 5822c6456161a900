import Foundation

extension CALayer {
    /// Where this layer's sublayers can draw (see `SublayerExtent`), from the model values;
    /// kept from frame to frame and worked out again only after a change that can move it: a
    /// sublayer's `bounds`, `position`, `anchorPoint` or `transform`, this layer's
    /// `sublayerTransform`, a `mask`, the sublayers themselves, an image view's image, an
    /// animation added — anywhere inside (`invalidateSublayerExtent()`). While a sublayer
    /// animates it is unbounded and worked out at each read (the walk stops at that sublayer).
    /// Ours.
    @_spi(Rendering)
    public var sublayerExtent: SublayerExtent { resolvedSublayerExtent().extent }

    /// The extent and whether it was kept (false while a sublayer, here or deeper, animates).
    private func resolvedSublayerExtent() -> (extent: SublayerExtent, kept: Bool) {
        if let kept = keptSublayerExtent { return (kept, true) }
        let (extent, keep) = workOutSublayerExtent()
        if keep { keptSublayerExtent = extent }
        return (extent, keep)
    }

    /// Works the extent out from the sublayers' (kept where they can be).
    private func workOutSublayerExtent() -> (extent: SublayerExtent, keep: Bool) {
        if mask != nil || self is CAShapeLayer || hasSublayerTransform || showsDrawnViews {
            return (.unbounded, true)
        }
        var box = CGRect.null
        var holdsLabel = owningView is UILabel
        for sublayer in storedSublayers {
            if sublayer.hasAnimations { return (.unbounded, false) }
            guard sublayer.hasAffineTransform else { return (.unbounded, true) }
            let (inner, kept) = sublayer.resolvedSublayerExtent()
            guard inner.isBounded else { return (.unbounded, kept) }
            holdsLabel = holdsLabel || inner.holdsLabel
            let placed = sublayer.bounds.union(inner.box).applying(sublayer.transformToSuperlayer)
            guard placed.minX.isFinite, placed.minY.isFinite, placed.maxX.isFinite, placed.maxY.isFinite else {
                return (.unbounded, true)
            }
            box = box.union(placed)
        }
        return (SublayerExtent(box: box, isBounded: true, holdsLabel: holdsLabel), true)
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
