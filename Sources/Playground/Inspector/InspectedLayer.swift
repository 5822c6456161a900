import Foundation
import TransitionKit

/// The values the inspector shows of one layer, read once: frame (in its superlayer, points),
/// transform, anchor point (0…1 of the bounds), opacity (0…1), hidden flag, mask and
/// `zPosition` (points). Read from a model layer or from its presentation. Ours.
@MainActor
struct InspectedLayer {
    /// The frame in the superlayer's coordinates, points: the bounding box of the transformed
    /// bounds (`CALayer.frame`).
    let frame: CGRect
    /// The transform about the anchor point.
    let transform: CATransform3D
    /// The anchor point, a 0…1 fraction of the bounds.
    let anchorPoint: CGPoint
    /// Opacity (a view's `alpha`), 0…1.
    let opacity: Float
    /// `isHidden`.
    let isHidden: Bool
    /// The mask layer's class name, if there is a mask.
    let mask: String?
    /// `zPosition`, points.
    let zPosition: CGFloat

    /// The values of `layer` as it is.
    init(_ layer: CALayer) {
        frame = layer.frame
        transform = layer.transform
        anchorPoint = layer.anchorPoint
        opacity = layer.opacity
        isHidden = layer.isHidden
        mask = layer.mask.map { String(describing: type(of: $0)) }
        zPosition = layer.zPosition
    }

    /// The model values of `layer` and its presentation values (the same when it runs no
    /// animation: no presentation copy is made for it then).
    static func modelAndPresentation(of layer: CALayer) -> (model: InspectedLayer, presentation: InspectedLayer) {
        let model = InspectedLayer(layer)
        guard layer.animationKeys() != nil, let presentation = layer.presentation() else { return (model, model) }
        return (model, InspectedLayer(presentation))
    }
}
