import Foundation

/// Turns a sequence of grids into an asciicast v2 recording (`AsciicastWriter`'s format), as
/// headless mode's `--format cast` writes it: the header, then one `"o"` event per grid, at the
/// time given (headless mode's clock), so that a terminal emulator of the same size that plays
/// the events shows the last grid exactly.
///
/// An event's data is what a terminal needs to go from the grid before to this one: the first
/// event clears the screen, homes the cursor and hides it (`ESC[H ESC[2J ESC[?25l`), then every
/// event holds the changed cells as `FrameEncoder` sends them to a real terminal (cursor moves,
/// SGR, glyphs; no clear between frames). Ours, chosen over a whole frame per event: the bytes
/// are the same the interactive app sends for the same frames, so a recording shows what the
/// terminal would, and a frame costs its changes, not the whole screen. A grid that changes
/// nothing gives an event with empty data, so there is one event per frame and their times are
/// the frames' times. Source: asciinema's "asciicast v2" specification; ECMA-48 (CUP, ED);
/// xterm's ctlseqs (DECTCEM, `?25l`).
public struct AsciicastFrames {
    /// The header line (with its line break): `columns` × `rows`, titled "pushpop", with no
    /// timestamp or environment (headless output is the same on every run and machine).
    public let header: String
    private var encoder: FrameEncoder
    private var isFirst = true
    private var bytes: [UInt8] = []

    /// What starts the first event: cursor home, erase the display, cursor hidden.
    static let start = Array("\u{1B}[H\u{1B}[2J\u{1B}[?25l".utf8)

    /// A recording of `columns` × `rows` grids with colours at `depth` and glyphs folded to
    /// `glyphs`.
    public init(columns: Int, rows: Int, depth: ColorDepth, glyphs: GlyphSet) {
        header = AsciicastWriter.header(columns: columns, rows: rows, title: "pushpop")
        encoder = FrameEncoder(depth: depth, glyphs: glyphs)
        encoder.assumeCleared(columns: columns, rows: rows)
    }

    /// The event line (with its line break) that shows `grid` at `time` seconds.
    public mutating func event(for grid: CellGrid, at time: TimeInterval) -> String {
        bytes.removeAll(keepingCapacity: true)
        if isFirst {
            bytes.append(contentsOf: Self.start)
            isFirst = false
        }
        encoder.encode(grid, into: &bytes)
        return AsciicastWriter.event(time: time, code: "o", data: String(decoding: bytes, as: UTF8.self))
    }
}
