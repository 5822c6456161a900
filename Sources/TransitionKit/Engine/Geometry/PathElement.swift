import Foundation

/// One element of a path as TransitionKit stores it (`CGPath`'s storage). Points are in the
/// path's coordinates, points. Ours.
enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, to: CGPoint)
    case cubic(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case close

    /// The element's points in Core Graphics' order (controls first, end point last).
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    /// The element with every point mapped through `t`.
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(control: c.applying(t), to: p.applying(t))
        case .cubic(let c1, let c2, let p):
            .cubic(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .close: .close
        }
    }

    /// Whether two elements have the same kind (so that a path animation can move the points
    /// of one onto the other).
    func hasSameKind(as other: PathElement) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): true
        default: false
        }
    }

    /// The element `fraction` of the way to `other` (same kind), point by point.
    func interpolated(to other: PathElement, fraction f: CGFloat) -> PathElement {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        switch (self, other) {
        case (.move(let a), .move(let b)): return .move(mix(a, b))
        case (.line(let a), .line(let b)): return .line(mix(a, b))
        case (.quad(let c, let p), .quad(let c2, let p2)): return .quad(control: mix(c, c2), to: mix(p, p2))
        case (.cubic(let a1, let a2, let a), .cubic(let b1, let b2, let b)):
            return .cubic(control1: mix(a1, b1), control2: mix(a2, b2), to: mix(a, b))
        default: return f < 1 ? self : other
        }
    }
}
