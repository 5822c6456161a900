import Foundation

/// The layer properties that view animations animate (Core Animation key paths).
enum LayerProperty: String, CaseIterable, Sendable {
    case bounds
    case position
    case transform
    case opacity
    case backgroundColor
    case cornerRadius
}
