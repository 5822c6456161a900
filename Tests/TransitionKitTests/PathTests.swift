import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// Core Graphics paths and UIBezierPath, against geometry worked by hand.
@Suite struct PathTests {
    /// The points of every element, in order.
    private func points(_ path: CGPath) -> [CGPoint] {
        var result: [CGPoint] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            for index in 0..<count { result.append(element.pointee.points[index]) }
        }
        return result
    }

    private func types(_ path: CGPath) -> [CGPathElementType] {
        var result: [CGPathElementType] = []
        path.applyWithBlock { result.append($0.pointee.type) }
        return result
    }

    @Test func rectangleStartsAtTheOriginAndGoesClockwiseOnScreen() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 10, height: 20), transform: nil)
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(
            points(path) == [
                CGPoint(x: 1, y: 2), CGPoint(x: 11, y: 2), CGPoint(x: 11, y: 22), CGPoint(x: 1, y: 22),
            ])
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.boundingBox == rect)
        #expect(path.currentPoint == CGPoint(x: 1, y: 2), "a close returns to the subpath's start")
    }

    @Test func circleFitsItsRectangleWithinTheBezierError() {
        // Four cubic quarters with k = 4/3·tan(π/8) ≈ 0.5523 overshoot the circle by at most
        // 0.027 % of the radius: 0.027 points at radius 100.
        let path = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil)
        let box = path.boundingBoxOfPath
        #expect(isClose(box, CGRect(x: -100, y: -100, width: 200, height: 200), 0.03))
        #expect(path.contains(.zero))
        #expect(path.contains(CGPoint(x: 70, y: 70)), "√(70² + 70²) ≈ 98.99 < 100")
        #expect(!path.contains(CGPoint(x: 71, y: 71)), "√(71² + 71²) ≈ 100.4 > 100")
        #expect(!path.contains(CGPoint(x: 90, y: 90)))
        // The first point is the right side's middle; the first quarter heads down (+y).
        let p = points(path)
        #expect(p[0] == CGPoint(x: 100, y: 0))
        #expect(isClose(p[3], CGPoint(x: 0, y: 100), 1e-9))
    }

    @Test func arcDirectionsFollowUIKitAndCoreGraphics() {
        // UIKit: clockwise on screen = increasing angle, so 0 → π/2 passes (7.07, 7.07).
        let bezier = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(isClose(bezier.currentPoint, CGPoint(x: 0, y: 10), 1e-9))
        // Filled, the arc closes with its chord x + y = 10: (6, 6) is past the chord and 8.5
        // from the centre, inside; (4, 4) is on the centre's side of the chord.
        #expect(bezier.contains(CGPoint(x: 6, y: 6)))
        #expect(!bezier.contains(CGPoint(x: 4, y: 4)))
        #expect(isClose(bezier.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-3))
        // Core Graphics: clockwise = decreasing angle: 0 → π/2 the long way, through (0, −10).
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(isClose(cg.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), 1e-3))
    }

    @Test func tangentArcRoundsTheCorner() {
        // From (0, 0) along x to the corner (10, 0), then down to (10, 10), radius 5: the arc
        // runs from (5, 0) to (10, 5) around the centre (5, 5).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        let p = points(path)
        #expect(isClose(p[1], CGPoint(x: 5, y: 0), 1e-9), "a line to the arc's start")
        #expect(isClose(path.currentPoint, CGPoint(x: 10, y: 5), 1e-9))
        let middle = FlattenedPath(path.elements, tolerance: 0.001).subpaths[0].points
        let farthest = middle.map { hypot($0.x - 5, $0.y - 5) }.dropFirst(2)
        #expect(farthest.allSatisfy { isClose($0, 5, 1e-2) }, "every arc point 5 from (5, 5)")
    }

    @Test func reversingRunsEachSubpathBackwards() {
        let reversed = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).reversing()
        #expect(
            points(reversed.cgPath) == [
                CGPoint(x: 0, y: 20), CGPoint(x: 10, y: 20), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0),
            ])
        #expect(types(reversed.cgPath).last == .closeSubpath)
    }

    @Test func windingAndEvenOddMakeHoles() {
        let outer = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50))
        let sameWay = outer.copy() as? UIBezierPath
        sameWay?.append(inner)
        #expect(sameWay?.contains(CGPoint(x: 50, y: 50)) == true, "non-zero: winding 2")
        sameWay?.usesEvenOddFillRule = true
        #expect(sameWay?.contains(CGPoint(x: 50, y: 50)) == false, "even-odd: two crossings")
        outer.append(inner.reversing())
        #expect(!outer.contains(CGPoint(x: 50, y: 50)), "non-zero: +1 − 1 = 0")
        #expect(outer.contains(CGPoint(x: 10, y: 50)))
    }

    @Test func ovalsInterpolatePointByPoint() {
        // An ellipse's points are affine in its rectangle, so half way between two ovals is the
        // oval of the half-way rectangle.
        let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: -60, y: -60, width: 220, height: 220), transform: nil)
        let half = small.interpolated(to: large, fraction: 0.5)
        let expected = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 120, height: 120), transform: nil)
        #expect(zip(points(half), points(expected)).allSatisfy { isClose($0, $1, 1e-9) })
        // Different element kinds cannot move onto each other: the path jumps at the end.
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(small.interpolated(to: square, fraction: 0.5) == small)
        #expect(small.interpolated(to: square, fraction: 1) == square)
    }

    @Test func roundedRectangleCornersAreClamped() {
        // Radius 30 on a 40-tall rectangle is clamped to 20: the shape is a stadium.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 30)
        #expect(isClose(path.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 40), 0.02))
        #expect(path.contains(CGPoint(x: 50, y: 1)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)), "the corner is cut: (2, 2) is 25.5 from (20, 20)")
        #expect(path.contains(CGPoint(x: 7, y: 7)), "(7, 7) is 18.4 from (20, 20)")
    }
}
