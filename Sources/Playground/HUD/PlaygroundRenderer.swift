import Foundation
import TerminalRenderer
import TransitionKit

/// Composes a whole terminal frame: the phone with the window's views, the HUD, and the help
/// overlay — or a message when the terminal is too small. Ours.
@MainActor
public struct PlaygroundRenderer {
    /// The glyphs to draw with.
    public let glyphs: GlyphSet
    /// The colours available.
    public let depth: ColorDepth
    private let rasterizer: Rasterizer

    /// A renderer drawing with `glyphs` at colour `depth`.
    public init(glyphs: GlyphSet, depth: ColorDepth) {
        self.glyphs = glyphs
        self.depth = depth
        rasterizer = Rasterizer(glyphs: glyphs, depth: depth)
    }

    /// Draws `session` into `grid` (its size is the terminal's). `fps` is the measured frame
    /// rate, if any; `output` the last lines the program printed (shown in the HUD). Returns the
    /// layout used, or nil if the terminal was too small.
    @discardableResult
    public func render(
        _ session: PlaygroundSession, into grid: inout CellGrid, fps: Double? = nil, output: [String] = []
    ) -> PlaygroundLayout? {
        grid.clear()
        guard
            let layout = PlaygroundLayout(
                columns: grid.columns, rows: grid.rows, windowSize: session.window.bounds.size)
        else {
            let minimum = PlaygroundLayout.minimumSize
            let message = [
                "pushpop needs a terminal of at least \(minimum.columns)×\(minimum.rows);",
                "this one is \(grid.columns)×\(grid.rows). Enlarge it, or press q to quit.",
            ]
            let lines = PanelWriter.wrap(message.joined(separator: " "), width: max(grid.columns, 1))
            for (index, line) in lines.enumerated() {
                grid.write(line, column: 0, row: index, maxColumns: grid.columns)
            }
            return nil
        }
        session.window.layoutIfNeeded()
        rasterizer.render(session.window, into: &grid, layout: layout.phone)
        HUDPanel(glyphs: glyphs).draw(session, into: &grid, rect: layout.hud, fps: fps, output: output)
        if session.isShowingHelp {
            HelpOverlay(glyphs: glyphs).draw(into: &grid, columns: grid.columns, rows: grid.rows)
        }
        return layout
    }
}
