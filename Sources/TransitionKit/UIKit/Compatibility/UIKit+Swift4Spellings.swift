// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation

// UIKit's names before Swift 4.2 (and a few from Swift 2 and 3), as many public tutorials still
// spell them. The iOS SDK refuses them today; pushpop helps: each compiles, with a deprecation
// warning that names today's spelling (a fix-it applies it), and means exactly what today's
// does. Overriding a method under its old name (`override func didMove(toParentViewController:)`)
// is not possible: override today's. Ours; the renames are Apple's (Swift 4.2 migration).

// MARK: Types

/// Swift 3/4's name of `UIView.AnimationOptions`.
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// Swift 3/4's name of `UIView.AnimationCurve`.
@available(*, deprecated, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

/// Swift 3/4's name of `UIView.KeyframeAnimationOptions`.
@available(*, deprecated, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions

/// Swift 3/4's name of `UIView.ContentMode`.
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// Swift 3/4's name of `UIView.AutoresizingMask`.
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// Swift 3/4's name of `UINavigationController.Operation`.
@available(*, deprecated, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

/// Swift 3/4's name of `UIBlurEffect.Style`.
@available(*, deprecated, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style

// MARK: Constants

/// Swift 2's key for the from view controller (`viewControllerForKey(_:)`).
@available(*, deprecated, renamed: "UITransitionContextViewControllerKey.from")
public let UITransitionContextFromViewControllerKey = UITransitionContextViewControllerKey.from

/// Swift 2's key for the to view controller.
@available(*, deprecated, renamed: "UITransitionContextViewControllerKey.to")
public let UITransitionContextToViewControllerKey = UITransitionContextViewControllerKey.to

/// Swift 2's key for the from view (`viewForKey(_:)`).
@available(*, deprecated, renamed: "UITransitionContextViewKey.from")
public let UITransitionContextFromViewKey = UITransitionContextViewKey.from

/// Swift 2's key for the to view.
@available(*, deprecated, renamed: "UITransitionContextViewKey.to")
public let UITransitionContextToViewKey = UITransitionContextViewKey.to

/// Swift 3's name of `UIFont.Weight.ultraLight`.
@available(*, deprecated, renamed: "UIFont.Weight.ultraLight")
public let UIFontWeightUltraLight = UIFont.Weight.ultraLight
/// Swift 3's name of `UIFont.Weight.thin`.
@available(*, deprecated, renamed: "UIFont.Weight.thin")
public let UIFontWeightThin = UIFont.Weight.thin
/// Swift 3's name of `UIFont.Weight.light`.
@available(*, deprecated, renamed: "UIFont.Weight.light")
public let UIFontWeightLight = UIFont.Weight.light
/// Swift 3's name of `UIFont.Weight.regular`.
@available(*, deprecated, renamed: "UIFont.Weight.regular")
public let UIFontWeightRegular = UIFont.Weight.regular
/// Swift 3's name of `UIFont.Weight.medium`.
@available(*, deprecated, renamed: "UIFont.Weight.medium")
public let UIFontWeightMedium = UIFont.Weight.medium
/// Swift 3's name of `UIFont.Weight.semibold`.
@available(*, deprecated, renamed: "UIFont.Weight.semibold")
public let UIFontWeightSemibold = UIFont.Weight.semibold
/// Swift 3's name of `UIFont.Weight.bold`.
@available(*, deprecated, renamed: "UIFont.Weight.bold")
public let UIFontWeightBold = UIFont.Weight.bold
/// Swift 3's name of `UIFont.Weight.heavy`.
@available(*, deprecated, renamed: "UIFont.Weight.heavy")
public let UIFontWeightHeavy = UIFont.Weight.heavy
/// Swift 3's name of `UIFont.Weight.black`.
@available(*, deprecated, renamed: "UIFont.Weight.black")
public let UIFontWeightBlack = UIFont.Weight.black

// MARK: Functions

/// Swift 4's way to make insets: `UIEdgeInsets(top:left:bottom:right:)`, in points.
@available(*, deprecated, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Swift 4's `rect.inset(by: insets)`.
@available(*, deprecated, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

// MARK: Methods

extension UIView {
    /// Swift 4's `bringSubviewToFront(_:)`.
    @available(*, deprecated, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) {
        bringSubviewToFront(view)
    }

    /// Swift 4's `sendSubviewToBack(_:)`.
    @available(*, deprecated, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) {
        sendSubviewToBack(view)
    }
}

extension UIViewController {
    /// Swift 4's `children`.
    @available(*, deprecated, renamed: "children")
    public var childViewControllers: [UIViewController] { children }

    /// Swift 4's `isMovingToParent`.
    @available(*, deprecated, renamed: "isMovingToParent")
    public var isMovingToParentViewController: Bool { isMovingToParent }

    /// Swift 4's `isMovingFromParent`.
    @available(*, deprecated, renamed: "isMovingFromParent")
    public var isMovingFromParentViewController: Bool { isMovingFromParent }

    /// Swift 4's `addChild(_:)`.
    @available(*, deprecated, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) {
        addChild(childController)
    }

    /// Swift 4's `removeFromParent()`.
    @available(*, deprecated, renamed: "removeFromParent()")
    public func removeFromParentViewController() {
        removeFromParent()
    }

    /// Swift 4's `willMove(toParent:)` (call it; override today's).
    @available(*, deprecated, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: UIViewController?) {
        willMove(toParent: parent)
    }

    /// Swift 4's `didMove(toParent:)` (call it; override today's).
    @available(*, deprecated, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: UIViewController?) {
        didMove(toParent: parent)
    }
}

// MARK: Types and functions of images, fonts, haptics, accessibility and attributed text

/// Swift 4's name of `UIImage.RenderingMode`.
@available(*, deprecated, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

/// Swift 4's name of `UIImage.ResizingMode`.
@available(*, deprecated, renamed: "UIImage.ResizingMode")
public typealias UIImageResizingMode = UIImage.ResizingMode

/// Swift 4's name of `UIFont.TextStyle`.
@available(*, deprecated, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// Swift 4's name of `UIImpactFeedbackGenerator.FeedbackStyle`.
@available(*, deprecated, renamed: "UIImpactFeedbackGenerator.FeedbackStyle")
public typealias UIImpactFeedbackStyle = UIImpactFeedbackGenerator.FeedbackStyle

/// Swift 4's name of `UINotificationFeedbackGenerator.FeedbackType`.
@available(*, deprecated, renamed: "UINotificationFeedbackGenerator.FeedbackType")
public typealias UINotificationFeedbackType = UINotificationFeedbackGenerator.FeedbackType

/// Swift 4's name of `NSAttributedString.Key`.
@available(*, deprecated, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

/// Swift 3's `NSAttributedString.Key.font`.
@available(*, deprecated, renamed: "NSAttributedString.Key.font")
public let NSFontAttributeName = NSAttributedString.Key.font

/// Swift 3's `NSAttributedString.Key.foregroundColor`.
@available(*, deprecated, renamed: "NSAttributedString.Key.foregroundColor")
public let NSForegroundColorAttributeName = NSAttributedString.Key.foregroundColor

/// Swift 4's `UIAccessibility.Notification.screenChanged`.
@available(*, deprecated, renamed: "UIAccessibility.Notification.screenChanged")
public let UIAccessibilityScreenChangedNotification = UIAccessibility.Notification.screenChanged

/// Swift 4's `UIAccessibility.Notification.layoutChanged`.
@available(*, deprecated, renamed: "UIAccessibility.Notification.layoutChanged")
public let UIAccessibilityLayoutChangedNotification = UIAccessibility.Notification.layoutChanged

/// Swift 4's `UIAccessibility.Notification.announcement`.
@available(*, deprecated, renamed: "UIAccessibility.Notification.announcement")
public let UIAccessibilityAnnouncementNotification = UIAccessibility.Notification.announcement

/// Swift 4's `UIAccessibility.isReduceMotionEnabled`.
@available(*, deprecated, renamed: "getter:UIAccessibility.isReduceMotionEnabled()")
@MainActor public func UIAccessibilityIsReduceMotionEnabled() -> Bool {
    UIAccessibility.isReduceMotionEnabled
}

/// Swift 4's `UIAccessibility.post(notification:argument:)`.
@available(*, deprecated, renamed: "UIAccessibility.post(notification:argument:)")
public func UIAccessibilityPostNotification(_ notification: UIAccessibility.Notification, _ argument: Any?) {
    UIAccessibility.post(notification: notification, argument: argument)
}
