import Foundation

/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`:
/// it behaves as `UIPanGestureRecognizer` but fails unless the finger touches down within 20
/// points of one of `edges` of the window (the screen here; ours: iOS does not publish its
/// margin) and first moves away from that edge, more inwards than along it (ours). Set
/// `edges` (default none) before use: `.left` for a swipe that goes back. Source: Apple's UIKit
/// documentation for `UIScreenEdgePanGestureRecognizer`.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The distance from an edge, in points, within which the touch must begin (ours).
    static let edgeMargin: CGFloat = 20

    /// The edges the gesture may start from; default none.
    open var edges: UIRectEdge = []

    /// The edges within the margin of `start` in `window`.
    private func edges(near start: CGPoint, in window: UIWindow?) -> UIRectEdge {
        guard let bounds = window?.bounds else { return [] }
        let margin = Self.edgeMargin
        var near: UIRectEdge = []
        if start.x - bounds.minX <= margin { near.insert(.left) }
        if bounds.maxX - start.x <= margin { near.insert(.right) }
        if start.y - bounds.minY <= margin { near.insert(.top) }
        if bounds.maxY - start.y <= margin { near.insert(.bottom) }
        return near.intersection(edges)
    }

    override func mayStart(at start: CGPoint, in window: UIWindow?) -> Bool {
        !edges(near: start, in: window).isEmpty
    }

    override func mayBegin(from start: CGPoint, movedBy offset: CGPoint, in window: UIWindow?) -> Bool {
        let near = edges(near: start, in: window)
        return (near.contains(.left) && offset.x > abs(offset.y))
            || (near.contains(.right) && -offset.x > abs(offset.y))
            || (near.contains(.top) && offset.y > abs(offset.x))
            || (near.contains(.bottom) && -offset.y > abs(offset.x))
    }
}
