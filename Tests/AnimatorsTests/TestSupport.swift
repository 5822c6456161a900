import Foundation
import TransitionKit

/// A screen with a title, for stack assertions.
@MainActor
final class TitledViewController: UIViewController {
    init(_ title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// A 390 × 844 key window showing `navigationController`, with the engine reset to time 0.
@MainActor
func makeWindow(_ navigationController: UINavigationController) -> UIWindow {
    AnimationEngine.shared.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    return window
}

/// The presentation frame of `view` (its on-screen rectangle in its superview), points.
@MainActor
func presentedFrame(_ view: UIView) -> CGRect {
    view.layer.presentation()?.frame ?? .null
}

/// The on-screen rotation angle of `view`, radians, from atan2(b, a) of its presentation transform.
@MainActor
func presentedAngle(_ view: UIView) -> CGFloat {
    let t = view.layer.presentation()?.affineTransform() ?? .identity
    return atan2(t.b, t.a)
}

/// The on-screen x scale of `view`: √(a² + b²) of its presentation transform.
@MainActor
func presentedScale(_ view: UIView) -> CGFloat {
    let t = view.layer.presentation()?.affineTransform() ?? .identity
    return (t.a * t.a + t.b * t.b).squareRoot()
}

func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-3) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-3) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-3) -> Bool {
    isClose(a.minX, b.minX, tolerance) && isClose(a.minY, b.minY, tolerance) && isClose(a.width, b.width, tolerance)
        && isClose(a.height, b.height, tolerance)
}

/// Time (fraction 0…1) at which the ease-in-out Bézier (0.42, 0, 0.58, 1) reaches `progress`,
/// found independently of TransitionKit: bisection on the curve parameter s, since y(s) is
/// increasing, then x(s).
func easeInOutTime(reaching progress: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if bezier(mid, 0, 1) < progress { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0.42, 0.58)
}
