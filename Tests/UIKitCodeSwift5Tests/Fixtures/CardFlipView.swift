// Written as iOS code in Swift 5 mode is written (a card-flip tutorial): a card view with a
// front and a back face that hide when turned away (isDoubleSided = false), flipped by turning
// both layers about y with "transform.rotation.y" animations under a perspective, or with
// UIKit's own flip transition. Only `import UIKit` became `import TransitionKit`.
import TransitionKit

class CardFlipView: UIView {
    let frontView = UIView()
    let backView = UIView()
    private(set) var isShowingFront = true

    override init(frame: CGRect) {
        super.init(frame: frame)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 600
        layer.sublayerTransform = perspective

        frontView.frame = bounds
        frontView.backgroundColor = .systemBlue
        frontView.layer.cornerRadius = 12
        frontView.layer.isDoubleSided = false

        backView.frame = bounds
        backView.backgroundColor = .systemOrange
        backView.layer.cornerRadius = 12
        backView.layer.isDoubleSided = false
        backView.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)

        addSubview(backView)
        addSubview(frontView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Turns the card over: the front from 0 to π, the back from −π to 0 (or back again).
    func flip(duration: TimeInterval = 0.5, completion: (() -> Void)? = nil) {
        let toFront = !isShowingFront
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        rotate(frontView, from: toFront ? .pi : 0, to: toFront ? 0 : .pi, duration: duration)
        rotate(backView, from: toFront ? 0 : -.pi, to: toFront ? -.pi : 0, duration: duration)
        CATransaction.commit()
        isShowingFront = toFront
    }

    private func rotate(_ face: UIView, from: CGFloat, to: CGFloat, duration: TimeInterval) {
        let animation = CABasicAnimation(keyPath: "transform.rotation.y")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        face.layer.add(animation, forKey: "flip")
        face.layer.transform = CATransform3DMakeRotation(to, 0, 1, 0)
    }

    /// The same with UIKit's flip: the card turns over and the back replaces the front.
    func flipWithTransition(completion: ((Bool) -> Void)? = nil) {
        let from = isShowingFront ? frontView : backView
        let to = isShowingFront ? backView : frontView
        to.layer.transform = CATransform3DIdentity
        to.isHidden = true
        UIView.transition(
            from: from, to: to, duration: 0.5, options: [.transitionFlipFromRight, .showHideTransitionViews],
            completion: completion)
        isShowingFront.toggle()
    }
}
