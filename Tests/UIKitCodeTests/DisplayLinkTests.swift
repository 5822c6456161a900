import Foundation
import TestSupport
import Testing
import TransitionKit

/// `Fixtures/UploadProgressViewController.swift`: a display link on the engine's clock fills a
/// 350-point track (390 − 2 · 20) over 2 s, linearly in the frames' timestamps.
@MainActor
@Suite struct DisplayLinkTests {
    @Test func theBarFollowsTheFrames() {
        let controller = UploadProgressViewController()
        let window = makeWindow(controller)
        let engine = AnimationEngine.shared
        #expect(engine.hasActiveAnimations, "the link asks for frames")
        engine.advance(by: 0.5)
        #expect(isClose(controller.bar.frame.width, 350 * 0.25))
        engine.advance(by: 0.75)
        #expect(isClose(controller.bar.frame.width, 350 * 0.625))
        engine.advance(by: 1)
        #expect(controller.isComplete && controller.bar.frame.width == 350)
        #expect(!engine.hasActiveAnimations, "invalidated at the end: nothing asks for frames")
        _ = window
    }

    /// The bar is moved by the app's own code each frame, not by an animation: nothing before
    /// the latest frame can be shown again by sampling (review stops there); once the link is
    /// gone, every later moment can.
    @Test func reviewCannotGoBehindTheLinksLatestFrame() {
        let controller = UploadProgressViewController()
        let window = makeWindow(controller)
        let engine = AnimationEngine.shared
        engine.advance(by: 0.5)
        engine.advance(by: 0.5)
        #expect(engine.earliestReviewTime == 1)
        #expect(engine.review(at: 0.5) == 1)
        #expect(engine.reviewTime == nil)
        engine.advance(by: 1.5)  // the upload completes at 2 s; the link is invalidated
        #expect(controller.isComplete)
        let end = engine.earliestReviewTime
        engine.advance(by: 1)
        #expect(engine.earliestReviewTime == end, "no link, no changes")
        #expect(engine.review(at: end) == end)
        _ = window
    }
}
