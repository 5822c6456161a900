import Foundation
@_spi(Rendering) import TransitionKit

/// A superlayer's `sublayerTransform` as it acts on its sublayers: applied about the
/// superlayer's anchor point (with `anchorPointZ`), in its bounds coordinates, after each
/// sublayer's own placement — `translate(−pivot) · sublayerTransform · translate(pivot)`. Read
/// once per superlayer per frame; nil (by `init?`) for the identity, the common case. Source:
/// Apple's Core Animation documentation for `sublayerTransform`; the composition is ours.
struct SublayerSpace {
    /// The whole map from a sublayer's placement to the superlayer's bounds coordinates.
    let transform: CATransform3D

    /// `layer`'s sublayer space, or nil when its `sublayerTransform` is the identity. Inlined:
    /// an initialiser takes the layer owned, a retain and release per layer read otherwise.
    @MainActor @inline(__always)
    init?(_ layer: CALayer) {
        guard layer.hasSublayerTransform else { return nil }
        let sublayerTransform = layer.sublayerTransform
        let bounds = layer.bounds
        let x = bounds.minX + layer.anchorPoint.x * bounds.width
        let y = bounds.minY + layer.anchorPoint.y * bounds.height
        let z = layer.anchorPointZ
        transform = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-x, -y, -z), sublayerTransform),
            CATransform3DMakeTranslation(x, y, z))
    }
}
