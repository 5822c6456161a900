import Foundation

/// A `CAKeyframeAnimation`'s `path` as the motion of a point: where the point is, and which way
/// it heads, at each moment of the animation. Ours, after Apple's documentation for `path`.
///
/// The keyframes are the path's first point and the end point of every line and curve (a
/// `closeSubpath` is a line back to the subpath's start); a move-to defines no keyframe, so the
/// point jumps to it when the segment after it begins. Between two keyframes the point follows
/// the segment: at the segment's Bézier parameter t = the fraction of its time that has passed
/// (linear and cubic modes, at `keyTimes` or evenly spaced), or at constant speed along the
/// whole path by arc length (paced and cubic paced modes); discrete mode holds each keyframe.
struct PathMotion {
    /// One line or curve of the path, with its start point.
    enum Segment {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        var start: CGPoint {
            switch self {
            case .line(let p0, _), .quad(let p0, _, _), .cubic(let p0, _, _, _): p0
            }
        }

        var end: CGPoint {
            switch self {
            case .line(_, let p1), .quad(_, _, let p1), .cubic(_, _, _, let p1): p1
            }
        }

        /// The point at Bézier parameter `t` (0…1).
        func point(at t: CGFloat) -> CGPoint {
            let u = 1 - t
            switch self {
            case .line(let p0, let p1):
                return CGPoint(x: u * p0.x + t * p1.x, y: u * p0.y + t * p1.y)
            case .quad(let p0, let c, let p1):
                let (a, b, d) = (u * u, 2 * u * t, t * t)
                return CGPoint(x: a * p0.x + b * c.x + d * p1.x, y: a * p0.y + b * c.y + d * p1.y)
            case .cubic(let p0, let c1, let c2, let p1):
                let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                return CGPoint(
                    x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
            }
        }

        /// The derivative at Bézier parameter `t`: the direction of travel (not normalised).
        func derivative(at t: CGFloat) -> CGVector {
            let u = 1 - t
            switch self {
            case .line(let p0, let p1):
                return CGVector(dx: p1.x - p0.x, dy: p1.y - p0.y)
            case .quad(let p0, let c, let p1):
                return CGVector(
                    dx: 2 * u * (c.x - p0.x) + 2 * t * (p1.x - c.x), dy: 2 * u * (c.y - p0.y) + 2 * t * (p1.y - c.y))
            case .cubic(let p0, let c1, let c2, let p1):
                let (a, b, c) = (3 * u * u, 6 * u * t, 3 * t * t)
                return CGVector(
                    dx: a * (c1.x - p0.x) + b * (c2.x - c1.x) + c * (p1.x - c2.x),
                    dy: a * (c1.y - p0.y) + b * (c2.y - c1.y) + c * (p1.y - c2.y))
            }
        }
    }

    /// The first point of the path: the value at keyframe 0.
    let start: CGPoint
    let segments: [Segment]
    /// For each segment, the arc length from its start at parameter j / `samples` (j = 0…samples).
    private let lengths: [[CGFloat]]
    /// The length of every segment together, points.
    let totalLength: CGFloat

    /// Parameter steps per curve for arc lengths (chords of a 1/32 parameter step).
    private static let samples = 32

    /// The motion along `path`; nil for a path with no point at all.
    init?(_ path: CGPath) {
        var start: CGPoint?
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var segments: [Segment] = []
        func begin() {
            if start == nil { start = current }
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                begin()
            case .line(let p):
                begin()
                segments.append(.line(current, p))
                current = p
            case .quad(let c, let p):
                begin()
                segments.append(.quad(current, c, p))
                current = p
            case .cubic(let c1, let c2, let p):
                begin()
                segments.append(.cubic(current, c1, c2, p))
                current = p
            case .close:
                if current != subpathStart { segments.append(.line(current, subpathStart)) }
                current = subpathStart
            }
        }
        guard let start else { return nil }
        self.start = start
        self.segments = segments
        lengths = segments.map { segment in
            if case .line(let p0, let p1) = segment { return [0, hypot(p1.x - p0.x, p1.y - p0.y)] }
            var table: [CGFloat] = [0]
            var previous = segment.start
            for j in 1...Self.samples {
                let point = segment.point(at: CGFloat(j) / CGFloat(Self.samples))
                table.append(table[j - 1] + hypot(point.x - previous.x, point.y - previous.y))
                previous = point
            }
            return table
        }
        totalLength = lengths.reduce(0) { $0 + ($1.last ?? 0) }
    }

    /// How many keyframes the path defines: its first point and each segment's end.
    var keyframeCount: Int { segments.count + 1 }

    /// Where the point is at `progress` (0…1 of the animation, after its timing) and the angle
    /// of its heading (radians, `atan2(dy, dx)`: 0 is +x, π/2 is down the screen), with the
    /// key times (`keyframeCount` of them, ascending from 0 to 1) for the linear, cubic and
    /// discrete modes. The heading of a segment that has no direction where the point is (a
    /// curve's end at its control point) is its chord's; of a point that never moves, 0.
    func location(at progress: Double, mode: KeyframeCalculationMode, keyTimes: [Double]) -> (CGPoint, CGFloat) {
        guard !segments.isEmpty else { return (start, 0) }
        let k = min(max(progress, 0), 1)
        let index: Int
        let t: CGFloat
        switch mode {
        case .paced, .cubicPaced:
            (index, t) = parameter(atDistance: CGFloat(k) * totalLength)
        case .discrete:
            let keyframe = AnimationTrack.discreteIndex(keyTimes: keyTimes, count: keyframeCount, at: k)
            guard keyframe > 0 else { return (start, heading(segment: 0, at: 0)) }
            (index, t) = (keyframe - 1, 1)
        case .linear, .cubic:
            let (segment, fraction) = AnimationTrack.segment(keyTimes: keyTimes, at: k)
            (index, t) = (min(segment, segments.count - 1), CGFloat(fraction))
        }
        return (segments[index].point(at: t), heading(segment: index, at: t))
    }

    /// The segment and its parameter at arc length `distance` from the path's start.
    private func parameter(atDistance distance: CGFloat) -> (Int, CGFloat) {
        var remaining = distance
        for (index, table) in lengths.enumerated() {
            let length = table.last ?? 0
            if remaining <= length || index == lengths.count - 1 {
                guard length > 0 else { return (index, 1) }
                let target = min(max(remaining, 0), length)
                let step = table.firstIndex { $0 >= target } ?? table.count - 1
                guard step > 0 else { return (index, 0) }
                let span = table[step] - table[step - 1]
                let within = span > 0 ? (target - table[step - 1]) / span : 1
                return (index, (CGFloat(step - 1) + within) / CGFloat(table.count - 1))
            }
            remaining -= length
        }
        return (lengths.count - 1, 1)
    }

    /// The heading of segment `index` at parameter `t`, radians.
    private func heading(segment index: Int, at t: CGFloat) -> CGFloat {
        let segment = segments[index]
        let direction = segment.derivative(at: t)
        if hypot(direction.dx, direction.dy) > 1e-9 { return atan2(direction.dy, direction.dx) }
        let chord = CGVector(dx: segment.end.x - segment.start.x, dy: segment.end.y - segment.start.y)
        return hypot(chord.dx, chord.dy) > 1e-9 ? atan2(chord.dy, chord.dx) : 0
    }
}
