import Foundation

/// The layer properties that animations animate (Core Animation key paths). View animations
/// (`UIView.animate…`) record changes of `bounds`, `position`, `transform`, `opacity`,
/// `backgroundColor` and `cornerRadius`; `sublayerTransform` and `zPosition` animate through
/// explicit animations (ours: set inside a view animation block they change at once).
enum LayerProperty: String, CaseIterable, Sendable {
    case bounds
    case position
    case transform
    case sublayerTransform
    case zPosition
    case opacity
    case backgroundColor
    case cornerRadius
}
