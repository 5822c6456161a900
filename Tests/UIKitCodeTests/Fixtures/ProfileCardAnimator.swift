// swift-format-ignore-file
// (iOS code as iOS developers write it, kept as written.)
// A profile push written against the iOS 17 SDK, the way a 2024 tutorial writes it: the
// tapped avatar flies along a curve (CAKeyframeAnimation.path) and grows on a spring described
// by its perceptual duration and bounce, the name slides up from an NSValue-wrapped point, the
// header settles with UIView.animate(springDuration:bounce:), a verified badge is an SF Symbol
// in a plain CALayer's contents, light haptics mark the landing, and the screen honours
// Reduce Motion, named colours, text styles, traits and the status bar. Following someone
// awaits the async keyframe animation. Swift 6 language mode; only `import UIKit` became
// `import TransitionKit`.
import TransitionKit

final class ProfileListViewController: UIViewController {
    let avatarFrame = CGRect(x: 20, y: 120, width: 60, height: 60)

    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "People"
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .always
    }
}

final class ProfileViewController: UIViewController {
    let name: String
    let header = UIView()
    let avatarView = UIView()
    let nameLabel = UILabel()
    let followLabel = UILabel()
    let verifiedBadge = CALayer()

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .white

        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 260)
        header.backgroundColor = UIColor(named: "BrandBlue") ?? .systemBlue
        header.layer.cornerRadius = 24
        header.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        header.layer.cornerCurve = .continuous
        view.addSubview(header)

        avatarView.frame = CGRect(x: 155, y: 120, width: 80, height: 80)
        avatarView.backgroundColor = .systemOrange
        avatarView.layer.cornerRadius = 40
        header.addSubview(avatarView)

        let symbol = UIImage(systemName: "checkmark.seal.fill")?.withTintColor(.systemBlue, renderingMode: .alwaysOriginal)
        verifiedBadge.contents = symbol?.cgImage
        verifiedBadge.contentsGravity = .resizeAspect
        verifiedBadge.contentsScale = UIScreen.main.scale
        verifiedBadge.frame = CGRect(x: 215, y: 180, width: 24, height: 24)
        view.layer.addSublayer(verifiedBadge)

        nameLabel.frame = CGRect(x: 0, y: 280, width: view.bounds.width, height: 30)
        nameLabel.textAlignment = .center
        nameLabel.attributedText = NSAttributedString(
            string: name,
            attributes: [.font: UIFont.preferredFont(forTextStyle: .title2), .foregroundColor: UIColor.label, .kern: 0.5]
        )
        view.addSubview(nameLabel)

        followLabel.frame = CGRect(x: 145, y: 330, width: 100, height: 36)
        followLabel.text = "Follow"
        followLabel.font = .preferredFont(forTextStyle: .headline)
        followLabel.textAlignment = .center
        view.addSubview(followLabel)
    }

    /// The little pop when the user follows: the label swells and settles, then reads "Following".
    func playFollowConfirmation() async {
        let finished = await UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                self.followLabel.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.followLabel.transform = .identity
            }
        }
        guard finished else { return }
        followLabel.text = "Following"
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }
}

final class ProfileCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let originFrame: CGRect
    private(set) var flyer: UIView?

    init(originFrame: CGRect) {
        self.originFrame = originFrame
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let profile = transitionContext.viewController(forKey: .to) as? ProfileViewController,
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        toView.frame = transitionContext.finalFrame(for: profile)
        container.addSubview(toView)
        toView.layoutIfNeeded()

        let haptic = UIImpactFeedbackGenerator(style: .light)
        haptic.prepare()

        guard !UIAccessibility.isReduceMotionEnabled else {
            toView.alpha = 0
            UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            return
        }

        // A stand-in for the avatar flies from the list to the header.
        let flyer = UIView(frame: originFrame)
        flyer.backgroundColor = profile.avatarView.backgroundColor
        flyer.layer.cornerRadius = originFrame.width / 2
        flyer.layer.cornerCurve = .continuous
        container.addSubview(flyer)
        self.flyer = flyer
        profile.avatarView.isHidden = true

        let start = CGPoint(x: originFrame.midX, y: originFrame.midY)
        let end = container.convert(profile.avatarView.center, from: profile.avatarView.superview)
        let arc = UIBezierPath()
        arc.move(to: start)
        arc.addQuadCurve(to: end, controlPoint: CGPoint(x: start.x, y: end.y - 120))

        // No implicit fade while the badge is hidden for the flight.
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        profile.verifiedBadge.opacity = 0
        CATransaction.commit()

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            flyer.removeFromSuperview()
            profile.avatarView.isHidden = false
            CATransaction.setValue(0.4, forKey: kCATransactionAnimationDuration)
            profile.verifiedBadge.opacity = 1
            haptic.impactOccurred()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }

        let flight = CAKeyframeAnimation(keyPath: "position")
        flight.path = arc.cgPath
        flight.duration = duration
        flight.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        flyer.layer.position = end
        flyer.layer.add(flight, forKey: "flight")

        let grow = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.2)
        grow.keyPath = "transform.scale"
        grow.fromValue = 1.0
        grow.toValue = profile.avatarView.bounds.width / originFrame.width
        grow.duration = duration
        flyer.layer.setValue(grow.toValue, forKeyPath: "transform.scale")
        flyer.layer.add(grow, forKey: "grow")

        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = NSValue(cgPoint: CGPoint(x: profile.nameLabel.center.x, y: profile.nameLabel.center.y + 30))
        slide.toValue = NSValue(cgPoint: profile.nameLabel.center)
        slide.duration = duration
        profile.nameLabel.layer.add(slide, forKey: "slide")
        CATransaction.commit()

        profile.header.transform = CGAffineTransform(translationX: 0, y: -40)
        toView.alpha = 0
        UIView.animate(springDuration: duration, bounce: 0.15) {
            profile.header.transform = .identity
            toView.alpha = 1
        }
    }
}

final class ProfileNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var currentAnimator: ProfileCardAnimator?

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard operation == .push, let list = fromVC as? ProfileListViewController else { return nil }
        let animator = ProfileCardAnimator(originFrame: list.avatarFrame)
        currentAnimator = animator
        return animator
    }
}
