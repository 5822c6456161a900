import Foundation
import TerminalRenderer
import TransitionKit

/// Runs the playground with no terminal: applies the `--keys` tokens in order, advancing the
/// clock by hand at `fps` frames per second during each `wait:SECONDS` and
/// `drag:X0,Y0,X1,Y1,SECONDS`, and writes every frame in `format`: as text — a header line
/// (frame number, time and, while `,` or `<` review an earlier moment, `showing` the time
/// shown; stack, animator), then the grid (with colour escapes for `.ansi`) — or as the events
/// of an asciicast v2 recording (`.cast`: the recording's header first, then an event per frame
/// at the frame's time; `AsciicastFrames`). A frame is written at the start, after each key,
/// after each step of a wait, and for a drag after the finger lands, after each step of its
/// move and after it lifts. Deterministic: no
/// wall clock is read. Ours.
@preconcurrency @MainActor
public struct HeadlessRunner {
    /// Terminal width in cells.
    public let columns: Int
    /// Terminal height in cells.
    public let rows: Int
    /// Frames per second during waits.
    public let fps: Int
    /// The keys and waits to apply.
    public let tokens: [KeyToken]
    /// How frames are written.
    public let format: FrameFormat
    /// Unicode or ASCII glyphs.
    public let glyphs: GlyphSet
    /// The colour depth of ANSI frames and recordings.
    public let depth: ColorDepth

    /// A runner for a `columns` × `rows` grid at `fps` frames per second (at least 1) applying
    /// `tokens`, writing frames in `format` (colours at `depth` for `.ansi` and `.cast`).
    public init(
        columns: Int, rows: Int, fps: Int, tokens: [KeyToken], format: FrameFormat = .text,
        glyphs: GlyphSet = .unicode, depth: ColorDepth = .trueColor
    ) {
        self.columns = columns
        self.rows = rows
        self.fps = max(fps, 1)
        self.tokens = tokens
        self.format = format
        self.glyphs = glyphs
        self.depth = depth
    }

    /// Runs `session`, passing each frame (header and grid, newline-terminated; for `.cast` the
    /// recording's header first, then an event line per frame) to `output`,
    /// each diagnostic as it happens to `diagnostics`, and each of the session's notices as it
    /// is given (e.g. a push refused because the queue is full; `PlaygroundSession.onNotice`)
    /// to `notices`.
    public func run(
        _ session: PlaygroundSession, output: (String) -> Void, diagnostics: @escaping (Diagnostic) -> Void,
        notices: @escaping (PlaygroundNotice) -> Void = { _ in }
    ) {
        let engine = AnimationEngine.shared
        engine.diagnostics.onReport = diagnostics
        session.onNotice = notices
        defer {
            engine.diagnostics.onReport = nil
            session.onNotice = nil
        }
        let renderer = PlaygroundRenderer(glyphs: glyphs, depth: format == .text ? .monochrome : depth)
        var grid = CellGrid(columns: columns, rows: rows)
        var frame = 0
        var recording: AsciicastFrames?
        if format == .cast {
            recording = AsciicastFrames(columns: columns, rows: rows, depth: depth, glyphs: glyphs)
            output(recording?.header ?? "")
        }

        func emit() {
            renderer.render(session, into: &grid)
            grid.makeDisplayable(with: glyphs)
            defer { frame += 1 }
            if let event = recording?.event(for: grid, at: engine.currentTime) {
                output(event)
                return
            }
            var time = String(format: "%.3f", engine.currentTime)
            // Reviewing an earlier moment (`,` `<`): the time the phone shows, too.
            if let shown = engine.reviewTime { time += String(format: "s showing %.3f", shown) }
            // The HUD's breadcrumb: the tab's stack, then what is presented after ⇡ (^ in ASCII).
            let stack = session.hudBreadcrumb(ascii: glyphs == .ascii).map { $0.separator + $0.title }.joined()
            // Titles and names come from files: no control character of theirs reaches the output.
            let header = "--- frame \(frame) t=\(time)s stack: \(stack) | animator: \(session.animatorLabel)"
            var text = TerminalText.sanitized(header, keepingLineBreaks: false) + "\n"
            text += format == .ansi ? ANSIEncoder.encode(grid, depth: depth) : grid.text()
            if !text.hasSuffix("\n") { text += "\n" }
            output(text)
        }

        session.advance(by: 0)
        emit()
        for token in tokens {
            if session.wantsToQuit { break }
            switch token {
            case .key(let key):
                session.handle(key)
                // `S`: the frame last written.
                session.saveRequestedFrame(grid, glyphs: glyphs, depth: renderer.depth)
                session.advance(by: 0)
                emit()
            case .wait(let seconds):
                let steps = max(Int((seconds * Double(fps)).rounded()), seconds > 0 ? 1 : 0)
                let step = steps > 0 ? seconds / Double(steps) : 0
                for _ in 0..<steps {
                    session.advance(by: step)
                    emit()
                }
            case .drag(let from, let to, let duration):
                if !session.window.bounds.contains(from) {
                    notices(.dragStartsOutsideWindow(start: from, windowSize: session.window.bounds.size))
                }
                session.handlePointer(.down, at: from)
                session.advance(by: 0)
                emit()
                // Evenly along the line, a step per frame at `fps` (at least one).
                let steps = max(Int((duration * Double(fps)).rounded()), 1)
                for step in 1...steps {
                    session.advance(by: duration / Double(steps))
                    let fraction = CGFloat(step) / CGFloat(steps)
                    let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
                    session.handlePointer(.moved, at: point)
                    emit()
                }
                session.handlePointer(.up, at: to)
                session.advance(by: 0)
                emit()
            }
        }
    }
}
