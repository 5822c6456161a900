import Foundation

/// The traits of the environment an interface appears in, as UIKit's `UITraitCollection`, the
/// part transition code reads: the appearance, the size classes and the display scale. Every
/// view and view controller here is in the same environment, `UITraitCollection.current`: an
/// iPhone in portrait in the light appearance (compact width, regular height, scale 1, the
/// screen's). Immutable. Source: Apple's UIKit documentation for `UITraitCollection`; the one
/// environment is ours.
public final class UITraitCollection: NSObject, Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The width class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public let displayScale: CGFloat

    /// A collection with every trait unspecified (scale 0), as UIKit's `init()`.
    public override convenience init() {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0)
    }

    /// A collection that specifies only `userInterfaceStyle`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, scale: 0)
    }

    private init(
        style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
        scale: CGFloat
    ) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        super.init()
    }

    /// The environment's traits: light, compact width, regular height, scale 1.
    public static var current: UITraitCollection { phone }

    private static let phone = UITraitCollection(style: .light, horizontal: .compact, vertical: .regular, scale: 1)

    /// Whether colours could look different under `traitCollection`: when the appearance
    /// differs. Source: Apple's documentation for `hasDifferentColorAppearance(comparedTo:)`.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }
}
