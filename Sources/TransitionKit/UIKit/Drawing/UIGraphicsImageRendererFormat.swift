import Foundation

/// The bitmap an image renderer draws into, as UIKit's `UIGraphicsImageRendererFormat`: its
/// scale (pixels per point), whether it is opaque (black underneath what is drawn) and its
/// colour range (stored: every bitmap here is 8-bit sRGB). Source: Apple's UIKit
/// documentation for `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point (default: the main screen's, 1).
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the bitmap has no transparency (default false).
    open var opaque = false
    /// The colour range wanted (default `.automatic`; stored).
    open var preferredRange: UIGraphicsImageRendererFormat.Range = .automatic

    /// Whether an extended colour range is wanted (the iOS 10–11 spelling of `preferredRange`).
    @available(*, deprecated, message: "Use the preferredRange property instead")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A format with the defaults.
    public override init() {
        super.init()
    }

    /// The format that suits the main screen (the defaults).
    open class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The defaults, as `preferred()` (UIKit's older name).
    @available(*, deprecated, renamed: "preferred()")
    open class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }
}
