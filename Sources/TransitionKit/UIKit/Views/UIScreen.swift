import Foundation

/// The device screen, as UIKit's `UIScreen` (an `NSObject`): its bounds are the key window's
/// (the phone the playground draws), 390 × 844 points before there is one (the iPhone 14's
/// point size), portrait; its scale is 1 pixel per point. Ours: a terminal has no pixels finer
/// than a point, so images drawn "at the screen's scale" (`UIScreen.main.scale`, a scale of 0
/// in `UIGraphicsBeginImageContextWithOptions`) have one pixel per point; pass 2 or 3 for
/// denser bitmaps. Source: Apple's UIKit documentation for `UIScreen`.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    private static let instance = UIScreen()

    /// The screen every window is on.
    open class var main: UIScreen { instance }

    /// The point size before any window is key: 390 × 844 (ours: the iPhone 14's).
    static let defaultSize = CGSize(width: 390, height: 844)

    private override init() {
        super.init()
    }

    /// The screen's rectangle in points: the key window's bounds (at the origin), or (0, 0, 390,
    /// 844) while no window is key.
    open var bounds: CGRect {
        CGRect(origin: .zero, size: UIApplication.shared.currentKeyWindow?.bounds.size ?? Self.defaultSize)
    }

    /// Pixels per point: 1 (see the type's description).
    open var scale: CGFloat { 1 }

    /// The physical screen's pixels per point: 1, as `scale`.
    open var nativeScale: CGFloat { 1 }

    /// The screen's rectangle in pixels: `bounds` times `nativeScale`.
    open var nativeBounds: CGRect {
        let size = bounds.size
        return CGRect(x: 0, y: 0, width: size.width * nativeScale, height: size.height * nativeScale)
    }

    /// The most frames a second the screen shows: 60 (what `CADisplayLink` assumes before its
    /// first frame; the engine's frames come as often as it is advanced).
    open var maximumFramesPerSecond: Int { 60 }
}
