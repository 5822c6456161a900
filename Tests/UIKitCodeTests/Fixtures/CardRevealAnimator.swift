// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// A card that opens from the tapped cell: the new screen is masked by a rounded view (the iOS
// 8+ `maskView` technique) whose frame grows from the cell to the screen inside
// UIView.animate, while a CAShapeLayer outline draws itself around the card (strokeEnd 0 → 1).
// Swift 6 language mode; only `import UIKit` became `import TransitionKit`.
import TransitionKit

final class CardRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let cellFrame: CGRect
    private(set) var outline: CAShapeLayer?

    init(cellFrame: CGRect) {
        self.cellFrame = cellFrame
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        container.addSubview(toView)

        let maskView = UIView(frame: cellFrame)
        maskView.backgroundColor = .black
        maskView.layer.cornerRadius = 12
        toView.mask = maskView

        let outline = CAShapeLayer()
        outline.path = UIBezierPath(roundedRect: toView.bounds.insetBy(dx: 1, dy: 1), cornerRadius: 12).cgPath
        outline.fillColor = UIColor.clear.cgColor
        outline.strokeColor = UIColor.systemBlue.cgColor
        outline.lineWidth = 2
        outline.strokeEnd = 0
        toView.layer.addSublayer(outline)
        self.outline = outline

        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = transitionDuration(using: transitionContext)
        draw.fillMode = .forwards
        draw.isRemovedOnCompletion = false
        outline.add(draw, forKey: "draw")

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut) {
            maskView.frame = toView.bounds
        } completion: { _ in
            toView.mask = nil
            outline.removeFromSuperlayer()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
