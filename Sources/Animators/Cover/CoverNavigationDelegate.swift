import Foundation
import TransitionKit

/// Hands out `CoverAnimator`s, turning to the next edge (bottom, right, top, left) for every
/// push; each pop uncovers to the edge its screen came from. Ours.
public final class CoverNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// The edges pushes come from, in turn.
    public static let edges: [UIRectEdge] = [.bottom, .right, .top, .left]
    private var nextEdge = 0
    private var edgeOfScreen: [ObjectIdentifier: UIRectEdge] = [:]

    /// A cover for a push (from the next edge), an uncover for a pop (to the popped screen's edge).
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push:
            let edge = Self.edges[nextEdge % Self.edges.count]
            nextEdge += 1
            edgeOfScreen[ObjectIdentifier(toVC)] = edge
            return CoverAnimator(operation: .push, edge: edge)
        case .pop:
            let edge = edgeOfScreen.removeValue(forKey: ObjectIdentifier(fromVC)) ?? .bottom
            return CoverAnimator(operation: .pop, edge: edge)
        case .none:
            return nil
        }
    }
}
