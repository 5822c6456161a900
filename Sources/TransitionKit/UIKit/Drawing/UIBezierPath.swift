import Foundation

/// A path of straight and curved lines with drawing attributes, as UIKit's `UIBezierPath`: a
/// wrapper around a `CGMutablePath` (`cgPath`) plus line width, caps, joins and fill rule. What
/// transition code builds for `CAShapeLayer.path` and masks (a circle reveal's oval, a rounded
/// card). Coordinates are points on UIKit's y-down plane; angles are radians from the positive
/// x axis, and `clockwise` is clockwise on screen (increasing angles), as UIKit documents —
/// the opposite of `CGMutablePath.addArc`'s flag. Source: Apple's UIKit documentation for
/// `UIBezierPath`.
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()

    /// The path as Core Graphics sees it: an immutable copy on read; setting it replaces the
    /// elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Stroke width in points (default 1).
    open var lineWidth: CGFloat = 1
    /// How open subpaths end when stroked (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are stroked (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// Miter limit for `.miter` joins (default 10).
    open var miterLimit: CGFloat = 10
    /// Accuracy of curve rendering, in points (default 0.6; stored).
    open var flatness: CGFloat = 0.6
    /// Whether fills use the even-odd rule instead of non-zero winding (default false).
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle: `rect`'s origin, then clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed oval inscribed in `rect` (a circle when `rect` is square), clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rounded rectangle with corners of `cornerRadius` points (clamped to half the
    /// shorter side). UIKit draws "continuous" corners that ease into the sides; these are
    /// circular quarter arcs (ours).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let radius = min(max(cornerRadius, 0), min(abs(rect.width), abs(rect.height)) / 2)
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: radius, height: radius))
    }

    /// A closed rectangle whose `corners` are rounded with elliptical radii `cornerRadii`
    /// (points, each clamped to half the side), the others square; clockwise on screen from
    /// the top side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.addRoundedRect(rect, byRoundingCorners: corners, cornerRadii: cornerRadii)
    }

    /// An open arc of the circle at `center` with `radius` from `startAngle` to `endAngle`,
    /// clockwise on screen (increasing angles) when `clockwise`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint` with control points `controlPoint1`, `controlPoint2`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint` with control point `controlPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc (joined to the current point by a line), clockwise on screen when
    /// `clockwise`.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = path.mutableCopy(using: [transform]) ?? path
    }

    /// A new path with every subpath drawn in the opposite direction (same shape; the fill of
    /// a reversed subpath inside another makes a hole under non-zero winding).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        reversed.path = CGMutablePath()
        reversed.path.elements = Self.reversed(path.elements)
        return reversed
    }

    // MARK: Examining

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The rectangle containing every point, control points included (`CGPath.boundingBox`).
    open var bounds: CGRect { path.boundingBox }

    /// The end of the last element.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the fill (under `usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Copying

    /// A copy with the same elements and attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.copyAttributes(from: self)
        copy.path = path.mutableCopy() ?? CGMutablePath()
        return copy
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
    }

    /// `elements` with each subpath's direction reversed: it starts where it ended, curves keep
    /// their shape with their control points swapped, a closed subpath stays closed.
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var result: [PathElement] = []
        var subpath: [PathElement] = []
        func flush(closed: Bool) {
            defer { subpath.removeAll() }
            guard case .move(let start)? = subpath.first else { return }
            var points = [start]
            for element in subpath.dropFirst() { points.append(element.points.last ?? start) }
            guard let last = points.last else { return }
            result.append(.move(last))
            for index in stride(from: subpath.count - 1, through: 1, by: -1) {
                let target = points[index - 1]
                switch subpath[index] {
                case .line: result.append(.line(target))
                case .quad(let c, _): result.append(.quad(control: c, to: target))
                case .cubic(let c1, let c2, _): result.append(.cubic(control1: c2, control2: c1, to: target))
                default: break
                }
            }
            if closed { result.append(.close) }
        }
        for element in elements {
            switch element {
            case .move:
                flush(closed: false)
                subpath = [element]
            case .close:
                flush(closed: true)
            default:
                if subpath.isEmpty { subpath = [.move(.zero)] }
                subpath.append(element)
            }
        }
        flush(closed: false)
        return result
    }
}
