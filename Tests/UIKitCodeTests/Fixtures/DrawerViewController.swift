// A pull-up drawer scrubbed with a property animator, in the style of the "interruptible
// animations" tutorials that followed WWDC 2017: start the animator on touch, pause it, drive
// fractionComplete from the pan, then continue it — reversed if the finger flicked back.
// Swift 6 language mode; only `import UIKit` became `import TransitionKit`.
import TransitionKit

final class DrawerViewController: UIViewController {
    enum State {
        case collapsed
        case expanded

        var opposite: State { self == .collapsed ? .expanded : .collapsed }
    }

    let drawer = UIView()
    let collapsedHeight: CGFloat = 80
    let expandedHeight: CGFloat = 600
    private(set) var state = State.collapsed
    private var runningAnimator: UIViewPropertyAnimator?
    private var progressWhenInterrupted: CGFloat = 0

    private var travel: CGFloat { expandedHeight - collapsedHeight }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        drawer.backgroundColor = .secondarySystemBackground
        drawer.frame = CGRect(
            x: 0, y: view.bounds.height - collapsedHeight, width: view.bounds.width, height: expandedHeight)
        view.addSubview(drawer)
    }

    private func animateTransitionIfNeeded(to state: State, duration: TimeInterval) {
        guard runningAnimator == nil else { return }
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 1) {
            switch state {
            case .expanded:
                self.drawer.frame.origin.y = self.view.bounds.height - self.expandedHeight
                self.drawer.layer.cornerRadius = 16
            case .collapsed:
                self.drawer.frame.origin.y = self.view.bounds.height - self.collapsedHeight
                self.drawer.layer.cornerRadius = 0
            }
        }
        animator.addCompletion { position in
            if position == .end {
                self.state = state
            }
            self.runningAnimator = nil
        }
        animator.startAnimation()
        runningAnimator = animator
    }

    // What the pan gesture recognizer's handler does in each phase.

    func panBegan() {
        animateTransitionIfNeeded(to: state.opposite, duration: 0.5)
        runningAnimator?.pauseAnimation()
        progressWhenInterrupted = runningAnimator?.fractionComplete ?? 0
    }

    func panChanged(translationY: CGFloat) {
        var fraction = translationY / travel
        if state == .collapsed { fraction *= -1 }
        if runningAnimator?.isReversed == true { fraction *= -1 }
        runningAnimator?.fractionComplete = fraction + progressWhenInterrupted
    }

    func panEnded(velocityY: CGFloat) {
        guard let animator = runningAnimator else { return }
        let movingUp = velocityY < 0
        let shouldReverse = (state == .collapsed && !movingUp) || (state == .expanded && movingUp)
        if shouldReverse != animator.isReversed {
            animator.isReversed.toggle()
        }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}
