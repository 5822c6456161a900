import Foundation
import TestSupport
import Testing
import TransitionKit

/// `Fixtures/PostcardViewController.swift` driven by touches. The card is 310 × 400 at (40,
/// 200) in a 390 × 844 window: its centre rests at (195, 400).
@MainActor
@Suite struct PostcardGestureTests {
    /// A finger down at `start`, moved by `offset` in `steps` steps of 1/60 s, held `rest`
    /// seconds, then lifted.
    func drag(
        _ window: UIWindow, from start: CGPoint, by offset: CGPoint, steps: Int, rest: TimeInterval,
        beforeLift: () -> Void = {}
    ) {
        let engine = AnimationEngine.shared
        window.sendTouch(at: start, phase: .began)
        var point = start
        for step in 1...steps {
            engine.advance(by: 1.0 / 60)
            point = CGPoint(
                x: start.x + offset.x * CGFloat(step) / CGFloat(steps),
                y: start.y + offset.y * CGFloat(step) / CGFloat(steps))
            window.sendTouch(at: point, phase: .moved)
        }
        beforeLift()
        engine.advance(by: rest)
        window.sendTouch(at: point, phase: .ended)
    }

    @Test func aShortSlowDragSpringsBack() {
        let postcard = PostcardViewController()
        let window = makeWindow(postcard)
        drag(window, from: CGPoint(x: 195, y: 300), by: CGPoint(x: 0, y: 100), steps: 10, rest: 0.2) {
            // The card follows the finger: 400 + 100.
            #expect(postcard.cardView.center == CGPoint(x: 195, y: 500))
        }
        // 100 < 150 and no velocity after the rest: it animates back over 0.3 s.
        AnimationEngine.shared.advance(by: 0.3)
        #expect(isClose(presented(postcard.cardView).position, CGPoint(x: 195, y: 400)))
        #expect(postcard.discardedCount == 0)
    }

    @Test func aFlickThrowsTheCardAway() {
        let postcard = PostcardViewController()
        let window = makeWindow(postcard)
        // 100 points in 5 steps of 1/60 s: 20 pt per 1/60 s = 1200 pt/s > 1000.
        drag(window, from: CGPoint(x: 195, y: 300), by: CGPoint(x: 0, y: 100), steps: 5, rest: 0)
        AnimationEngine.shared.advance(by: 0.25)
        // Thrown down by the view's height: 500 + 844.
        #expect(isClose(presented(postcard.cardView).position.y, 1344))
        #expect(postcard.discardedCount == 1)
    }

    @Test func aLeftSwipeShowsTheNextCity() {
        let postcard = PostcardViewController()
        let window = makeWindow(postcard)
        // Below the card (y 700 > 600): only the view's swipe sees it. 60 points left in 0.1 s.
        drag(window, from: CGPoint(x: 300, y: 700), by: CGPoint(x: -60, y: 0), steps: 6, rest: 0)
        #expect(postcard.currentIndex == 1)
        #expect(postcard.cityLabel.text == "Porto")
    }

    @Test func theCloseButtonRunsItsAction() {
        let postcard = PostcardViewController()
        let window = makeWindow(postcard)
        var closed = 0
        postcard.onClose = { closed += 1 }
        // (60, 82) lies in the button's frame (20, 60, 80, 44).
        window.sendTouch(at: CGPoint(x: 60, y: 82), phase: .began)
        window.sendTouch(at: CGPoint(x: 60, y: 82), phase: .ended)
        #expect(closed == 1)
    }
}
