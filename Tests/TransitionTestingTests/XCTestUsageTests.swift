import TransitionKit
import TransitionTesting
import XCTest

/// TransitionTesting from XCTest, as a project still on XCTest uses it: the same calls, a
/// thrown error fails the test method. Its end frame, in `__Frames__/XCTestUsageTests/`, is
/// `SlideFrameTests`' push-end without the label (the same push, white Profile on top).
final class XCTestUsageTests: XCTestCase {
    @MainActor
    func testPushFromXCTest() async throws {
        let home = ColoredViewController("Home", .systemBlue)
        let profile = ColoredViewController("Profile", .white)
        let run = try TransitionRun.push(profile, onto: home, animator: SlideAnimator())
        // t = 0.3 of 0.4 s, linear: 390 · 0.25 = 97.5 points still to go.
        try run.advance(to: 0.3)
        XCTAssertEqual(run.presentation(of: profile.view).frame.minX, 97.5, accuracy: 1e-6)
        let stack = try run.finish()
        XCTAssertEqual(stack.map(\.title), ["Home", "Profile"])
        XCTAssertTrue(run.diagnostics.isEmpty)
        try expectFrame(run.frame(columns: 40, rows: 24), named: "push-end")
    }

    @MainActor
    func testAnUndoneTransitionFailsWithItsReason() async throws {
        let run = try TransitionRun.push(
            ColoredViewController("Next", .white), onto: ColoredViewController("Home", .white),
            animator: UndoingAnimator())
        XCTAssertThrowsError(try run.finish()) { error in
            XCTAssertEqual(error as? TransitionTestingError, .transitionCancelled(operation: "push", showing: ["Home"]))
        }
    }
}
