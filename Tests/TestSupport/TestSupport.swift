import Foundation
import TransitionKit

// Helpers shared by the test targets: a window, controllers that record, closeness checks and
// the Bézier evaluated independently of TransitionKit (bisection on the curve parameter).

/// A view controller that records its appearance callbacks.
@MainActor
public final class RecordingViewController: UIViewController {
    /// The callbacks received, as `Name.willAppear`, oldest first.
    public var log: [String] = []
    private let name: String

    /// A controller titled `name` that logs under that name.
    public init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    /// Not decoded from archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewWillAppear(_ animated: Bool) { log.append("\(name).willAppear") }
    public override func viewDidAppear(_ animated: Bool) { log.append("\(name).didAppear") }
    public override func viewWillDisappear(_ animated: Bool) { log.append("\(name).willDisappear") }
    public override func viewDidDisappear(_ animated: Bool) { log.append("\(name).didDisappear") }
}

/// A 390 × 844 key window showing `root`, with the engine reset to time 0.
@MainActor
public func makeWindow(_ root: UIViewController) -> UIWindow {
    AnimationEngine.shared.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// The presentation layer of `view` (its model layer when it has none).
@MainActor
public func presented(_ view: UIView) -> CALayer {
    view.layer.presentation() ?? view.layer
}

/// Whether `a` and `b` differ by at most `tolerance`.
public func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-3) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether both coordinates are within `tolerance` points.
public func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-3) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// Whether origin and size are within `tolerance` points.
public func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-3) -> Bool {
    isClose(a.origin, b.origin, tolerance) && isClose(a.width, b.width, tolerance)
        && isClose(a.height, b.height, tolerance)
}

/// Whether every entry is within `tolerance`.
public func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.a, b.a, tolerance) && isClose(a.b, b.b, tolerance) && isClose(a.c, b.c, tolerance)
        && isClose(a.d, b.d, tolerance)
        && isClose(a.tx, b.tx, tolerance) && isClose(a.ty, b.ty, tolerance)
}

/// One coordinate of the cubic Bézier from 0 to 1 with control values `p1`, `p2`, at parameter `s`.
public func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
}

/// The parameter s in 0…1 where the increasing coordinate with control values `p1`, `p2`
/// reaches `value` (bisection).
public func bezierParameter(reaching value: Double, _ p1: Double, _ p2: Double) -> Double {
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
public func bezierProgress(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    bezier(bezierParameter(reaching: x, x1, x2), y1, y2)
}

/// Time fraction at which ease-in-out (0.42, 0, 0.58, 1) reaches `progress`: bisection on the
/// curve parameter for y, then x.
public func easeInOutTime(reaching progress: Double) -> Double {
    bezier(bezierParameter(reaching: progress, 0, 1), 0.42, 0.58)
}

/// The shared engine, reset to time 0 with nothing scheduled. Call first thing in a test body.
@MainActor
public func freshEngine() -> AnimationEngine {
    AnimationEngine.shared.reset()
    return AnimationEngine.shared
}

/// Fades the to view in over 1 s with an explicit `CABasicAnimation` on its layer, and
/// completes the transition from the enclosing `CATransaction`'s completion block.
@MainActor
public final class ExplicitFadeInAnimator: UIViewControllerAnimatedTransitioning {
    /// The animator.
    public init() {}

    /// 1 s.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    {
        1
    }

    /// Adds the to view and fades it in; completes from the transaction's completion block.
    public func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
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

/// A screen with a title, for stack assertions.
@MainActor
public final class TitledViewController: UIViewController {
    /// A controller titled `title`.
    public init(_ title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Not decoded from archives.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// The presentation frame of `view` (its on-screen rectangle in its superview), points.
@MainActor
public func presentedFrame(_ view: UIView) -> CGRect {
    view.layer.presentation()?.frame ?? .null
}

/// The on-screen rotation angle of `view`, radians, from atan2(b, a) of its presentation transform.
@MainActor
public func presentedAngle(_ view: UIView) -> CGFloat {
    let t = view.layer.presentation()?.affineTransform() ?? .identity
    return atan2(t.b, t.a)
}

/// The on-screen x scale of `view`: √(a² + b²) of its presentation transform.
@MainActor
public func presentedScale(_ view: UIView) -> CGFloat {
    let t = view.layer.presentation()?.affineTransform() ?? .identity
    return (t.a * t.a + t.b * t.b).squareRoot()
}
