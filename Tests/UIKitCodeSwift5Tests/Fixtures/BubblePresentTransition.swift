import TransitionKit

// A "bubble" presentation: the new screen grows out of a circle from the point the user
// tapped, and shrinks back into it on dismissal. Written in the style of the popular Swift 5
// tutorials (a transitioning delegate on the presenting screen, a mode enum, frames computed
// from the tap point); only the import differs from the iOS original.

class BubblePresentTransition: NSObject {
    enum Mode: Int {
        case present, dismiss
    }

    var origin = CGPoint.zero {
        didSet { bubble.center = origin }
    }
    var bubbleColor: UIColor = .systemTeal
    var duration = 0.5
    var mode: Mode = .present

    var bubble = UIView()

    /// A square big enough that a circle in it centred on `start` covers a view of `size`.
    func frameForBubble(center: CGPoint, size: CGSize, start: CGPoint) -> CGRect {
        let lengthX = fmax(start.x, size.width - start.x)
        let lengthY = fmax(start.y, size.height - start.y)
        let offset = sqrt(lengthX * lengthX + lengthY * lengthY) * 2
        return CGRect(origin: CGPoint.zero, size: CGSize(width: offset, height: offset))
    }
}

extension BubblePresentTransition: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView

        if mode == .present {
            guard let presentedView = transitionContext.view(forKey: .to) else { return }
            let viewCenter = presentedView.center
            let viewSize = presentedView.frame.size

            bubble = UIView()
            bubble.frame = frameForBubble(center: viewCenter, size: viewSize, start: origin)
            bubble.layer.cornerRadius = bubble.frame.size.height / 2
            bubble.center = origin
            bubble.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
            bubble.backgroundColor = bubbleColor
            containerView.addSubview(bubble)

            presentedView.center = origin
            presentedView.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
            presentedView.alpha = 0
            containerView.addSubview(presentedView)

            UIView.animate(
                withDuration: duration,
                animations: {
                    self.bubble.transform = CGAffineTransform.identity
                    presentedView.transform = CGAffineTransform.identity
                    presentedView.alpha = 1
                    presentedView.center = viewCenter
                },
                completion: { _ in
                    transitionContext.completeTransition(true)
                })
        } else {
            guard let returningView = transitionContext.view(forKey: .from) else { return }
            let viewCenter = returningView.center

            UIView.animate(
                withDuration: duration,
                animations: {
                    self.bubble.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
                    returningView.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
                    returningView.center = self.origin
                    returningView.alpha = 0
                },
                completion: { _ in
                    returningView.center = viewCenter
                    returningView.removeFromSuperview()
                    self.bubble.removeFromSuperview()
                    transitionContext.completeTransition(true)
                })
        }
    }
}

class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        title = "Compose"
    }

    func close() {
        dismiss(animated: true, completion: nil)
    }
}

class InboxViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let transition = BubblePresentTransition()
    var composeButtonCenter = CGPoint(x: 330, y: 760)

    // The compose button sits 60 pt from the right and 84 pt from the bottom: keep the bubble's
    // origin on it when the screen turns.
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(
            alongsideTransition: { _ in
                self.composeButtonCenter = CGPoint(x: size.width - 60, y: size.height - 84)
            }, completion: nil)
    }

    func composeTapped() {
        let compose = ComposeViewController()
        compose.transitioningDelegate = self
        compose.modalPresentationStyle = .custom
        present(compose, animated: true, completion: nil)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        transition.mode = .present
        transition.origin = composeButtonCenter
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.mode = .dismiss
        transition.origin = composeButtonCenter
        return transition
    }
}
