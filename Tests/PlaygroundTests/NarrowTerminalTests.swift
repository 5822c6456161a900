import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// The playground at the smallest sizes it draws at, and below: the HUD beside a 40×16 phone
/// keeps the transition and speed rows, its key hints flow with help and quit first, the `?`
/// overlay wraps to the width and scrolls, and a terminal that is too small says the size it
/// needs whole. Monochrome frames, read as text.
@MainActor
@Suite struct NarrowTerminalTests {
    private func makeSession() -> PlaygroundSession {
        AnimationEngine.shared.reset()
        return PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: 0)
    }

    private func frame(_ session: PlaygroundSession, columns: Int = 40, rows: Int = 16) -> [String] {
        var grid = CellGrid(columns: columns, rows: rows)
        PlaygroundRenderer(glyphs: .unicode, depth: .monochrome).render(session, into: &grid)
        return grid.lines()
    }

    /// Half-way through the 1-second push of entry 1 (Vertical slide), the 24-column HUD at
    /// column 16 (`PlaygroundLayoutTests`' 40×16 layout) reads: the operation on the Transition
    /// row, the time (0.50 of 1.00 s) on the row below it in the value column (16 + 1 + 11 =
    /// column 28), the speed; and hints flowed into 23 columns, help and quit first:
    /// "? help · q quit" (15), "p push · b pop · r root" (23), "m present · d dismiss" (21).
    @Test func theHUDBesideA40By16PhoneKeepsTransitionAndSpeed() {
        let session = makeSession()
        session.handle(.push)
        session.advance(by: 0.5)
        let lines = frame(session)
        let hud = lines.map { String($0.dropFirst(16)) }
        #expect(hud.contains(" Transition push"), "\(hud.joined(separator: "\n"))")
        #expect(hud.contains("            0.50/1.00 s"))
        #expect(hud.contains(" Speed      1×"))
        #expect(Array(hud.suffix(3)) == [" ? help · q quit", " p push · b pop · r root", " m present · d dismiss"])
    }

    /// Text over text: where a row of cells is taller than half a list row, a row's title and
    /// subtitle land on one row of cells, and the title (in front) hides the subtitle there —
    /// "Recents" then blanks, not "Recentsa num" (the subtitle "Pushes a number…" seen past
    /// the title's letters). And a chevron moved in over a title's last letter cuts the title
    /// to its ellipsis: "Favouri…›", not "Favourit›". Read from frames at 60×20 and 40×16.
    @Test func aRowsTitleHidesTheSubtitleOnItsRowOfCells() {
        let session = makeSession()
        let medium = frame(session, columns: 60, rows: 20).map { String($0.prefix(19)) }
        #expect(medium.contains("│││Recents     ›│││"), "\(medium.joined(separator: "\n"))")
        let small = frame(session).map { String($0.prefix(15)) }
        #expect(small.contains("│││Inbox   ›│││"), "\(small.joined(separator: "\n"))")
        #expect(small.contains("│││Favouri…›│││"))
        #expect(small.contains("│││Recents ›│││"))
    }

    /// `hintLines(animatorCount:width:)`: at 80 columns every line fits and they are as they
    /// are; at 23 the hints flow whole into three lines, `?` and `q` first, the rest dropped.
    @Test func hintsFlowHelpAndQuitFirstWhereTheyDoNotFit() {
        let wide = KeyTable.hintLines(animatorCount: 18)
        #expect(KeyTable.hintLines(animatorCount: 18, width: 80) == wide)
        #expect(
            KeyTable.hintLines(animatorCount: 18, width: 23) == [
                "? help · q quit", "p push · b pop · r root", "m present · d dismiss",
            ])
    }

    /// The key map in a 34-column text area (the overlay at 40 columns: 38 wide less the border
    /// and a space each side): keys in 34/3 = 11 columns, what they do wrapped in 23; keys of
    /// 10 characters or more on a line of their own.
    @Test func helpWrapsToANarrowWidth() throws {
        let lines = KeyTable.helpLines(width: 34)
        #expect(lines.allSatisfy { $0.count <= 34 }, "\(lines.filter { $0.count > 34 })")
        #expect(lines.contains("r          pop to the root"))
        let pop = try #require(lines.firstIndex { $0 == "b  h  Backspace  ←" })
        try #require(lines.count > pop + 2)
        #expect(
            Array(lines[(pop + 1)...(pop + 2)]) == [
                "           pop (on a photo grid ←", "           moves the selection)",
            ])
    }

    /// At 40×16 the overlay is 38×14 (rows 1…14): 10 lines of text show. ↓ moves them a line at
    /// a time, the bottom edge saying which lines show of how many; ↓ past the end stays at the
    /// last page, and ↑ then moves back at once; another key closes it.
    @Test func helpScrollsWhereTheTerminalIsShort() throws {
        let session = makeSession()
        let total = KeyTable.helpLines(width: 34).count
        session.handle(.help)
        #expect(frame(session)[14].contains("↓ 1–10 of \(total)"))
        session.handle(.arrowDown)
        session.handle(.arrowDown)
        var lines = frame(session)
        #expect(lines[14].contains("↑↓ 3–12 of \(total)"))
        #expect(
            lines[3] == " │ " + KeyTable.helpLines(width: 34)[2].padding(toLength: 34, withPad: " ", startingAt: 0)
                + " │")
        for _ in 0..<100 { session.handle(.arrowDown) }
        #expect(frame(session)[14].contains("↑ \(total - 9)–\(total) of \(total)"))
        session.handle(.arrowUp)
        lines = frame(session)
        #expect(lines[14].contains("↑↓ \(total - 10)–\(total - 1) of \(total)"))
        session.handle(.pop)
        #expect(!session.isShowingHelp)
        #expect(session.helpScroll == 0)
    }

    /// Too small: the longest wording that fits whole. 10×5: the sentence takes more than 5
    /// lines of 10; "Needs 40×16 (this is 10×5). q quits." wraps as "Needs" / "40×16" /
    /// "(this is" / "10×5). q" / "quits.", 5 lines. 6×2: "Needs" / "40×16". 4×1: "40×16" (the
    /// grid cuts it). 60×10: the sentence, in two lines.
    @Test func aTooSmallTerminalSaysTheSizeItNeeds() {
        #expect(
            PlaygroundRenderer.tooSmallMessage(columns: 10, rows: 5) == [
                "Needs", "40×16", "(this is", "10×5). q", "quits.",
            ])
        #expect(PlaygroundRenderer.tooSmallMessage(columns: 6, rows: 2) == ["Needs", "40×16"])
        #expect(PlaygroundRenderer.tooSmallMessage(columns: 4, rows: 1) == ["40×16"])
        #expect(
            PlaygroundRenderer.tooSmallMessage(columns: 60, rows: 10) == [
                "pushpop needs a terminal of at least 40×16; this one is",
                "60×10. Enlarge it, or press q to quit.",
            ])
    }

    /// An hour-long push at 40×16: the HUD's warning puts the way out first, so the 23-column
    /// panel shows it even where the rest is cut — "⚠ press f to" (12 columns) /
    /// "force-complete:" (15; with " HourLongFade's" 30) / "HourLongFade's…" (the third and
    /// last line allowed) — where it used to show "⚠ frozen:" and a name cut short, and no `f`
    /// among the hints.
    @Test func aFrozenPushSaysHowToGetOutAt40By16() {
        AnimationEngine.shared.reset()
        let entry = AnimatorEntry.animator("Hour") { operation in operation == .push ? HourLongFade() : nil }
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: [entry], animatorIndex: 0)
        session.handle(.push)
        session.advance(by: 0.1)
        let hud = frame(session).map { String($0.dropFirst(16)) }
        let expected = [" ⚠ press f to", " force-complete:", " HourLongFade's…"]
        let first = hud.firstIndex(of: expected[0])
        #expect(first.map { Array(hud[$0..<min($0 + 3, hud.count)]) } == expected, "\(hud.joined(separator: "\n"))")
    }
}

/// A fade an hour long, as a typo in a duration makes one.
@MainActor
private final class HourLongFade: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        3600
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: 3600, animations: { toView.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
