import Foundation
import TransitionKit

/// The views the inspector lists: the running transition's container
/// (`transitionContext.containerView`) and everything in it, or, when no transition runs, the
/// window's whole tree; in drawing order — a view, then its subviews back to front, each
/// subview's own subviews before the next subview — with each view's depth below the root.
/// Hidden views are listed too (the inspector shows the flag). Ours.
@MainActor
struct InspectorTree {
    /// One view of the tree.
    struct Node {
        /// The view.
        let view: UIView
        /// Its depth below the tree's root (0 for the root).
        let depth: Int
    }

    /// What the tree's root is, as the panel's title names it.
    let scope: String
    /// The views in drawing order.
    let nodes: [Node]

    /// The tree `session` shows now: its running transition's container, else its window.
    init(_ session: PlaygroundSession) {
        if let (name, coordinator) = session.runningTransition {
            self.init(root: coordinator.containerView, scope: "\(name) container")
        } else {
            self.init(root: session.window, scope: "window")
        }
    }

    /// The tree under `root`, titled `scope`.
    init(root: UIView, scope: String) {
        self.scope = scope
        var nodes: [Node] = []
        func visit(_ view: UIView, depth: Int) {
            nodes.append(Node(view: view, depth: depth))
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(root, depth: 0)
        self.nodes = nodes
    }

    /// The row of `view`, if it is in the tree.
    func row(of view: UIView) -> Int? {
        nodes.firstIndex { $0.view === view }
    }
}

extension InspectorTree {
    /// The box (window points) that `view`'s bounds cover on screen, from presentation values:
    /// each layer's bounds mapped through its position, anchor point and the 2-D part of its
    /// transform into its superlayer, up to `window`; nil when the view is not in `window`.
    /// Perspective (a 3-D transform's depth, a superlayer's `sublayerTransform`) is left out:
    /// the box of a turned layer is that of its flat projection. Ours.
    static func windowBox(of view: UIView, in window: UIWindow) -> CGRect? {
        let bounds = presented(view.layer).bounds
        var corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        var layer = view.layer
        while layer !== window.layer {
            guard let superlayer = layer.superlayer else { return nil }
            let shown = presented(layer)
            let size = shown.bounds.size
            let anchor = CGPoint(
                x: shown.bounds.minX + shown.anchorPoint.x * size.width,
                y: shown.bounds.minY + shown.anchorPoint.y * size.height)
            let t = CATransform3DGetAffineTransform(shown.transform)
            corners = corners.map { point in
                let x = point.x - anchor.x
                let y = point.y - anchor.y
                return CGPoint(
                    x: shown.position.x + t.a * x + t.c * y + t.tx, y: shown.position.y + t.b * x + t.d * y + t.ty)
            }
            layer = superlayer
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `layer`'s presentation while it animates, else the layer itself.
    private static func presented(_ layer: CALayer) -> CALayer {
        layer.animationKeys() == nil ? layer : layer.presentation() ?? layer
    }
}
