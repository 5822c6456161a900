import Foundation

/// An immutable graphics path, as Core Graphics' `CGPath`: subpaths of lines and quadratic
/// and cubic Bézier curves, in points. Build one with `CGMutablePath` or `UIBezierPath`; a
/// `CAShapeLayer` fills and strokes it, a layer mask clips by it, and a `path` animation moves
/// it point by point. Paths compare equal when their elements are equal (`CFEqual`).
/// Source: Apple's Core Graphics documentation for `CGPath`.
public class CGPath: Equatable, Hashable, CustomStringConvertible {
    /// The elements, in the order added.
    var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangular path: a move to `rect`'s origin, lines to the other corners
    /// clockwise on a y-down screen, and a close — each point mapped through `transform`
    /// (nil: none).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse inscribed in `rect` (four cubic Béziers), mapped through `transform`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rounded rectangle with elliptical corners `cornerWidth` × `cornerHeight` points
    /// (each at most half the side), mapped through `transform`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    // MARK: Examining

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (the start of the subpath after a close); `.zero`
    /// for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .close: current = start
            default: current = element.points.last ?? current
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path, control points included
    /// (`CGPathGetBoundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        Self.bounds(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle containing the path as drawn, control points excluded
    /// (`CGPathGetPathBoundingBox`); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        guard !elements.isEmpty else { return .null }
        var points: [CGPoint] = []
        for subpath in FlattenedPath(elements, tolerance: 0.01).subpaths { points += subpath.points }
        return Self.bounds(of: points)
    }

    /// Whether the path is exactly one rectangle (as `init(rect:transform:)` or `addRect` makes
    /// it, any starting corner); if so and `rect` is given, stores it there.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var corners: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: corners.append(p)
            case .line(let p) where index > 0: corners.append(p)
            case .close where index == elements.count - 1: break
            default: return false
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return false }
        let box = Self.bounds(of: corners)
        let sidesAligned = (0..<4).allSatisfy { i in
            let a = corners[i]
            let b = corners[(i + 1) % 4]
            return (a.x == b.x) != (a.y == b.y)
        }
        guard sidesAligned, box.width > 0, box.height > 0 else { return false }
        rect?.pointee = box
        return true
    }

    /// Whether `point` lies inside the path's fill under `rule`, after mapping the path through
    /// `transform`. Source: Apple's documentation for `contains(_:using:transform:)`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let mapped = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        return FlattenedPath(mapped, tolerance: 0.05).contains(point, evenOdd: rule == .evenOdd)
    }

    /// Calls `block` with each element in order; the element's points are valid only during
    /// the call. Source: Apple's documentation for `applyWithBlock(_:)`.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let storage = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { storage.deallocate() }
        storage.initialize(repeating: .zero, count: 3)
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quad: type = .addQuadCurveToPoint
            case .cubic: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            for (index, point) in element.points.enumerated() { storage[index] = point }
            var pathElement = CGPathElement(type: type, points: storage)
            withUnsafePointer(to: &pathElement) { block($0) }
        }
    }

    // MARK: Copying

    /// An immutable copy of the path.
    public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    /// An immutable copy with every point mapped through `transform` (nil: none).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        return copy
    }

    /// A mutable copy with every point mapped through `transform` (nil: none).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = transform.map { t in elements.map { $0.applying(t.pointee) } } ?? elements
        return copy
    }

    // MARK: Equality

    /// Equal when the elements are equal, kind by kind and point by point.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the element count and points, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        for point in elements.flatMap(\.points) {
            hasher.combine(point.x)
            hasher.combine(point.y)
        }
    }

    /// `CGPath(5 elements, bounds (x, y, w, h))`, for logs and test output. Ours.
    public var description: String {
        let box = boundingBox
        return "CGPath(\(elements.count) elements, bounds \(box.isNull ? "null" : "\(box)"))"
    }

    // MARK: Internal

    /// Whether a path animation can move this path's points onto `other`'s: the same number of
    /// elements, each of the same kind (Core Animation interpolates only such paths).
    func canInterpolate(to other: CGPath) -> Bool {
        elements.count == other.elements.count
            && zip(elements, other.elements).allSatisfy { $0.hasSameKind(as: $1) }
    }

    /// Why a path animation from `a` to `b` cannot move point by point, for diagnostics: their
    /// element counts, and what happens instead.
    static func mismatchDescription(_ a: CGPath, _ b: CGPath) -> String {
        "from a path of \(a.elements.count) elements to one of \(b.elements.count), which differ in number or kind: "
            + "Core Animation's result is undefined; TransitionKit shows the first path until the end, then the last."
    }

    /// The path `fraction` of the way to `other`, point by point; `self` (before 1) or `other`
    /// when they cannot be interpolated.
    func interpolated(to other: CGPath, fraction: CGFloat) -> CGPath {
        guard canInterpolate(to: other) else { return fraction < 1 ? self : other }
        return CGPath(elements: zip(elements, other.elements).map { $0.interpolated(to: $1, fraction: fraction) })
    }

    private static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for p in points {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
