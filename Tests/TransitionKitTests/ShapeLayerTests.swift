import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// CAShapeLayer, masks, the layer tree and implicit animations, against Core Animation's
/// documented behaviour and values worked by hand.
@MainActor
@Suite struct ShapeLayerTests {
    @Test func layersAddedDirectlyKeepTheirPlaceAmongSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView()
        let b = UIView()
        parent.addSubview(a)
        let outline = CAShapeLayer()
        parent.layer.addSublayer(outline)
        parent.addSubview(b)
        // Order of addition: a's layer, the outline, b's layer.
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, outline, b.layer])
        parent.bringSubviewToFront(a)
        #expect(parent.layer.sublayers?.map { $0 } == [outline, b.layer, a.layer])
        parent.insertSubview(b, at: 0)
        #expect(parent.subviews == [b, a])
        // UIKit orders subviews by their layers and inserts at a layer index: b goes behind
        // the outline too.
        #expect(parent.layer.sublayers?.map { $0 } == [b.layer, outline, a.layer])
        a.removeFromSuperview()
        #expect(parent.layer.sublayers?.map { $0 } == [b.layer, outline])
        outline.removeFromSuperlayer()
        #expect(outline.superlayer == nil)
        #expect(parent.layer.sublayers?.map { $0 } == [b.layer])
        let replacement = CALayer()
        parent.layer.insertSublayer(outline, below: b.layer)
        parent.layer.replaceSublayer(outline, with: replacement)
        #expect(parent.layer.sublayers?.map { $0 } == [replacement, b.layer])
    }

    @Test func aSuperviewKeepsItsSubviewsAlive() {
        let parent = UIView()
        weak var weakChild: UIView?
        do {
            let child = UILabel()
            weakChild = child
            parent.addSubview(child)
        }
        #expect(weakChild != nil && parent.subviews.count == 1)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil, "released once removed")
        // A layer index counts layers added directly: index 1 is above the outline.
        let outline = CALayer()
        parent.layer.addSublayer(outline)
        let second = UIView()
        parent.insertSubview(second, at: 1)
        parent.insertSubview(UIView(), at: 0)
        #expect(parent.subviews.count == 2 && parent.subviews[1] === second)
        #expect(parent.layer.sublayers?[1] === outline)
    }

    @Test func strokeEndAnimatesLinearlyByDefault() {
        let engine = freshEngine()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        shape.strokeColor = UIColor.systemBlue.cgColor
        shape.fillColor = nil
        host.layer.addSublayer(shape)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.strokeEnd = 1
        CATransaction.commit()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        shape.add(draw, forKey: "draw")
        engine.advance(by: 0.5)
        // CABasicAnimation without a timing function is linear: 0.5 s of 2 s is 0.25.
        #expect(isClose((shape.presentation() as CAShapeLayer?)?.strokeEnd ?? -1, 0.25, 1e-9))
        #expect(shape.presentation()?.fillColor == nil)
        engine.advance(by: 2)
        #expect(shape.presentation()?.strokeEnd == 1)
    }

    @Test func aCircleRevealMaskGrowsFromTheTappedTile() {
        // The classic circle reveal: a mask whose path animates from the tile's oval to one
        // that covers the screen. Tile (40, 300, 60, 60): centre (70, 330). The farthest screen
        // corner from it is (390, 844): radius √(320² + 514²) ≈ 605.5.
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tile = CGRect(x: 40, y: 300, width: 60, height: 60)
        let radius = (320.0 * 320 + 514 * 514).squareRoot()
        let start = UIBezierPath(ovalIn: tile)
        let end = UIBezierPath(ovalIn: tile.insetBy(dx: 30 - radius, dy: 30 - radius))
        let mask = CAShapeLayer()
        mask.path = end.cgPath
        view.layer.mask = mask
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = start.cgPath
        grow.toValue = end.cgPath
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        mask.add(grow, forKey: "path")
        engine.advance(by: 0.5)
        // Ease-in-ease-out is symmetric, so half time is half way: the radius is
        // (30 + 605.5) / 2 ≈ 317.7 and the box is centred on the tile's centre.
        let half = (30 + radius) / 2
        let box = mask.presentation()?.path?.boundingBoxOfPath ?? .null
        #expect(isClose(box, CGRect(x: 70 - half, y: 330 - half, width: 2 * half, height: 2 * half), 0.2))
        #expect(mask.superlayer == nil && mask.maskedLayer === view.layer)
        engine.advance(by: 0.5)
        #expect(mask.animationKeys() == nil)
        #expect(mask.presentation()?.path == end.cgPath)
    }

    @Test func aMaskFollowsItsLayersTime() {
        // Paused layer time (an interactive transition holds the container) holds the mask too.
        let engine = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let mask = CAShapeLayer()
        view.mask = UIView()
        view.layer.mask = mask
        #expect(view.layer.mask === mask)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        mask.add(fade, forKey: nil)
        view.layer.speed = 0
        view.layer.timeOffset = mask.convertTime(engine.currentTime, from: nil) + 0.3
        engine.advance(by: 5)
        #expect(isClose(CGFloat(mask.presentation()?.opacity ?? -1), 0.3, 1e-6))
    }

    @Test func standaloneLayersAnimateImplicitly() {
        let engine = freshEngine()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.opacity = 0.5
        #expect(dot.animationKeys() == nil, "not in a tree yet: no implicit animation")
        host.layer.addSublayer(dot)
        dot.opacity = 1
        #expect(dot.animationKeys() == ["opacity"])
        engine.advance(by: 0.125)
        // 0.25 s with the default curve (0.25, 0.1, 0.25, 1) at half time.
        let expected = 0.5 + 0.5 * bezierProgress(0.5, 0.25, 0.1, 0.25, 1)
        #expect(isClose(CGFloat(dot.presentation()?.opacity ?? -1), expected, 1e-6))
        engine.advance(by: 0.125)
        #expect(dot.animationKeys() == nil)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.opacity = 0.2
        CATransaction.commit()
        #expect(dot.animationKeys() == nil, "actions disabled")

        dot.actions = ["position": NSNull()]
        dot.position = CGPoint(x: 50, y: 50)
        #expect(dot.animationKeys() == nil, "NSNull switches the action off")

        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        dot.cornerRadius = 4
        CATransaction.commit()
        engine.advance(by: 0.25)
        #expect(isClose(dot.presentation()?.cornerRadius ?? -1, 1, 1e-9), "linear over 1 s: a quarter of 4")
    }

    @Test func viewBackedLayersDoNotAnimateImplicitly() {
        _ = freshEngine()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.addSubview(child)
        child.layer.opacity = 0.5
        #expect(child.layer.animationKeys() == nil)
    }
}
