import Foundation
import TestSupport
import Testing
import TransitionKit

/// The small UIKit API transition code touches on its way: haptics, accessibility, symbol and
/// resizable images, named colours, text styles, attributed labels, traits, bars and the
/// status bar. Values from UIKit's documentation (defaults, sizes) and what each does here.
@MainActor
@Suite struct SmallUIKitSurfaceTests {
    @Test func feedbackGeneratorsAcceptTheirCalls() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        #expect(impact.style == .heavy && UIImpactFeedbackGenerator().style == .medium)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
    }

    @Test func accessibilityAsksForFullMotion() {
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        UIAccessibility.post(notification: .announcement, argument: "Photo opened")
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
    }

    /// Any symbol name gives the 16 × 16 placeholder, never nil.
    @Test func systemImagesAreAPlaceholder() throws {
        let chevron = try #require(UIImage(systemName: "chevron.left"))
        #expect(chevron.size == CGSize(width: 16, height: 16))
        #expect(UIImage(systemName: "no.such.symbol")?.size == chevron.size)
        // The disc of radius 7 covers the centre pixel and not the corner.
        #expect(chevron.cgImage?.pixel(x: 8, y: 8).alpha == 1)
        #expect(chevron.cgImage?.pixel(x: 0, y: 0).alpha == 0)
    }

    /// The variants keep the bitmap (they draw as the original) and record what was asked.
    @Test func imageVariantsDrawAsTheOriginal() throws {
        let original = try #require(UIImage(systemName: "heart.fill"))
        let template = original.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.cgImage === original.cgImage)
        #expect(template.withTintColor(.systemRed).renderingMode == .alwaysTemplate)
        #expect(original.withTintColor(.systemRed, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let insets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        let stretchy = original.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretchy.capInsets == insets && stretchy.resizingMode == .stretch && stretchy.size == original.size)
        #expect(original.resizableImage(withCapInsets: insets).resizingMode == .tile)
        #expect(original.renderingMode == .automatic && original.capInsets == .zero)
    }

    /// A missing asset colour is nil, as UIKit's; a registered one is found.
    @Test func namedColorsAreNilUnlessRegistered() {
        UIColor.removeRegisteredColors()
        #expect(UIColor(named: "AccentColor") == nil)
        UIColor.registerColor(.systemTeal, named: "AccentColor")
        #expect(UIColor(named: "AccentColor") == .systemTeal)
        #expect(UIColor(named: "AccentColor", in: nil, compatibleWith: nil) == .systemTeal)
        UIColor.removeRegisteredColors()
        #expect(UIColor(named: "AccentColor") == nil)
    }

    /// The default ("Large") Dynamic Type sizes of Apple's Human Interface Guidelines.
    @Test func preferredFontsHaveTheDefaultDynamicTypeSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body) == .systemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .headline).isBold)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: nil).pointSize == 11)
    }

    /// Attributed text sets the plain text the label draws; plain text replaces it.
    @Test func attributedTextIsDrawnAsItsString() {
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "Photos", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .kern: 1.5])
        #expect(label.text == "Photos")
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 1.5)
        label.text = "Albums"
        #expect(label.attributedText?.string == "Albums")
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func everythingIsInTheLightPortraitPhoneEnvironment() {
        let traits = UIView().traitCollection
        #expect(traits.userInterfaceStyle == .light && traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular && traits.displayScale == 1)
        #expect(UIViewController().traitCollection === UITraitCollection.current)
        #expect(traits.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!traits.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    }

    private final class DarkHeaderViewController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { true }
    }

    /// UIKit's defaults, stored; a subclass's status bar preferences are its own.
    @Test func barAndControllerPropertiesKeepUIKitsDefaults() {
        let controller = UIViewController()
        #expect(!controller.hidesBottomBarWhenPushed && controller.edgesForExtendedLayout == .all)
        #expect(!controller.extendedLayoutIncludesOpaqueBars && controller.preferredStatusBarStyle == .default)
        #expect(!controller.prefersStatusBarHidden)
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.navigationItem.largeTitleDisplayMode == .automatic)
        let dark = DarkHeaderViewController()
        #expect(dark.preferredStatusBarStyle == .lightContent && dark.prefersStatusBarHidden)

        let navigation = UINavigationController(rootViewController: controller)
        let bar = navigation.navigationBar
        #expect(!bar.prefersLargeTitles && bar.barTintColor == nil && bar.isTranslucent)
        bar.prefersLargeTitles = true
        bar.barTintColor = .systemIndigo
        bar.tintColor = .white
        #expect(bar.prefersLargeTitles && bar.barTintColor == .systemIndigo && bar.tintColor == .white)
    }

    /// The status bar is the key window's top safe-area inset across its width: 390 × 47 on the
    /// portrait phone. The test reads the API iOS deprecates, as iOS code still does, so it is
    /// deprecated too (the call does not warn here).
    @available(*, deprecated)
    @Test func statusBarFrameIsTheTopInset() {
        let window = makeWindow(UIViewController())
        let expected = CGRect(x: 0, y: 0, width: 390, height: 47)
        #expect(window.windowScene?.statusBarManager?.statusBarFrame == expected)
        #expect(window.windowScene?.statusBarManager?.isStatusBarHidden == false)
        #expect(UIApplication.shared.statusBarFrame == expected)
    }
}
