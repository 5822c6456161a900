import Foundation

/// The straight segments a path's stroke draws, kept in a buffer that is filled again for the
/// next path without allocating (the renderer strokes a shape layer's path per frame):
/// each subpath's lines in order, the closing line last when it was closed, trimmed to a
/// fraction of the whole length as `CAShapeLayer.strokeStart`/`strokeEnd` trim it. Ours, for
/// the renderer.
@_spi(Rendering)
public struct StrokeSegments: PolylineSink {
    /// The segments (points; the renderer maps them in place).
    public var segments: [(CGPoint, CGPoint)] = []
    /// The total length of the segments added since `removeAll`, before trimming (points).
    public private(set) var length: CGFloat = 0
    /// The subpath being added: its first and last points, how many points, its length.
    private var first = CGPoint.zero
    private var last = CGPoint.zero
    private var points = 0
    private var subpathLength: CGFloat = 0

    /// No segments.
    public init() {}

    /// Removes every segment, keeping the storage.
    public mutating func removeAll() {
        segments.removeAll(keepingCapacity: true)
        length = 0
    }

    mutating func begin(at point: CGPoint) {
        first = point
        last = point
        points = 1
        subpathLength = 0
    }

    mutating func lineTo(_ point: CGPoint) {
        add(last, point)
        last = point
        points += 1
    }

    mutating func end(closed: Bool) {
        if closed && points > 1 { add(last, first) }
        length += subpathLength
    }

    private mutating func add(_ a: CGPoint, _ b: CGPoint) {
        segments.append((a, b))
        subpathLength += hypot(b.x - a.x, b.y - a.y)
    }

    /// Keeps, in place, what a stroke draws from `start` to `end` (0…1 fractions of `length`,
    /// clamped): the whole path is one length, subpaths one after the other; a segment cut by
    /// either end is cut there.
    mutating func trim(from start: CGFloat, to end: CGFloat) {
        let lo = min(max(start, 0), 1)
        let hi = min(max(end, 0), 1)
        guard hi > lo else { return segments.removeAll(keepingCapacity: true) }
        if lo <= 0 && hi >= 1 { return }
        let total = length
        guard total > 0 else { return segments.removeAll(keepingCapacity: true) }
        let from = lo * total
        let to = hi * total
        var kept = 0
        var position: CGFloat = 0
        for index in segments.indices {
            let (a, b) = segments[index]
            let segmentLength = hypot(b.x - a.x, b.y - a.y)
            let next = position + segmentLength
            defer { position = next }
            guard next > from, position < to, segmentLength > 0 else { continue }
            func point(at distance: CGFloat) -> CGPoint {
                let f = (distance - position) / segmentLength
                return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            }
            segments[kept] = (point(at: max(from, position)), point(at: min(to, next)))
            kept += 1
        }
        segments.removeLast(segments.count - kept)
    }
}
