import Foundation

/// The polygons a path's fill covers, flattened, kept in buffers that are filled again for
/// the next path without allocating (the renderer fills a path per rounded or shape layer per
/// frame): every point in one array, each polygon (implicitly closed) ending where `ends`
/// says. Subpaths of two points or fewer are left out: they enclose nothing. Ours, for the
/// renderer.
@_spi(Rendering)
public struct FillPolygons: PolylineSink {
    /// The polygons' points one after the other (points; the renderer maps them in place).
    public var points: [CGPoint] = []
    /// The end index in `points` of each polygon, in order.
    public private(set) var ends: [Int] = []
    /// Where the subpath being added starts in `points`.
    private var start = 0

    /// No polygons.
    public init() {}

    /// Removes every polygon, keeping the storage.
    public mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with each polygon's points, in order. Inlinable: the renderer's scanline
    /// calls it twice per fill, with a closure of its own.
    @inlinable
    public func forEachPolygon(_ body: (UnsafeBufferPointer<CGPoint>) -> Void) {
        points.withUnsafeBufferPointer { all in
            var from = 0
            for end in ends {
                body(UnsafeBufferPointer(rebasing: all[from..<end]))
                from = end
            }
        }
    }

    mutating func begin(at point: CGPoint) {
        start = points.count
        points.append(point)
    }

    mutating func lineTo(_ point: CGPoint) { points.append(point) }

    mutating func end(closed: Bool) {
        if points.count - start > 2 {
            ends.append(points.count)
        } else {
            points.removeLast(points.count - start)
        }
    }
}
