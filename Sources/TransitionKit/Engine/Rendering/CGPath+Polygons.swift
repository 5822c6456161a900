import Foundation

extension CGPath {
    /// Adds the path's subpaths to `polygons` as polylines, curves flattened to chords within
    /// `tolerance` points, each closed for filling (a fill closes every subpath). Ours, for
    /// the renderer.
    @_spi(Rendering)
    public func appendFillPolygons(tolerance: CGFloat, to polygons: inout FillPolygons) {
        FlattenedPath.flatten(elements, tolerance: tolerance, into: &polygons)
    }

    /// The straight pieces a stroke draws from `start` to `end` (0…1 fractions of the path's
    /// length, as `CAShapeLayer.strokeStart`/`strokeEnd`), curves flattened within `tolerance`
    /// points, in `segments` (emptied first). Ours, for the renderer.
    @_spi(Rendering)
    public func strokeSegments(
        from start: CGFloat, to end: CGFloat, tolerance: CGFloat, into segments: inout StrokeSegments
    ) {
        segments.removeAll()
        FlattenedPath.flatten(elements, tolerance: tolerance, into: &segments)
        segments.trim(from: start, to: end)
    }
}
