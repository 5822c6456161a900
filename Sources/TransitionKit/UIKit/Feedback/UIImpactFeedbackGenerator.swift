import Foundation

/// Haptics for a collision, as UIKit's `UIImpactFeedbackGenerator` (a snap into place, a card
/// landing). Does nothing here (see `UIFeedbackGenerator`). Source: Apple's UIKit
/// documentation for `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the collision feels, UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        /// A collision between small, light objects.
        case light = 0
        /// Between moderately sized objects (`init()`'s style).
        case medium = 1
        /// Between large, heavy objects.
        case heavy = 2
        /// Between soft, flexible objects.
        case soft = 3
        /// Between hard, inflexible objects.
        case rigid = 4
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Gives the impact: nothing here.
    open func impactOccurred() {}

    /// Gives the impact at `intensity` (0…1): nothing here.
    open func impactOccurred(intensity: CGFloat) {}
}
