import Foundation

/// The base of UIKit's graphics renderers, as `UIGraphicsRenderer`: an area and a format.
/// Source: Apple's UIKit documentation for `UIGraphicsRenderer`.
@preconcurrency @MainActor
open class UIGraphicsRenderer: NSObject {
    /// The area drawn, points.
    let bounds: CGRect
    /// The base format.
    let baseFormat: UIGraphicsRendererFormat

    init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        baseFormat = format
        format.bounds = bounds
        super.init()
    }

    /// Whether the renderer makes images (true for image renderers).
    open var allowsImageOutput: Bool { false }
}
