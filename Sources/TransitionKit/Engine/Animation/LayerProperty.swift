import Foundation

/// The layer properties that animations animate (Core Animation key paths). View animations
/// (`UIView.animate…`) record changes of `bounds`, `position`, `transform`, `opacity`,
/// `backgroundColor` and `cornerRadius`; `sublayerTransform` and `zPosition` animate through
/// explicit animations (ours: set inside a view animation block they change at once). The shape
/// properties exist on `CAShapeLayer` only.
enum LayerProperty: String, CaseIterable, Sendable {
    case bounds
    case position
    case transform
    case sublayerTransform
    case zPosition
    case opacity
    case backgroundColor
    case cornerRadius
    case path
    case fillColor
    case strokeColor
    case lineWidth
    case strokeStart
    case strokeEnd

    /// Whether the property belongs to `CAShapeLayer`.
    var isShapeProperty: Bool {
        switch self {
        case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd: true
        default: false
        }
    }
}
