import Foundation

/// A visual effect, as UIKit's `UIVisualEffect`. Source: Apple's UIKit documentation.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// No effect.
    public override init() {
        super.init()
    }

    /// The translucent colour the terminal renderer draws for the effect (ours).
    var tint: UIColor { .clear }
}

/// A blur, as UIKit's `UIBlurEffect`. A terminal cannot blur: the effect is drawn as a
/// translucent tint of its style's colour over what is behind (ours). Source: Apple's UIKit
/// documentation for `UIBlurEffect`.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// Blur styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Lighter than the content.
        case extraLight = 0
        /// Light.
        case light = 1
        /// Dark.
        case dark = 2
        /// Adapts to the interface (light here).
        case regular = 4
        /// Adapts, more opaque.
        case prominent = 5
        /// The system's ultra-thin material.
        case systemUltraThinMaterial = 6
        /// The system's thin material.
        case systemThinMaterial = 7
        /// The system's material.
        case systemMaterial = 8
        /// The system's thick material.
        case systemThickMaterial = 9
        /// The system's chrome material.
        case systemChromeMaterial = 10
    }

    /// The style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var tint: UIColor {
        switch style {
        case .dark: UIColor(white: 0.1, alpha: 0.7)
        case .extraLight: UIColor(white: 0.97, alpha: 0.8)
        case .systemUltraThinMaterial: UIColor(white: 0.95, alpha: 0.35)
        case .systemThinMaterial: UIColor(white: 0.95, alpha: 0.5)
        case .systemThickMaterial, .prominent: UIColor(white: 0.95, alpha: 0.85)
        default: UIColor(white: 0.95, alpha: 0.7)
        }
    }
}

/// A view that shows a visual effect behind its `contentView`, as UIKit's `UIVisualEffectView`.
/// Setting `effect` inside an animation block fades the effect in or out. Source: Apple's UIKit
/// documentation for `UIVisualEffectView`; the tint drawing is ours.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it fills the effect view.
    public let contentView = UIView(frame: .zero)

    /// The effect; nil shows nothing.
    open var effect: UIVisualEffect? {
        didSet { backgroundColor = effect?.tint ?? .clear }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        backgroundColor = effect?.tint ?? .clear
        addSubview(contentView)
    }

    /// An effect view with no effect and frame `frame`, points.
    public override init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = bounds
    }

    /// Views are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps `contentView` filling the bounds.
    open override func layoutSubviews() {
        contentView.frame = bounds
    }
}
