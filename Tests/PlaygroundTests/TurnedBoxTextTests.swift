import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// Text inside boxes turned in 3-D keeps off their borders, as it does in upright boxes
/// (ARCHITECTURE.md, "How views become cells": a box holding a label needs room for its edges,
/// else it keeps its sides only). Every frame of a push and a pop at 20 frames a second with
/// the three animators that turn screens in perspective (Keyframe flip, Cube, Card flip), at
/// 100 × 32 and 80 × 24, monochrome and in colour (headless text's default, where moving
/// boxes are drawn to an eighth of a cell): no letter or digit stands directly beside a border glyph that runs
/// along a row (a horizontal edge, a corner or a tee: `┌Settings───┐`, `┃Photos━━━`,
/// `──s──`). A letter beside a vertical side (`┃Push another ›┃`) is a box with its sides
/// only, as the rule allows.
@MainActor
@Suite struct TurnedBoxTextTests {
    /// Whether `character` is a box-drawing glyph (U+2500…U+257F) other than a vertical line
    /// (`│ ┃ ║`, dashed or half): one a row of text could run into.
    static func runsAlongRow(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, (0x2500...0x257F).contains(scalar.value) else {
            return false
        }
        return !"│┃┆┇┊┋╎╏║╵╷╹╻╽╿".contains(character)
    }

    /// The places in `lines` where a letter or digit touches a glyph that runs along the row.
    static func textOnBorders(_ lines: [String]) -> [String] {
        var found: [String] = []
        for (row, line) in lines.enumerated() {
            let characters = Array(line)
            for index in characters.indices.dropLast() {
                let pair = (characters[index], characters[index + 1])
                let touches =
                    (runsAlongRow(pair.0) && (pair.1.isLetter || pair.1.isNumber))
                    || ((pair.0.isLetter || pair.0.isNumber) && runsAlongRow(pair.1))
                if touches { found.append("row \(row): \(line)") }
            }
        }
        return found
    }

    @Test func theCheckFindsTextOnBorders() {
        // The tester's frames (issue 11) are found; text beside a side, and edges alone, are not.
        #expect(Self.textOnBorders(["│┌Settings────────┐"]).count == 2)
        #expect(Self.textOnBorders(["┃Photos━━━━━━━━"]).count == 1)
        #expect(Self.textOnBorders(["┌──s─────────›│"]).count == 2)
        #expect(Self.textOnBorders(["││┃Push another ›┃││", "│┏━━━━┓│", "││‹ Home  Photos ││"]).isEmpty)
    }

    @Test(
        arguments: ["Keyframe flip (seed 004)", "Cube", "Card flip"],
        [(100, 32, false), (80, 24, false), (100, 32, true), (80, 24, true)])
    func textStaysOffTurnedBorders(_ animator: String, _ size: (columns: Int, rows: Int, inColour: Bool)) throws {
        AnimationEngine.shared.reset()
        let index = try #require(AnimatorCatalog.entries.firstIndex { $0.name == animator })
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: index)
        var frames = 0
        var framesWithText = 0
        var framesWithBorders = 0
        var problems: [String] = []
        // One renderer drawing into one grid, frame after frame, as the app draws.
        var grid = CellGrid(columns: size.columns, rows: size.rows)
        let renderer = PlaygroundRenderer(glyphs: .unicode, depth: size.inColour ? .trueColor : .monochrome)
        for key in [PlaygroundKey.push, .pop] {
            session.handle(key)
            for frame in 0..<60 {
                if frame > 0 { session.advance(by: 1.0 / 20) }
                let layout = try #require(renderer.render(session, into: &grid))
                let screen = layout.phone.screen
                let lines = grid.lines()[screen.row..<screen.endRow].map { line in
                    String(
                        Array(line.padding(toLength: screen.endColumn, withPad: " ", startingAt: 0))[screen.column...])
                }
                frames += 1
                if lines.contains(where: { $0.contains(where: \.isLetter) }) { framesWithText += 1 }
                if lines.contains(where: { $0.contains(where: Self.runsAlongRow) }) { framesWithBorders += 1 }
                problems += Self.textOnBorders(lines).map { "\(key) frame \(frame): \($0)" }
            }
        }
        // Not vacuous: every frame was drawn with text, and most with borders to run into (Home's
        // rows have them; the photo grid's image tiles have none).
        #expect(frames == 120 && framesWithText == frames)
        #expect(framesWithBorders >= 60)
        #expect(
            problems.isEmpty,
            "\(animator) at \(size.columns)×\(size.rows), colour \(size.inColour):\n\(problems.joined(separator: "\n"))"
        )
    }
}
