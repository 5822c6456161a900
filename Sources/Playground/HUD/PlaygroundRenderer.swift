import Foundation
@_spi(Rendering) import TerminalRenderer
import TransitionKit

/// Composes a whole terminal frame: the phone with the window's views, the HUD, and the help
/// overlay — or a message when the terminal is too small.
///
/// Frame to frame, it draws again only what may have changed: the HUD, and the phone's cells
/// that the rasteriser finds changed (`Rasterizer.renderChanges`); everything is drawn afresh
/// on the first frame, after `invalidate()`, when the grid's size or the layout changes, and
/// while the help overlay is shown or has just been closed. So the grid passed in must be the
/// one drawn into last time, untouched in between (call `invalidate()` otherwise). Ours.
@preconcurrency @MainActor
public struct PlaygroundRenderer {
    /// The glyphs to draw with.
    public let glyphs: GlyphSet
    /// The colours available.
    public let depth: ColorDepth
    private let rasterizer: Rasterizer
    private let memory = Memory()
    /// What the HUD typeset in earlier frames.
    private let typesetting = HUDTypesetting()
    /// What the inspector typeset in earlier frames.
    private let inspectorTypesetting = HUDTypesetting()

    /// What the last frame was, to decide whether the next may reuse it.
    private final class Memory {
        var layout: PlaygroundLayout?
        var columns = -1
        var rows = -1
        var showedHelp = false
        /// The HUD's rows as the grid shows them (nil: not known, draw them all).
        var hud: PanelRows?
        /// The rows of the frame before, whose storage the next frame's rows reuse.
        var spareHUD: PanelRows?
        /// The cell the finger marker was drawn over, and what the phone showed there.
        var marker: (column: Int, row: Int, under: Cell)?
        /// The inspector's rows as the grid shows them, and the rows of the frame before.
        var inspector: PanelRows?
        var spareInspector: PanelRows?
        /// The cells the inspector's corner marks were drawn over, and what the phone showed.
        var highlight: [(column: Int, row: Int, under: Cell)] = []
    }

    /// The finger marker's colour: iOS's system red, bold, over what the phone shows there.
    nonisolated static let markerColor = RGB(red: 255, green: 59, blue: 48)

    /// A renderer drawing with `glyphs` at colour `depth`.
    public init(glyphs: GlyphSet, depth: ColorDepth) {
        self.glyphs = glyphs
        self.depth = depth
        rasterizer = Rasterizer(glyphs: glyphs, depth: depth)
    }

    /// Makes the next `render` draw everything (the grid was changed or replaced meanwhile).
    public func invalidate() {
        memory.layout = nil
    }

    /// Cells of the phone's screen drawn again by the last `render`.
    public var lastDrawnPhoneCells: Int { rasterizer.lastDrawnCells }

    /// Draws `session` into `grid` (its size is the terminal's). `fps` is the measured frame
    /// rate, if any; `output` the last lines the program printed (shown in the HUD). Returns the
    /// layout used, or nil if the terminal was too small.
    @discardableResult
    public func render(
        _ session: PlaygroundSession, into grid: inout CellGrid, fps: Double? = nil, output: [String] = []
    ) -> PlaygroundLayout? {
        guard
            let layout = PlaygroundLayout(
                columns: grid.columns, rows: grid.rows, windowSize: session.window.bounds.size,
                showsInspector: session.isShowingInspector)
        else {
            memory.layout = nil
            grid.clear()
            for (index, line) in Self.tooSmallMessage(columns: grid.columns, rows: grid.rows).enumerated() {
                grid.write(line, column: 0, row: index, maxColumns: grid.columns)
            }
            return nil
        }
        // Labels measure their text in this screen's cells (a resize lays them out again).
        layout.phone.installTextMetrics()
        session.window.layoutIfNeeded()
        let reuses =
            memory.layout == layout && memory.columns == grid.columns && memory.rows == grid.rows
            && !memory.showedHelp && !session.isShowingHelp
        if reuses {
            // The grid as the rasterizer left it, without the marks: it draws only changes.
            if let marker = memory.marker { grid[marker.column, marker.row] = marker.under }
            for mark in memory.highlight.reversed() { grid[mark.column, mark.row] = mark.under }
            rasterizer.renderChanges(session.window, into: &grid, layout: layout.phone)
        } else {
            grid.clear()
            rasterizer.render(session.window, into: &grid, layout: layout.phone)
        }
        memory.marker = nil
        memory.highlight.removeAll(keepingCapacity: true)
        if let rect = layout.inspector {
            let tree = InspectorTree(session)
            let selected = session.inspectorSelection.index(in: tree)
            if !session.isShowingHelp, tree.nodes.indices.contains(selected),
                let box = InspectorTree.windowBox(of: tree.nodes[selected].view, in: session.window)
            {
                drawHighlight(box, into: &grid, phone: layout.phone)
            }
            let rows = InspectorPanel(glyphs: glyphs, typesetting: inspectorTypesetting).draw(
                tree, selected: selected, timeline: TimelineSection(session, tree: tree, selected: selected),
                into: &grid, rect: rect, previous: reuses ? memory.inspector : nil,
                recycling: memory.spareInspector.take())
            memory.spareInspector = memory.inspector
            memory.inspector = rows
        } else {
            memory.inspector = nil
            memory.spareInspector = nil
        }
        if let finger = session.finger, !session.isShowingHelp {
            drawMarker(at: finger.location, into: &grid, phone: layout.phone)
        }
        // Taken out of the memory: the only reference, so its arrays are reused, not copied.
        let rows = HUDPanel(glyphs: glyphs, typesetting: typesetting).draw(
            session, into: &grid, rect: layout.hud, fps: fps, output: output, previous: reuses ? memory.hud : nil,
            recycling: memory.spareHUD.take())
        memory.spareHUD = memory.hud
        memory.hud = rows
        if session.isShowingHelp {
            let scroll = HelpOverlay(glyphs: glyphs).draw(into: &grid, scroll: session.helpScroll)
            session.limitHelpScroll(to: scroll)
        }
        memory.layout = layout
        memory.columns = grid.columns
        memory.rows = grid.rows
        memory.showedHelp = session.isShowingHelp
        return layout
    }

