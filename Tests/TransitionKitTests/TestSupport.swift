import Foundation
import TransitionKit

/// A view controller that records its appearance callbacks.
@MainActor
final class RecordingViewController: UIViewController {
    var log: [String] = []
    private let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewWillAppear(_ animated: Bool) { log.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name).didDisappear") }
}

/// A 390 × 844 key window showing `root`, with the engine reset to time 0.
@MainActor
func makeWindow(_ root: UIViewController) -> UIWindow {
    AnimationEngine.shared.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

@MainActor
func presented(_ view: UIView) -> CALayer {
    view.layer.presentation() ?? view.layer
}

func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-3) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-3) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-3) -> Bool {
    isClose(a.origin, b.origin, tolerance) && isClose(a.width, b.width, tolerance)
        && isClose(a.height, b.height, tolerance)
}

func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.a, b.a, tolerance) && isClose(a.b, b.b, tolerance) && isClose(a.c, b.c, tolerance)
        && isClose(a.d, b.d, tolerance)
        && isClose(a.tx, b.tx, tolerance) && isClose(a.ty, b.ty, tolerance)
}

/// One coordinate of the cubic Bézier from 0 to 1 with control values `p1`, `p2`, at parameter `s`.
func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
}

/// The parameter s in 0…1 where the increasing coordinate with control values `p1`, `p2`
/// reaches `value` (bisection).
func bezierParameter(reaching value: Double, _ p1: Double, _ p2: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if bezier(mid, p1, p2) < value { low = mid } else { high = mid }
    }
    return (low + high) / 2
}

/// The cubic Bézier timing curve with control points (x1, y1), (x2, y2) at time fraction `x`,
/// evaluated independently of TransitionKit: bisection on the curve parameter for x, then y.
func bezierProgress(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    bezier(bezierParameter(reaching: x, x1, x2), y1, y2)
}

/// Time fraction at which ease-in-out (0.42, 0, 0.58, 1) reaches `progress`: bisection on the
/// curve parameter for y, then x.
func easeInOutTime(reaching progress: Double) -> Double {
    bezier(bezierParameter(reaching: progress, 0, 1), 0.42, 0.58)
}

/// The shared engine, reset to time 0 with nothing scheduled. Call first thing in a test body.
@MainActor
func freshEngine() -> AnimationEngine {
    AnimationEngine.shared.reset()
    return AnimationEngine.shared
}

/// Fades the to view in over 1 s with an explicit `CABasicAnimation` on its layer, and
/// completes the transition from the enclosing `CATransaction`'s completion block.
@MainActor
final class ExplicitFadeInAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        1
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to) else { return }
        ctx.containerView.addSubview(toView)
        CATransaction.begin()
        CATransaction.setCompletionBlock { ctx.completeTransition(!ctx.transitionWasCancelled) }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        toView.layer.add(fade, forKey: "fade")
        CATransaction.commit()
    }
}
