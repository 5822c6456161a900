import Foundation

extension UIView {
    /// Called by the layer when the bounds size changed from `oldSize` (model value): marks
    /// the view for layout and, when `autoresizesSubviews`, resizes the subviews by their
    /// `autoresizingMask` at once (inside an animation block the changes animate with it).
    func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        let newSize = layer.bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(from: oldSize, to: newSize)
        }
    }

    /// Moves and resizes the view for its superview's change of size from `oldSize` to
    /// `newSize`, axis by axis: the change is shared among the flexible parts (left margin,
    /// width, right margin; top margin, height, bottom margin) in proportion to their sizes
    /// before it, equally when they are all 0 (ours). The frame is taken untransformed — from
    /// `center`, `bounds.size` and the anchor point — so a transformed view keeps its transform
    /// (ours: UIKit leaves the frame of a transformed view undefined).
    /// Source: Apple's documentation for `autoresizingMask`.
    private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        let size = layer.bounds.size
        let anchor = layer.anchorPoint
        let position = layer.position
        let horizontal = Self.resize(
            start: position.x - anchor.x * size.width, length: size.width, container: oldSize.width,
            change: newSize.width - oldSize.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ))
        let vertical = Self.resize(
            start: position.y - anchor.y * size.height, length: size.height, container: oldSize.height,
            change: newSize.height - oldSize.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        setUntransformedFrame(
            CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length))
    }

    /// Makes `frame` (superview coordinates, points) the view's untransformed frame: its bounds
    /// take the size and its position the point the anchor point has in `frame`, and the
    /// transform stays (for the identity, as setting `frame`). Ours: how TransitionKit resizes
    /// views that may be transformed (a pushed-back presenter) without reading or setting their
    /// undefined `frame`.
    func setUntransformedFrame(_ frame: CGRect) {
        let anchor = layer.anchorPoint
        let newBounds = CGRect(origin: layer.bounds.origin, size: frame.size)
        if newBounds != layer.bounds { layer.bounds = newBounds }
        let newPosition = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        if newPosition != layer.position { layer.position = newPosition }
    }

    /// One axis of `autoresize`: the new start and length of a segment `start`…`start + length`
    /// in a container of `container` points that grows by `change` points.
    private static func resize(
        start: CGFloat, length: CGFloat, container: CGFloat, change: CGFloat,
        flexible: (leading: Bool, length: Bool, trailing: Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        guard change != 0, flexible.leading || flexible.length || flexible.trailing else { return (start, length) }
        let parts = [
            flexible.leading ? start : 0, flexible.length ? length : 0,
            flexible.trailing ? container - start - length : 0,
        ]
        let flexibleCount = [flexible.leading, flexible.length, flexible.trailing].filter { $0 }.count
        let total = parts.reduce(0, +)
        func share(_ index: Int, _ isFlexible: Bool) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? change * parts[index] / total : change / CGFloat(flexibleCount)
        }
        return (start + share(0, flexible.leading), length + share(1, flexible.length))
    }
}
