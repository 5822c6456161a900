import Testing
import TransitionKit
import TransitionTesting

@testable import my_pushpop

/// ZoomFadeAnimator, tested as you would test your own animator. It animates with
/// `UIView.animate(withDuration: 0.5)`, whose curve is ease-in-out: a Bézier symmetric about
/// its middle, so at half time (0.25 s) every value is exactly half way. It completes from
/// `DispatchQueue.main.async`, so the tests are `async` and `await` the run (the main queue runs
/// between frames), one at a time (`.serialized`).
@MainActor
@Suite(.serialized) struct ZoomFadeAnimatorTests {
    /// A screen with a background colour and its title in a label across the middle.
    func screen(_ title: String, _ color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 0, y: 400, width: 390, height: 44))
        label.text = title
        label.textAlignment = .center
        controller.view.addSubview(label)
        return controller
    }

    /// Half way through the push, in the 390 × 844 window: the new screen has zoomed from 1.2×
    /// to 1.1× about its centre (195, 422): 429 × 928.4 points at (195 − 214.5, 422 − 464.2) =
    /// (−19.5, −42.2); the old one has receded to 0.95×: 370.5 × 801.8 at (9.75, 21.1). Each is
    /// at opacity 0.5.
    @Test func pushHalfWay() async throws {
        let home = screen("Home", .systemBlue)
        let photos = screen("Photos", .white)
        let run = try TransitionRun.push(photos, onto: home, animator: ZoomFadeAnimator(operation: .push))
        #expect(run.duration == 0.5)
        try await run.advance(to: 0.25)
        let new = run.presentation(of: photos.view)
        let old = run.presentation(of: home.view)
        #expect(isClose(new.frame, CGRect(x: -19.5, y: -42.2, width: 429, height: 928.4)))
        #expect(isClose(old.frame, CGRect(x: 9.75, y: 21.1, width: 370.5, height: 801.8)))
        #expect(abs(new.opacity - 0.5) < 1e-6 && abs(old.opacity - 0.5) < 1e-6)
        try expectFrame(run.frame(columns: 40, rows: 24), named: "push-at-0.25")

        // The completion runs on the next turn of the main queue: finish() lets it run.
        #expect(try await run.finish().map(\.title) == ["Home", "Photos"])
        #expect(home.view.transform == .identity && home.view.alpha == 1, "the old screen put back")
        #expect(run.diagnostics.isEmpty)
    }

    /// Half way through the pop: the revealed screen grows from 0.9× to 0.95×, the popped one
    /// from 1× to 1.1×, both at opacity 0.5.
    @Test func popHalfWay() async throws {
        let home = screen("Home", .systemBlue)
        let photos = screen("Photos", .white)
        let run = try TransitionRun.pop(from: photos, to: home, animator: ZoomFadeAnimator(operation: .pop))
        try await run.advance(to: 0.25)
        #expect(isClose(run.presentation(of: home.view).frame, CGRect(x: 9.75, y: 21.1, width: 370.5, height: 801.8)))
        #expect(isClose(run.presentation(of: photos.view).frame, CGRect(x: -19.5, y: -42.2, width: 429, height: 928.4)))
        #expect(try await run.finish().map(\.title) == ["Home"])
    }

    /// Whether every coordinate of `a` is within 1e-3 points of `b`'s.
    func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3
            && abs(a.height - b.height) < 1e-3
    }
}
