import Foundation

extension CGPath {
    /// The path's subpaths as polylines, curves flattened to chords within `tolerance` points,
    /// each closed for filling (a fill closes every subpath). Ours, for the renderer.
    @_spi(Rendering)
    public func fillPolygons(tolerance: CGFloat) -> [[CGPoint]] {
        flattened(tolerance: tolerance).subpaths.compactMap { $0.points.count > 2 ? $0.points : nil }
    }

    /// The straight pieces a stroke draws from `start` to `end` (0…1 fractions of the path's
    /// length, as `CAShapeLayer.strokeStart`/`strokeEnd`), curves flattened within `tolerance`
    /// points. Ours, for the renderer.
    @_spi(Rendering)
    public func strokeSegments(from start: CGFloat, to end: CGFloat, tolerance: CGFloat) -> [(CGPoint, CGPoint)] {
        flattened(tolerance: tolerance).trimmedSegments(from: start, to: end)
    }
}
