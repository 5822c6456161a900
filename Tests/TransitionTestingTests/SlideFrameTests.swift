import Foundation
import Testing
import TransitionKit
import TransitionTesting

/// The slide's frames at 40 × 24 cells, compared with `__Frames__/SlideFrameTests/`.
@MainActor
@Suite struct SlideFrameTests {
    @Test func pushHalfWay() throws {
        let home = ColoredViewController("Home", .systemBlue)
        let profile = ColoredViewController("Profile", .white)
        let label = UILabel(frame: CGRect(x: 0, y: 400, width: 390, height: 44))
        label.text = "Profile"
        label.textAlignment = .center
        profile.view.addSubview(label)
        let run = try TransitionRun.push(profile, onto: home, animator: SlideAnimator())
        try run.advance(to: 0.2)
        try expectFrame(run.frame(columns: 40, rows: 24), named: "push-at-0.2")
        try run.finish()
        try expectFrame(run.frame(columns: 40, rows: 24), named: "push-end")
    }

    /// ASCII stand-ins: the 22-column phone outline (centred in 40: 9 columns either side) is
    /// `+`, 20 `-`, `+`, and no character of the frame is outside ASCII.
    @Test func asciiFrame() throws {
        let run = try TransitionRun.push(
            ColoredViewController("Profile", .white), onto: ColoredViewController("Home", .systemBlue),
            animator: SlideAnimator())
        try run.advance(to: 0.2)
        let frame = run.frame(columns: 40, rows: 24, ascii: true)
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 24)
        #expect(lines.first.map(String.init) == "         +" + String(repeating: "-", count: 20) + "+")
        #expect(frame.unicodeScalars.allSatisfy { $0.isASCII })
    }
}
