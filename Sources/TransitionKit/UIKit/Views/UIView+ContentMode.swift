import Foundation

extension UIView {
    /// How a view's content (an image view's image) is fitted into its bounds.
    /// Source: UIKit SDK (`UIViewContentMode`), same raw values.
    public enum ContentMode: Int, Sendable {
        /// Stretch to fill the bounds, ignoring aspect (the default).
        case scaleToFill = 0
        /// Fit inside the bounds keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Fill the bounds keeping the aspect ratio, cropping the rest.
        case scaleAspectFill = 2
        /// UIKit: redraw the content when the bounds change (`draw(_:)`); there is no custom
        /// drawing here.
        case redraw = 3
        /// Centre at natural size.
        case center = 4
        /// Natural size, centred horizontally at the top edge.
        case top = 5
        /// Natural size, centred horizontally at the bottom edge.
        case bottom = 6
        /// Natural size, centred vertically at the left edge.
        case left = 7
        /// Natural size, centred vertically at the right edge.
        case right = 8
        /// Natural size, in the top-left corner.
        case topLeft = 9
        /// Natural size, in the top-right corner.
        case topRight = 10
        /// Natural size, in the bottom-left corner.
        case bottomLeft = 11
        /// Natural size, in the bottom-right corner.
        case bottomRight = 12
    }
}

extension UIView.ContentMode {
    /// The rectangle, in the view's bounds coordinates (points), that content of `size` points
    /// occupies in `bounds` under this mode: stretched, aspect-fit, aspect-fill, or at natural
    /// size centred or pinned to a side or corner. Source: UIKit's `UIView.ContentMode`
    /// documentation; shared by everything that draws an image view (ours).
    package func contentRect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
        func centred(_ fitted: CGSize) -> CGRect {
            CGRect(
                x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width,
                height: fitted.height)
        }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit:
            let s = min(bounds.width / size.width, bounds.height / size.height)
            return centred(CGSize(width: size.width * s, height: size.height * s))
        case .scaleAspectFill:
            let s = max(bounds.width / size.width, bounds.height / size.height)
            return centred(CGSize(width: size.width * s, height: size.height * s))
        case .center:
            return centred(size)
        case .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            var x = bounds.midX - size.width / 2
            var y = bounds.midY - size.height / 2
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: break
            }
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: break
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
