import Foundation

extension UIView {
    /// The timing curve of an animation, as UIKit's `UIView.AnimationCurve`.
    /// Source: UIKit SDK (`UIViewAnimationCurve`); the Bézier control points are Core Animation's.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at start and end: cubic Bézier (0.42, 0), (0.58, 1).
        case easeInOut = 0
        /// Slow at the start: (0.42, 0), (1, 1).
        case easeIn = 1
        /// Slow at the end: (0, 0), (0.58, 1).
        case easeOut = 2
        /// Uniform speed.
        case linear = 3

        /// The Core Animation timing function with this curve's control points. Ours (UIKit has
        /// no such property; internal).
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
