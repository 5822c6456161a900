import Foundation

/// Where a running `CATransition` draws a layer's old and new content at one moment, for the
/// renderer (which draws transitions outside the layer tree, as Core Animation's render server
/// does). Offsets are in the layer's bounds coordinates, points; both contents are clipped to
/// the layer's bounds and carry the layer's own transform and opacity. Ours.
@_spi(Rendering)
public struct ContentTransitionFrame {
    /// The old look: a frozen copy of the layer's view placed over the layer's bounds (not in
    /// any window; draw it as if it were the layer's only subview).
    public let oldContent: UIView
    /// How far the old content is moved from the layer's bounds.
    public let oldOffset: CGPoint
    /// The old content's opacity, 0…1.
    public let oldOpacity: Double
    /// How far the new content (the layer itself, with its sublayers) is moved.
    public let newOffset: CGPoint
    /// Whether the old content is drawn over the new (fade, reveal) or under it.
    public let oldOnTop: Bool
}
