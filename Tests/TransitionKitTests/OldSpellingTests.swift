import Foundation
import TestSupport
import Testing
import TransitionKit

/// The old spellings added with the shape, contents and geometry API mean what today's do, and
/// UIKit's string forms of geometry read as iOS prints them. The tests that use deprecated
/// names are deprecated too, so that the calls do not warn here.
@MainActor
@Suite struct OldSpellingTests {
    @available(*, deprecated)
    @Test func coreAnimationConstantsAreTodaysValues() {
        #expect(kCAFillRuleEvenOdd == .evenOdd && kCAFillRuleNonZero == .nonZero)
        #expect(kCALineCapButt == .butt && kCALineCapRound == .round && kCALineCapSquare == .square)
        #expect(kCALineJoinMiter == .miter && kCALineJoinRound == .round && kCALineJoinBevel == .bevel)
        #expect(kCAGravityResizeAspectFill == .resizeAspectFill && kCAGravityBottomLeft == .bottomLeft)
        #expect(kCAGravityCenter.rawValue == "center" && kCAGravityResize == .resize)
        #expect(kCAAnimationRotateAuto == .rotateAuto && kCAAnimationRotateAutoReverse == .rotateAutoReverse)
    }

    @available(*, deprecated)
    @Test func swift2CoreGraphicsFunctionsAreTodaysMembers() {
        let rect = CGRectMake(10, 20, 100, 50)
        #expect(rect == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(CGRectGetMinX(rect) == 10 && CGRectGetMidX(rect) == 60 && CGRectGetMaxX(rect) == 110)
        #expect(CGRectGetMinY(rect) == 20 && CGRectGetMidY(rect) == 45 && CGRectGetMaxY(rect) == 70)
        #expect(CGRectGetWidth(rect) == 100 && CGRectGetHeight(rect) == 50)
        #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2) && CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGRectZero == .zero && CGPointZero == .zero && CGSizeZero == .zero)
        #expect(CGAffineTransformIdentity == .identity)
        #expect(CGAffineTransformMakeScale(2, 3) == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGAffineTransformMakeTranslation(5, 6) == CGAffineTransform(translationX: 5, y: 6))
        #expect(CGAffineTransformMakeRotation(.pi / 2) == CGAffineTransform(rotationAngle: .pi / 2))
        let moved = CGAffineTransformConcat(CGAffineTransformMakeScale(2, 2), CGAffineTransformMakeTranslation(10, 0))
        // Scale then translate: (1, 1) → (2, 2) → (12, 2).
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 12, y: 2))
    }

    @available(*, deprecated)
    @Test func swift4UIKitNamesAreTodaysTypes() {
        let mode: UIImageRenderingMode = .alwaysTemplate
        let style: UIFontTextStyle = .headline
        let impact: UIImpactFeedbackStyle = .rigid
        let outcome: UINotificationFeedbackType = .warning
        let key: NSAttributedStringKey = NSForegroundColorAttributeName
        #expect(mode == UIImage.RenderingMode.alwaysTemplate && style == UIFont.TextStyle.headline)
        #expect(impact == .rigid && outcome == .warning && key == .foregroundColor && NSFontAttributeName == .font)
        #expect(!UIAccessibilityIsReduceMotionEnabled())
        UIAccessibilityPostNotification(UIAccessibilityScreenChangedNotification, nil)
        #expect(UIAccessibilityLayoutChangedNotification == .layoutChanged)
    }

    /// `{x, y}`, `{{x, y}, {w, h}}` and the rest, whole numbers without fractions.
    @Test func geometryStringsReadAsIOSPrintsThem() {
        #expect(NSStringFromCGRect(CGRect(x: 0, y: 0, width: 390, height: 844)) == "{{0, 0}, {390, 844}}")
        #expect(NSStringFromCGPoint(CGPoint(x: 2.5, y: -1)) == "{2.5, -1}")
        #expect(NSStringFromCGSize(CGSize(width: 0.1, height: 3)) == "{0.1, 3}")
        #expect(NSStringFromCGVector(CGVector(dx: 0, dy: 0.5)) == "{0, 0.5}")
        #expect(NSStringFromCGAffineTransform(.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) == "{47, 0, 34, 0}")
    }
}
