import Foundation

/// A path flattened into polylines: each subpath a list of points joined by straight lines,
/// curves replaced by chords within a tolerance. What fills, strokes, hit-tests and the
/// renderer use. Ours.
struct FlattenedPath: Equatable, Sendable {
    /// One subpath: its points (at least one).
    struct Subpath: Equatable, Sendable {
        var points: [CGPoint]
    }

    private(set) var subpaths: [Subpath] = []

    /// Flattens `elements`, splitting each curve into chords whose distance from the curve is
    /// at most `tolerance` (in the elements' units, points), at most 256 chords per curve.
    init(_ elements: [PathElement], tolerance: CGFloat) {
        var builder = Builder()
        Self.flatten(elements, tolerance: tolerance, into: &builder)
        subpaths = builder.subpaths
    }

    /// Collects `FlattenedPath.subpaths`.
    private struct Builder: PolylineSink {
        var subpaths: [Subpath] = []
        var current = Subpath(points: [])

        mutating func begin(at point: CGPoint) { current = Subpath(points: [point]) }
        mutating func lineTo(_ point: CGPoint) { current.points.append(point) }
        mutating func end(closed: Bool) { subpaths.append(current) }
    }

    /// Flattens `elements` into `sink` (see `init(_:tolerance:)`): each subpath as a `begin`,
    /// its further points as `lineTo`s and an `end`, in the elements' order. A subpath starts
    /// at a move, or at the current point when a line or curve follows a close.
    static func flatten<Sink: PolylineSink>(_ elements: [PathElement], tolerance: CGFloat, into sink: inout Sink) {
        var open = false
        var start = CGPoint.zero
        var last = CGPoint.zero
        func begin(at point: CGPoint) {
            if open { sink.end(closed: false) }
            sink.begin(at: point)
            open = true
            start = point
        }
        func lineTo(_ point: CGPoint) {
            if !open { begin(at: last) }
            sink.lineTo(point)
        }
        let tolerance = max(tolerance, 1e-3)
        for element in elements {
            switch element {
            case .move(let p):
                begin(at: p)
                last = p
            case .line(let p):
                lineTo(p)
                last = p
            case .quad(let c, let p):
                // As a cubic with control points two thirds of the way to the quad's control.
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                forEachCubicChord(last, c1, c2, p, tolerance: tolerance, lineTo)
                last = p
            case .cubic(let c1, let c2, let p):
                forEachCubicChord(last, c1, c2, p, tolerance: tolerance, lineTo)
                last = p
            case .close:
                if open {
                    sink.end(closed: true)
                    open = false
                }
                last = start
            }
        }
        if open { sink.end(closed: false) }
    }

    /// Calls `body` with the chord end points of the cubic from `p0` (exclusive) to `p3`
    /// (inclusive), in order: n equal parameter steps with n from the curve's second
    /// differences (Wang's formula), so every chord stays within `tolerance` of the curve.
    @inline(__always)
    private static func forEachCubicChord(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat, _ body: (CGPoint) -> Void
    ) {
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let bend = (ddx * ddx + ddy * ddy).squareRoot()
        let steps = bend.isFinite ? min(max(Int((0.75 * bend / tolerance).squareRoot().rounded(.up)), 1), 256) : 1
        for index in 1...steps {
            let t = CGFloat(index) / CGFloat(steps)
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            body(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }

    /// Whether `point` is inside the fill under `evenOdd` (else non-zero winding); every
    /// subpath counts as closed, as fills close them. A point exactly on an edge may count
    /// either way.
    func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        for subpath in subpaths {
            let points = subpath.points
            guard points.count > 1 else { continue }
            var previous = points[points.count - 1]
            for current in points {
                if (previous.y <= point.y) != (current.y <= point.y) {
                    let x = previous.x + (point.y - previous.y) / (current.y - previous.y) * (current.x - previous.x)
                    if x > point.x {
                        crossings += 1
                        winding += current.y > previous.y ? 1 : -1
                    }
                }
                previous = current
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }
}
