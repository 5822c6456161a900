import Foundation

/// What a graphics renderer draws into, as UIKit's `UIGraphicsRendererFormat`.
/// Source: Apple's UIKit documentation for `UIGraphicsRendererFormat`.
@preconcurrency @MainActor
open class UIGraphicsRendererFormat: NSObject {
    /// The area drawn, points (set by the renderer).
    open internal(set) var bounds: CGRect = .zero

    /// A format with the defaults.
    public override init() {
        super.init()
    }
}
