import Animators
import Foundation
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

/// `S`: the frame shown saved as text and ANSI, numbered so that no file is overwritten.
@MainActor
@Suite struct FrameSnapshotTests {
    /// A fresh directory in the temporary directory.
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "/snapshots-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A 4 × 2 grid: "ab" in red on the first row, a blue blank at (0, 1). The text is the
    /// characters with trailing spaces removed, "ab" and "", with a line break after each row;
    /// the ANSI file has the red cells as `ESC[0;38;2;255;0;0m` … `ESC[0m` and the blue blank as
    /// `ESC[0;48;2;0;0;255m` then a space and `ESC[0m` (`ANSIEncoder` at 24-bit colour).
    @Test func savesTextAndANSIUnderTheFirstFreeNumber() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let red = RGB(red: 255, green: 0, blue: 0)
        var grid = CellGrid(columns: 4, rows: 2)
        grid[0, 0] = Cell(character: "a", foreground: red)
        grid[1, 0] = Cell(character: "b", foreground: red)
        grid[0, 1] = Cell(character: " ", background: RGB(red: 0, green: 0, blue: 255))
        // Number 1 is taken (its .ans exists): the frame goes to number 2.
        _ = FileManager.default.createFile(atPath: directory + "/pushpop-frame-1.ans", contents: Data())

        let notice = FrameSnapshot.save(grid, glyphs: .unicode, depth: .trueColor, in: directory)
        #expect(notice == .frameSaved(text: "pushpop-frame-2.txt", ansi: "pushpop-frame-2.ans", directory: directory))
        #expect(
            try String(contentsOfFile: directory + "/pushpop-frame-2.txt", encoding: .utf8) == "ab\n\n")
        #expect(
            try String(contentsOfFile: directory + "/pushpop-frame-2.ans", encoding: .utf8)
                == "\u{1B}[0;38;2;255;0;0mab\u{1B}[0m\n\u{1B}[0;48;2;0;0;255m \u{1B}[0m\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/pushpop-frame-1.txt"))
        // Again: number 3, the others untouched.
        #expect(
            FrameSnapshot.save(grid, glyphs: .unicode, depth: .trueColor, in: directory)
                == .frameSaved(text: "pushpop-frame-3.txt", ansi: "pushpop-frame-3.ans", directory: directory))
    }

    /// The session saves only after `S`, the frame it is given, and shows where; a directory
    /// that does not exist is named in the notice with the reason.
    @Test func theSessionSavesTheFrameAfterS() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        AnimationEngine.shared.reset()
        let session = PlaygroundSession(
            catalog: ScreenCatalog(assets: PlaygroundAssets.builtIn()), animators: AnimatorCatalog.entries,
            animatorIndex: 0)
        var grid = CellGrid(columns: 2, rows: 1)
        grid[0, 0] = Cell(character: "x")
        session.saveRequestedFrame(grid, glyphs: .unicode, depth: .monochrome, in: directory)
        #expect(!FileManager.default.fileExists(atPath: directory + "/pushpop-frame-1.txt"))
        #expect(PlaygroundKey(character: "S") == .saveFrame && PlaygroundKey(character: "s") == .slowMotion)
        #expect(PlaygroundKey(token: "S") == .saveFrame && PlaygroundKey(token: "s") == .slowMotion)
        session.handle(.saveFrame)
        session.saveRequestedFrame(grid, glyphs: .unicode, depth: .monochrome, in: directory)
        #expect(try String(contentsOfFile: directory + "/pushpop-frame-1.txt", encoding: .utf8) == "x\n")
        #expect(session.notice?.message == "frame saved as pushpop-frame-1.txt and pushpop-frame-1.ans in \(directory)")
        session.handle(.saveFrame)
        session.saveRequestedFrame(grid, glyphs: .unicode, depth: .monochrome, in: directory + "/missing")
        #expect(
            session.notice?.message
                == "frame not saved: \(directory)/missing/pushpop-frame-1.txt: No such file or directory")
    }
}
