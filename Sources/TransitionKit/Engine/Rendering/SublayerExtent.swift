import Foundation

/// Where a layer's sublayers (and theirs, all the way down) can draw, in the layer's bounds
/// coordinates: what lets the renderer skip a whole subtree that lies off the screen or outside
/// a clipping ancestor without reading its layers (`CALayer.sublayerExtent`). Hidden and
/// transparent sublayers are included (the box only ever holds more than is drawn). Ours.
@_spi(Rendering)
public struct SublayerExtent: Equatable, Sendable {
    /// The bounding box, points in the layer's bounds coordinates, of every sublayer's bounds
    /// (and theirs) as placed by their transforms; `CGRect.null` when there are no sublayers.
    /// Meaningful only when `isBounded`.
    public let box: CGRect
    /// False when no box can be given: somewhere in the subtree (the layer included) a layer
    /// has a `mask` or is a `CAShapeLayer` (their paint may reach anywhere), shows an image
    /// drawn from views, turns in 3-D (a transform that is not affine, a
    /// `sublayerTransform`), or a sublayer has animations (its place on screen is not its
    /// model's; until the animation is removed).
    public let isBounded: Bool
    /// Whether the layer or a layer inside it backs a `UILabel` (a label's text may be moved
    /// into a bordered ancestor's interior, outside the box).
    public let holdsLabel: Bool

    /// No box: see `isBounded`.
    static let unbounded = SublayerExtent(box: .null, isBounded: false, holdsLabel: true)
}
