import Foundation

/// What a path is flattened into (`FlattenedPath.flatten(_:tolerance:into:)`): each subpath
/// as `begin(at:)`, a `lineTo(_:)` per further point, then `end(closed:)`. Ours.
protocol PolylineSink {
    /// Starts a subpath at `point` (points).
    mutating func begin(at point: CGPoint)
    /// Adds the next point of the subpath.
    mutating func lineTo(_ point: CGPoint)
    /// Ends the subpath; `closed` when it ended with `closeSubpath`.
    mutating func end(closed: Bool)
}