    /// What a terminal of `columns` × `rows` smaller than `PlaygroundLayout.minimumSize` shows,
    /// as lines: the longest of these wordings that fits whole, so the size asked for is never
    /// cut off — the full sentence; "Needs 40×16 (this is 10×5). q quits."; "Needs 40×16";
    /// "40×16" (cut only where even that does not fit). Ours.
    static func tooSmallMessage(columns: Int, rows: Int) -> [String] {
        let minimum = "\(PlaygroundLayout.minimumSize.columns)×\(PlaygroundLayout.minimumSize.rows)"
        let size = "\(columns)×\(rows)"
        let wordings = [
            "pushpop needs a terminal of at least \(minimum); this one is \(size). Enlarge it, or press q to quit.",
            "Needs \(minimum) (this is \(size)). q quits.",
            "Needs \(minimum)",
        ]
        for wording in wordings {
            let lines = PanelWriter.wrap(wording, width: max(columns, 1))
            let wordsFit = wording.split(separator: " ").allSatisfy { $0.count <= columns }
            if wordsFit && lines.count <= rows { return lines }
        }
        return [minimum]
    }

    /// Marks the corners of the part of `box` (window points) on the window — `┏ ┓ ┗ ┛` (`+`
    /// in ASCII) in the accent colour, bold, on the cells' own backgrounds — remembering what
    /// they covered: the inspector's selected view. Drawn over the phone like
    /// the finger marker, so that closing the inspector gives back the picture as it was.
    private func drawHighlight(_ box: CGRect, into grid: inout CellGrid, phone: PhoneLayout) {
        // The part of the box on the window; each corner's point just inside it.
        let visible = box.intersection(CGRect(origin: .zero, size: phone.windowSize))
        guard !visible.isNull, !visible.isEmpty else { return }
        let inset = 0.001
        let (left, right, top, bottom) = (visible.minX, visible.maxX - inset, visible.minY, visible.maxY - inset)
        let marks: [(CGPoint, Character)] = [
            (CGPoint(x: left, y: top), glyphs == .ascii ? "+" : "┏"),
            (CGPoint(x: right, y: top), glyphs == .ascii ? "+" : "┓"),
            (CGPoint(x: left, y: bottom), glyphs == .ascii ? "+" : "┗"),
            (CGPoint(x: right, y: bottom), glyphs == .ascii ? "+" : "┛"),
        ]
        for (point, character) in marks {
            guard let cell = phone.cell(for: point),
                !memory.highlight.contains(where: { $0.column == cell.column && $0.row == cell.row })
            else { continue }
            let under = grid[cell.column, cell.row]
            memory.highlight.append((cell.column, cell.row, under))
            grid[cell.column, cell.row] = Cell(
                character: character, foreground: HUDPanel.accent, background: under.background, isBold: true)
        }
    }

    /// Draws the finger marker — `●` (`o` in ASCII) in `markerColor`, bold, on the cell's own
    /// background — over the phone's cell that shows window point `point`, remembering what it
    /// covered. Not a view in the window: the window's views and hit-testing never see it.
    private func drawMarker(at point: CGPoint, into grid: inout CellGrid, phone: PhoneLayout) {
        // The window's right and bottom edges (where a clamped drag ends) are in its last cells.
        let inside = CGPoint(
            x: min(point.x, phone.windowSize.width - 0.001), y: min(point.y, phone.windowSize.height - 0.001))
        guard let cell = phone.cell(for: inside) else { return }
        let under = grid[cell.column, cell.row]
        memory.marker = (cell.column, cell.row, under)
        grid[cell.column, cell.row] = Cell(
            character: glyphs == .ascii ? "o" : "●", foreground: Self.markerColor, background: under.background,
            isBold: true)
    }
}
