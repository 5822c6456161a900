import Foundation

extension UIView {
    /// A new view that looks like this view does on screen now, frozen: its size is the
    /// view's bounds size, at origin .zero, with copies of its subviews as they are drawn
    /// (presentation values). The view's own transform and alpha are not part of the image,
    /// as with UIKit's snapshots. `afterScreenUpdates` makes no difference here: pending model
    /// changes are always included only as far as they are on screen.
    /// Source: Apple's documentation for `snapshotView(afterScreenUpdates:)`.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = makeSnapshotCopy(.presentation)
        let presented = layer.presentation() ?? layer
        // Never animated, even when taken inside an animation block.
        UIView.performWithoutAnimation {
            snapshot.layer.bounds = CGRect(origin: presented.bounds.origin, size: presented.bounds.size)
            snapshot.layer.position = CGPoint(x: presented.bounds.width / 2, y: presented.bounds.height / 2)
            snapshot.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            snapshot.layer.transform = CATransform3DIdentity
            snapshot.layer.opacity = 1
            snapshot.isHidden = false
        }
        return snapshot
    }

    /// A new view showing the part `rect` (in this view's bounds coordinates, points) of this
    /// view as it looks now: an image of that part (see `drawHierarchy(in:afterScreenUpdates:)`)
    /// in an image view of `rect`'s size, at the origin. Resized, the whole image stretches:
    /// `capInsets` are not honoured (ours; iOS keeps the caps unstretched).
    /// Source: Apple's documentation for `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let area = rect.standardized
        guard area.width > 0, area.height > 0 else { return nil }
        let bounds = (layer.presentation() ?? layer).bounds
        let renderer = UIGraphicsImageRenderer(size: area.size)
        let image = renderer.image { context in
            context.cgContext.translateBy(x: bounds.minX - area.minX, y: bounds.minY - area.minY)
            drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIImageView(image: image)
        snapshot.isUserInteractionEnabled = false
        return snapshot
    }

    /// Draws the view and its subviews as they are on screen now (presentation values) into
    /// the current graphics context (`UIGraphicsGetCurrentContext()`), scaled so that the
    /// view's bounds fill `rect` (points, in the context's coordinates). Returns false when
    /// there is no current context. The view's own transform, position and alpha are not
    /// part of the drawing, as with snapshots (ours). `afterScreenUpdates` makes no
    /// difference (see `snapshotView(afterScreenUpdates:)`).
    /// Source: Apple's documentation for `drawHierarchy(in:afterScreenUpdates:)`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let presented = layer.presentation() ?? layer
        guard !presented.isHidden else { return true }
        let bounds = presented.bounds
        guard bounds.width > 0, bounds.height > 0 else { return true }
        let boundsToRect = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: rect.width / bounds.width, y: rect.height / bounds.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        context.draw(frozenTree: makeSnapshotCopy(.presentation), boundsToUser: boundsToRect)
        return true
    }

    /// Which values a frozen copy takes: what is on screen, or the model (Core Animation's
    /// `render(in:)` ignores running animations).
    enum SnapshotValues {
        case presentation, model
    }

    /// A frozen copy of this view and its subtree, with on-screen or model values. Subclasses
    /// with content (labels, image views) override `makeContentCopy()`.
    func makeSnapshotCopy(_ values: SnapshotValues) -> UIView {
        let copy = makeContentCopy()
        UIView.performWithoutAnimation {
            let source = values == .model ? layer : (layer.presentation() ?? layer)
            copy.layer.copyAppearance(of: source)
            copy.isUserInteractionEnabled = false
            copy.accessibilityIdentifier = accessibilityIdentifier.map { "snapshot of \($0)" }
            for subview in subviews {
                copy.addSubview(subview.makeSnapshotCopy(values))
            }
        }
        return copy
    }
}

extension CALayer {
    /// Takes `source`'s geometry and appearance (not its animations), without animating.
    func copyAppearance(of source: CALayer) {
        anchorPoint = source.anchorPoint
        bounds = source.bounds
        position = source.position
        transform = source.transform
        sublayerTransform = source.sublayerTransform
        zPosition = source.zPosition
        anchorPointZ = source.anchorPointZ
        isDoubleSided = source.isDoubleSided
        opacity = source.opacity
        isHidden = source.isHidden
        cornerRadius = source.cornerRadius
        borderWidth = source.borderWidth
        borderColor = source.borderColor
        masksToBounds = source.masksToBounds
        backgroundColor = source.backgroundColor
    }
}
