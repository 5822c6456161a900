import Foundation
import TestSupport
import Testing
import TransitionKit

/// UIKit's `NSValue` wrappers and what animations make of them: values put in come back out,
/// animations take them as they take the bare structs (linear `CABasicAnimation`s, values
/// worked by hand), and a value an animation cannot use is reported, never silently dropped.
@MainActor
@Suite struct AnimationValueTests {
    private func layerOfView() -> CALayer {
        UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).layer
    }

    @Test func everyWrapperGivesBackWhatItHolds() {
        let point = CGPoint(x: 3, y: -4.5)
        let size = CGSize(width: 20, height: 10)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let vector = CGVector(dx: 0.25, dy: -2)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(cgPoint: point).cgPointValue == point)
        #expect(NSValue(cgSize: size).cgSizeValue == size)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgVector: vector).cgVectorValue == vector)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        // iOS's type encodings for the structs Foundation holds itself.
        #expect(String(cString: NSValue(cgPoint: point).objCType) == "{CGPoint=dd}")
        #expect(String(cString: NSValue(cgRect: rect).objCType) == "{CGRect={CGPoint=dd}{CGSize=dd}}")
        // Foundation's own spellings are the same values.
        #expect(NSValue(point: point).cgPointValue == point)
        #expect(NSValue(cgPoint: point) == NSValue(point: point))
    }

    /// Read as something else, a value gives that type's zero (the identity for a transform)
    /// instead of trapping as swift-corelibs' `pointValue` of a rectangle does.
    @Test func readingTheWrongTypeGivesZero() {
        let rect = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.cgPointValue == .zero)
        #expect(rect.cgVectorValue == .zero)
        #expect(rect.cgAffineTransformValue == .identity)
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 1)).cgSizeValue == .zero)
    }

    /// position from NSValue(cgPoint: (0, 0)) to NSValue(cgPoint: (100, 50)), linear over 1 s:
    /// at 0.25 s a quarter of the way, (25, 12.5).
    @Test func positionAnimatesBetweenWrappedPoints() {
        let engine = freshEngine()
        let layer = layerOfView()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: .zero)
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
        move.duration = 1
        layer.add(move, forKey: nil)
        engine.advance(by: 0.25)
        #expect(isClose(layer.presentation()?.position ?? .zero, CGPoint(x: 25, y: 12.5)))
        #expect(engine.diagnostics.isEmpty)
    }

    /// bounds from Foundation's NSValue(rect: 0 0 100 100) to NSValue(cgRect: 0 0 200 50):
    /// half way (0, 0, 150, 75); bounds.size from NSValue(cgSize: 40 × 20) to 80 × 60: half way
    /// 60 × 40.
    @Test func boundsAndSizesAnimateFromEitherSpelling() {
        let engine = freshEngine()
        let layer = layerOfView()
        let grow = CABasicAnimation(keyPath: "bounds")
        grow.fromValue = NSValue(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        grow.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 200, height: 50))
        grow.duration = 2
        layer.add(grow, forKey: "grow")
        engine.advance(by: 1)
        #expect(isClose(layer.presentation()?.bounds ?? .null, CGRect(x: 0, y: 0, width: 150, height: 75)))

        let other = layerOfView()
        let size = CABasicAnimation(keyPath: "bounds.size")
        size.fromValue = NSValue(cgSize: CGSize(width: 40, height: 20))
        size.toValue = NSValue(size: CGSize(width: 80, height: 60))
        size.duration = 2
        other.add(size, forKey: nil)
        engine.advance(by: 1)
        #expect(isClose(other.presentation()?.bounds.size.width ?? 0, 60))
        #expect(isClose(other.presentation()?.bounds.size.height ?? 0, 40))
    }

    /// transform from the identity to NSValue(cgAffineTransform: scale 3), linear over 1 s:
    /// half way a scale of 2 (m11 = m22 = 2).
    @Test func transformsTakeWrappedAffineTransforms() {
        let engine = freshEngine()
        let layer = layerOfView()
        let zoom = CABasicAnimation(keyPath: "transform")
        zoom.fromValue = NSValue(cgAffineTransform: .identity)
        zoom.toValue = NSValue(cgAffineTransform: CGAffineTransform(scaleX: 3, y: 3))
        zoom.duration = 1
        layer.add(zoom, forKey: nil)
        engine.advance(by: 0.5)
        let t = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(t.m11, 2, 1e-9) && isClose(t.m22, 2, 1e-9))
    }

    /// Keyframe values wrapped as iOS code wraps them: (0, 0) → (100, 0) → (100, 100) over 2 s,
    /// evenly spaced: at 1.5 s half way down the second leg, (100, 50).
    @Test func keyframesTakeWrappedPoints() {
        let engine = freshEngine()
        let layer = layerOfView()
        let hop = CAKeyframeAnimation(keyPath: "position")
        hop.values = [CGPoint.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)].map { NSValue(cgPoint: $0) }
        hop.duration = 2
        layer.add(hop, forKey: nil)
        engine.advance(by: 1.5)
        #expect(isClose(layer.presentation()?.position ?? .zero, CGPoint(x: 100, y: 50)))
    }

    /// Key-value coding takes wrapped values too: anchorPoint and shadowOffset.
    @Test func keyValueCodingTakesWrappedValues() {
        let layer = CALayer()
        layer.setValue(NSValue(cgPoint: CGPoint(x: 0, y: 1)), forKey: "anchorPoint")
        layer.setValue(NSValue(cgSize: CGSize(width: 2, height: 3)), forKey: "shadowOffset")
        layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKey: "position")
        #expect(layer.anchorPoint == CGPoint(x: 0, y: 1))
        #expect(layer.shadowOffset == CGSize(width: 2, height: 3))
        #expect(layer.position == CGPoint(x: 7, y: 8))
    }

    /// A CGVector is no value for position: the diagnostic names the key path and the type,
    /// and the animation runs from the value shown (the model's (50, 50)) to toValue.
    @Test func aValueTheKeyPathCannotTakeIsReported() {
        let engine = freshEngine()
        let layer = layerOfView()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgVector: CGVector(dx: 1, dy: 1))
        move.toValue = NSValue(cgPoint: CGPoint(x: 150, y: 50))
        move.duration = 1
        layer.add(move, forKey: nil)
        let message = engine.diagnostics.last?.message ?? ""
        #expect(engine.diagnostics.last?.kind == .unsupportedAnimation)
        #expect(message.contains("'position'") && message.contains("fromValue is NSValue(cgVector:)"))
        engine.advance(by: 0.5)
        // From the model position (50, 50) half way to (150, 50).
        #expect(isClose(layer.presentation()?.position ?? .zero, CGPoint(x: 100, y: 50)))
    }

    /// A keyframe value of the wrong kind is named by its index and left out: the other two
    /// values, 0 and 1, remain, so half way the opacity is 0.5.
    @Test func aKeyframeValueOfTheWrongKindIsReportedAndLeftOut() {
        let engine = freshEngine()
        let layer = layerOfView()
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0, "half", 1]
        fade.duration = 1
        layer.add(fade, forKey: nil)
        let message = engine.diagnostics.last?.message ?? ""
        #expect(message.contains("'opacity'") && message.contains("values[1] is String"))
        engine.advance(by: 0.5)
        #expect(isClose(CGFloat(layer.presentation()?.opacity ?? 0), 0.5))
    }

    /// A path animation between a rectangle (5 elements: move, three lines, close) and an oval
    /// (6: move, four curves, close) cannot move point by point: reported once with both counts.
    @Test func aPathAnimationBetweenUnlikePathsIsReportedWithItsElementCounts() {
        let engine = freshEngine()
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let morph = CABasicAnimation(keyPath: "path")
        morph.toValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.add(morph, forKey: "morph")
        shape.add(morph, forKey: "morph")
        let reports = engine.diagnostics.filter { $0.kind == .unsupportedAnimation }
        #expect(reports.count == 1, "the same mistake is reported once")
        let message = reports.first?.message ?? ""
        #expect(message.contains("'path'") && message.contains("5 elements") && message.contains("one of 6"))
    }

    /// Paths with the same elements (two rectangles) are no mistake.
    @Test func aPathAnimationBetweenLikePathsIsNotReported() {
        let engine = freshEngine()
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let grow = CABasicAnimation(keyPath: "path")
        grow.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        shape.add(grow, forKey: nil)
        #expect(engine.diagnostics.isEmpty)
    }
}
