import Foundation

/// The device screen, as UIKit's `UIScreen`: an iPhone-sized 390 × 844 point portrait screen
/// at scale 1 (the iPhone 14's point size). Source: Apple's UIKit documentation for `UIScreen`;
/// the size is ours.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen every window is on.
    public static let main = UIScreen()

    /// The screen's rectangle in points: (0, 0, 390, 844).
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point: 1.
    public let scale: CGFloat = 1

    private init() {}
}
