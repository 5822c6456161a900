import Foundation

extension UIView {
    /// A new view that looks like this view does on screen now, frozen: its size is the
    /// view's bounds size, at origin .zero, with copies of its subviews as they are drawn
    /// (presentation values). The view's own transform and alpha are not part of the image,
    /// as with UIKit's snapshots. `afterScreenUpdates` makes no difference here: pending model
    /// changes are always included only as far as they are on screen.
    /// Source: Apple's documentation for `snapshotView(afterScreenUpdates:)`.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = makeSnapshotCopy()
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

    /// A frozen copy of this view and its subtree with on-screen values. Subclasses with
    /// content (labels, image views) override `makeContentCopy()`.
    func makeSnapshotCopy() -> UIView {
        let copy = makeContentCopy()
        UIView.performWithoutAnimation {
            let presented = layer.presentation() ?? layer
            copy.layer.anchorPoint = presented.anchorPoint
            copy.layer.bounds = presented.bounds
            copy.layer.position = presented.position
            copy.layer.transform = presented.transform
            copy.layer.sublayerTransform = presented.sublayerTransform
            copy.layer.zPosition = presented.zPosition
            copy.layer.anchorPointZ = presented.anchorPointZ
            copy.layer.isDoubleSided = presented.isDoubleSided
            copy.layer.opacity = presented.opacity
            copy.layer.isHidden = presented.isHidden
            copy.layer.cornerRadius = presented.cornerRadius
            copy.layer.borderWidth = presented.borderWidth
            copy.layer.borderColor = presented.borderColor
            copy.layer.masksToBounds = presented.masksToBounds
            copy.backgroundColor = presented.backgroundColor.map { UIColor(cgColor: $0) }
            copy.isUserInteractionEnabled = false
            copy.accessibilityIdentifier = accessibilityIdentifier.map { "snapshot of \($0)" }
            for subview in subviews {
                copy.addSubview(subview.makeSnapshotCopy())
            }
        }
        return copy
    }
}
