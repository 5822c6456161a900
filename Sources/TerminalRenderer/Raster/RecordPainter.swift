import Foundation
import TransitionKit

/// Paints view records into a grid, within a limit rectangle: what `Rasterizer` does per
/// damaged rectangle. Not bound to the main actor: it reads only the records. A cell's result
/// depends only on the record and on what the cell held before, so painting a rectangle
/// gives the same cells as painting everything. Ours.
struct RecordPainter {
    let glyphs: GlyphSet
    let painter: CellPainter

    /// Paints `record` into the cells of `limit` (which lies inside the grid), laying text out
    /// through `layouts`.
    func paint(
        _ record: ViewRecord, limit: CellRect, grid: inout CellGrid, mask: inout [Bool],
        layouts: inout TextLayoutCache
    ) {
        let clip = record.clip.intersection(limit)
        guard !clip.isEmpty else { return }
        let region = record.coverBox.intersection(clip)
        if !region.isEmpty, record.fill != nil || record.layerBorder != nil || record.sampler != nil {
            paintCells(record, region: region, grid: &grid, mask: &mask)
        }
        if let subCell = record.subCell, let fill = record.fill {
            paintPartialCells(subCell, color: fill.color, record: record, clip: clip, grid: &grid)
        }
        for shape in record.shapes {
            paintShape(shape, record: record, clip: clip, grid: &grid)
        }
        if let text = record.text {
            drawText(text, record: record, clip: clip, grid: &grid, layouts: &layouts)
        }
    }

    // MARK: Fill, image, edges

    private func paintCells(_ record: ViewRecord, region: CellRect, grid: inout CellGrid, mask: inout [Bool]) {
        let geometry = record.geometry
        let opacity = record.opacity
        let drawsEdges = record.drawsEdges
        let rowEdges = record.hasRowEdges
        let columnEdges = record.hasColumnEdges
        let fillAlpha = (record.fill?.alpha ?? 0) * opacity
        let smallBorder = record.isBoxed ? nil : record.layerBorder
        let picker = drawsEdges ? EdgeGlyphPicker(geometry: geometry, style: record.style, glyphs: glyphs) : nil
        let edgeColor: Paint? =
            record.layerBorder.map { Paint(color: $0.color, alpha: $0.alpha * opacity) }
            ?? (drawsEdges
                ? record.fill.map { Paint(color: CellPainter.borderColor(for: $0.color), alpha: fillAlpha) } : nil)
        // An upright view covers exactly its cell box (a sub-cell box its full cells): no mask.
        let rectangle: CellRect? = record.subCell?.full ?? (geometry.isUpright ? geometry.cellBox : nil)
        if rectangle == nil { computeMask(record, region: region, mask: &mask) }
        let gridColumns = grid.columns
        guard region.column >= 0, region.row >= 0, region.endColumn <= gridColumns, region.endRow <= grid.rows
        else { return }
        let shapes = record.clipShapes
        let masks = record.masks
        let fill = record.fill
        let unclipped = shapes.isEmpty && masks.isEmpty
        // Off the box's edges, inside an upright box that no rotated clip cuts, every cell is
        // covered and no edge glyph lands: the interior's cells need no test but the masks',
        // which the loop makes once per run of cells that pass them.
        var interiorRows = 0..<0
        var interiorColumns = 0..<0
        if let rectangle, shapes.isEmpty {
            let edges = picker != nil && edgeColor != nil
            let rowInset = edges && rowEdges ? 1 : 0
            let columnInset = edges && columnEdges ? 1 : 0
            let top = rectangle.row + rowInset
            let left = rectangle.column + columnInset
            interiorRows = top..<max(rectangle.endRow - rowInset, top)
            interiorColumns = left..<max(rectangle.endColumn - columnInset, left)
        }
        // An opaque fill with no border over it leaves every cell it paints the same, whatever
        // the cell held: with no image, the interior's cells take `solid` without painting each.
        var solid: Cell?
        if let fill, fillAlpha >= CellPainter.opaqueAlpha, smallBorder == nil {
            var cell = Cell.blank
            painter.fill(&cell, color: fill.color, alpha: fillAlpha)
            solid = cell
        }
        // The loop takes everything by value: what it reads per cell stays in registers
        // while it stores cells through the buffer.
        func run<Image: CellImageStep>(_ image: Image) -> UInt64 {
            let loop = CellLoop(
                recordPainter: self, geometry: geometry, region: region, fill: fill, fillAlpha: fillAlpha,
                border: smallBorder.map { Paint(color: $0.color, alpha: $0.alpha * opacity) }, picker: picker,
                edgeColor: edgeColor, drawsEdges: picker != nil && edgeColor != nil, rectangle: rectangle,
                rowEdges: rowEdges, columnEdges: columnEdges,
                shapes: shapes, masks: masks, unclipped: unclipped, interiorRows: interiorRows,
                interiorColumns: interiorColumns, solid: solid, image: image)
            return grid.withUnsafeMutableCells(rows: region.row..<region.endRow) { cells in
                mask.withUnsafeBufferPointer { mask in loop.run(cells: cells, mask: mask, gridColumns: gridColumns) }
            }
        }
        // The glyph bits of every cell painted, or-ed: a wide pair among them may have lost a half.
        let seen: UInt64
        if let sampler = record.sampler {
            seen = sampler.withPixels { pixels in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: region.columns) { pixelColumns in
                    run(
                        SampledImage(
                            recordPainter: self, sampler: sampler, pixels: pixels, fromCells: geometry.fromCells,
                            opacity: opacity, region: region, pixelColumns: pixelColumns))
                }
            }
        } else {
            seen = run(NoImage())
        }
        if seen & Glyph.wideBit != 0 { grid.repairPairs(in: region) }
    }

    /// Fills `mask` with the record's coverage of `region` grown by one cell on every side (row
    /// by row, `region.columns + 2` wide), ignoring clipping: cell centres inside the bounds.
    /// (Upright views and sub-cell boxes cover a rectangle and need no mask.)
    private func computeMask(_ record: ViewRecord, region: CellRect, mask: inout [Bool]) {
        let width = region.columns + 2
        let height = region.rows + 2
        let count = width * height
        if mask.count < count {
            mask.append(contentsOf: repeatElement(false, count: count - mask.count))
        }
        let shape = ClipShape(fromCells: record.geometry.fromCells, bounds: record.geometry.bounds)
        mask.withUnsafeMutableBufferPointer { mask in
            guard let start = mask.baseAddress else { return }
            let columns = (region.column - 1)..<(region.endColumn + 1)
            for y in 0..<height {
                shape.contains(columns: columns, row: region.row - 1 + y, into: start + y * width)
            }
        }
    }

    /// Whether the cell is inside every rotated clipping ancestor and every mask: a mask's
    /// whole cells only where quadrant glyphs draw its outline (Unicode colour), else cells at
    /// least half covered.
    @inline(__always)
    private func passes(_ record: ViewRecord, column: Int, row: Int) -> Bool {
        passes(record.clipShapes, record.masks, column: column, row: row)
    }

    @inline(__always)
    fileprivate func passes(_ shapes: [ClipShape], _ masks: [QuadrantCoverage], column: Int, row: Int) -> Bool {
        for shape in shapes where !shape.contains(column: column, row: row) { return false }
        return masks.isEmpty || passesMasks(masks, column: column, row: row)
    }

    @inline(never)
    private func passesMasks(_ masks: [QuadrantCoverage], column: Int, row: Int) -> Bool {
        let quarterGlyphs = painter.hasColor && glyphs == .unicode
        for mask in masks {
            guard QuadrantCoverage.passes(mask.quarters(column: column, row: row), wholeCells: quarterGlyphs)
            else { return false }
        }
        return true
    }

    /// The first run of cells from `column` (before `end`) in `row` that every mask passes
    /// (as `passesMasks` tests a cell): its first cell is where the first mask passes next,
    /// empty there when another mask does not pass it.
    fileprivate func maskRun(_ masks: [QuadrantCoverage], row: Int, from column: Int, to end: Int) -> Range<Int> {
        let wholeCells = painter.hasColor && glyphs == .unicode
        guard let first = masks.first else { return column..<end }
        let start = first.firstCovered(row: row, from: column, to: end, wholeCells: wholeCells)
        var stop = end
        for mask in masks { stop = mask.coveredRunEnd(row: row, from: start, to: stop, wholeCells: wholeCells) }
        return start..<max(stop, start)
    }

    // MARK: Shapes

    /// Paints a shape's coverage in `paint` at the record's opacity: whole cells as a fill;
    /// partly covered cells as a quadrant glyph in the colour over the colour behind (Unicode
    /// colour), else as a fill when at least half covered.
    private func paintShape(_ shape: ShapePaint, record: ViewRecord, clip: CellRect, grid: inout CellGrid) {
        let area = shape.coverage.box.intersection(clip)
        // Written through the grid's buffer below: only cells of the grid.
        guard !area.isEmpty, area.column >= 0, area.row >= 0, area.endColumn <= grid.columns, area.endRow <= grid.rows
        else { return }
        let alpha = shape.paint.alpha * record.opacity
        let quarterGlyphs = painter.hasColor && glyphs == .unicode
        let gridColumns = grid.columns
        let unclipped = record.clipShapes.isEmpty && record.masks.isEmpty
        let coverage = shape.coverage
        // A whole cell takes the fill, which depends only on the cell it lands on: a run of
        // equal cells is filled once (the last input and its result are kept).
        var lastInput: Cell?
        var lastOutput = Cell.blank
        // Cells are written through the grid's buffer (`clip` lies in the grid); a cell whose
        // old or new glyph is wide is written through the subscript, which keeps pairs whole,
        // and the loop goes on after it.
        var row = area.row
        var column = area.column
        while row < area.endRow {
            var wide: Cell?
            grid.withUnsafeMutableCells(rows: row..<area.endRow) { cells in
                coverage.withUnsafeBits { bits in
                    while row < area.endRow {
                        // `area` lies in the coverage's box: no test per cell.
                        let bitsRow = (row &- coverage.box.row) &* coverage.box.columns &- coverage.box.column
                        let gridRow = row &* gridColumns
                        while column < area.endColumn {
                            let quarters = bits[bitsRow &+ column]
                            let index = gridRow &+ column
                            if quarters != 0, unclipped || passes(record, column: column, row: row) {
                                var cell = cells[index]
                                let before = cell
                                // A whole cell where quarter glyphs draw the edge, else one at
                                // least half covered: filled.
                                if QuadrantCoverage.passes(quarters, wholeCells: quarterGlyphs) {
                                    if before == lastInput {
                                        cell = lastOutput
                                    } else {
                                        painter.fill(&cell, color: shape.paint.color, alpha: alpha)
                                        lastInput = before
                                        lastOutput = cell
                                    }
                                } else if quarterGlyphs, alpha > CellPainter.clearAlpha {
                                    let behind = cell.background ?? CellPainter.base
                                    cell = Cell(
                                        glyph: QuadrantCoverage.glyph(quarters),
                                        foreground: shape.paint.color.blended(over: behind, alpha: min(alpha, 1)),
                                        background: behind)
                                } else {
                                    column &+= 1
                                    continue
                                }
                                if (before.glyph.bits | cell.glyph.bits) & Glyph.wideBit != 0 {
                                    wide = cell
                                    return
                                }
                                cells[index] = cell
                            }
                            column &+= 1
                        }
                        column = area.column
                        row &+= 1
                    }
                }
            }
            guard let cell = wide else { break }
            grid[column, row] = cell
            column += 1
            if column == area.endColumn {
                column = area.column
                row += 1
            }
        }
    }

    // MARK: Sub-cell edges

    /// The partial cells of a sub-cell box: a block glyph in `color` over the colour behind.
    private func paintPartialCells(
        _ box: SubCellBox, color: RGB, record: ViewRecord, clip: CellRect, grid: inout CellGrid
    ) {
        for strip in box.strips {
            let cells = strip.cells.intersection(clip)
            guard !cells.isEmpty else { continue }
            for row in cells.row..<cells.endRow {
                for column in cells.column..<cells.endColumn
                where passes(record, column: column, row: row) {
                    let behind = grid[column, row].background ?? CellPainter.base
                    grid[column, row] =
                        strip.boxInForeground
                        ? Cell(glyph: strip.glyph, foreground: color, background: behind)
                        : Cell(glyph: strip.glyph, foreground: behind, background: color)
                }
            }
        }
    }

    // MARK: Images

    /// Paints an image's two half-cell samples (the pixels at the cell's centre column, a
    /// quarter and three quarters down; nil outside the image) into `cell`.
    @inline(__always)
    fileprivate func paintImage(
        upper: ImageSampler.Sample?, lower: ImageSampler.Sample?, opacity: Double, cell: inout Cell
    ) {
        guard upper != nil || lower != nil else { return }
        if opacity < 0.5, !cell.isSpace, !painter.isShade(cell.glyph) {
            // Under half opaque an image is not read yet (glyphs show only from ½): the glyph
            // below stays, the image only tints its background.
            if painter.hasColor, let sample = upper ?? lower {
                cell.background = sample.color.blended(
                    over: cell.background ?? CellPainter.base, alpha: sample.alpha * opacity)
            }
            return
        }
        guard painter.hasColor else {
            // Luminance of each half over black, averaged: denser glyphs for brighter pixels.
            let top = upper.map { $0.color.luminance * $0.alpha * opacity } ?? 0
            let bottom = lower.map { $0.color.luminance * $0.alpha * opacity } ?? 0
            let level = (top + bottom) / 2
            let glyph: Glyph
            switch level {
            case ..<0.2: glyph = .space
            case ..<0.4: glyph = painter.shades.light
            case ..<0.6: glyph = painter.shades.medium
            case ..<0.8: glyph = painter.shades.dark
            default: glyph = painter.shades.full
            }
            cell = Cell(glyph: glyph)
            return
        }
        let below = cell.background ?? CellPainter.base
        let top = upper.map { $0.color.blended(over: below, alpha: $0.alpha * opacity) } ?? below
        let bottom = lower.map { $0.color.blended(over: below, alpha: $0.alpha * opacity) } ?? below
        if top == bottom {
            cell = Cell(glyph: .space, background: top)
        } else if glyphs == .unicode {
            cell = Cell(glyph: .upperHalf, foreground: top, background: bottom)
        } else {
            let average = RGB(
                red: UInt8((Int(top.red) + Int(bottom.red) + 1) / 2),
                green: UInt8((Int(top.green) + Int(bottom.green) + 1) / 2),
                blue: UInt8((Int(top.blue) + Int(bottom.blue) + 1) / 2))
            cell = Cell(glyph: .space, background: average)
        }
    }

    // MARK: Text

    /// A label's lines as they land in cells: the lines of glyphs, the row of the first, and
    /// the column each starts at.
    struct PlacedText {
        var lines: [[Glyph]]
        var firstRow: Int
        var starts: LineStarts
    }

    /// The column each of a label's lines starts at, by its alignment in the text area: worked
    /// out line by line when read, so that placing a label allocates nothing.
    struct LineStarts {
        let lines: [[Glyph]]
        let area: CellRect
        let alignment: NSTextAlignment

        /// The first column of line `index`.
        subscript(index: Int) -> Int {
            let slack = area.columns - TextLayout.width(of: lines[index])
            switch alignment {
            case .center: return area.column + slack / 2
            case .right: return area.column + slack
            default: return area.column
            }
        }
    }

    /// Where `record`'s text lands, or nil where it is not drawn: turned more than 10° (or in
    /// perspective more than 60°), no room, scaled below half and cut, or cut to a stump.
    func placeText(of record: ViewRecord, layouts: inout TextLayoutCache) -> PlacedText? {
        guard let content = record.text else { return nil }
        let geometry = record.geometry
        // In perspective: only facing the viewer, foreshortened by at most half (turned ≤ 60°).
        if !geometry.isAffine {
            let shorter = min(geometry.xAxisLength, geometry.yAxisLength)
            let longer = max(geometry.xAxisLength, geometry.yAxisLength)
            guard geometry.facesViewer, longer > 0, shorter >= longer / 2 else { return nil }
        }
        let rotation = geometry.rotationDegrees
        let upright = abs(rotation) <= 10
        let upsideDown = 180 - abs(rotation) <= 10
        guard upright || upsideDown else { return nil }
        let area = record.textArea
        guard !area.isEmpty else { return nil }
        let maxLines = content.numberOfLines == 0 ? area.rows : min(max(content.numberOfLines, 1), area.rows)
        let layout = layouts.layout(
            content.text, width: area.columns, maxLines: maxLines, wraps: content.numberOfLines != 1, glyphs: glyphs)
        var lines = layout.lines
        guard !lines.isEmpty else { return nil }
        // Scaled down, text keeps its size (a cell is a cell): it shows while the label is at
        // least half size, truncated if need be, and below that only while it fits whole.
        if geometry.scale < 0.5 && layout.isTruncated { return nil }
        // Cut to a stump or broken into a column of letters, text no longer reads: it goes.
        if layout.isTruncated && area.columns < TextLayout.minimumCutWidth { return nil }
        var alignment = content.alignment
        if upsideDown {
            lines = lines.reversed().map { $0.reversed() }
            switch alignment {
            case .right: alignment = .left
            case .center: break
            default: alignment = .right
            }
        }
        return PlacedText(
            lines: lines, firstRow: area.row + (area.rows - lines.count) / 2,
            starts: LineStarts(lines: lines, area: area, alignment: alignment))
    }

    /// Draws a label's lines where `placeText` puts them, each cut short where a later label's
    /// characters are (`ViewRecord.textCuts`: the line ends in the ellipsis, or is not drawn
    /// when fewer than `TextLayout.minimumCutWidth` cells are left).
    private func drawText(
        _ content: TextContent, record: ViewRecord, clip: CellRect, grid: inout CellGrid,
        layouts: inout TextLayoutCache
    ) {
        guard let placed = placeText(of: record, layouts: &layouts) else { return }
        let alpha = content.ink.alpha * record.opacity
        for (index, var line) in placed.lines.enumerated() {
            let row = placed.firstRow + index
            let start = placed.starts[index]
            for cut in record.textCuts where cut.row == row {
                let width = cut.end - start
                guard width >= TextLayout.minimumCutWidth else {
                    line = []
                    break
                }
                line = TextLayout.truncated(line, width: width, glyphs: glyphs)
            }
            var column = start
            for glyph in line {
                let visible = shows(record, clip: clip, column: column, row: row)
                if glyph.isWide {
                    // Both halves or neither: a pair cut by a clip edge leaves a space in the
                    // half that shows.
                    let rightVisible = shows(record, clip: clip, column: column + 1, row: row)
                    if visible || rightVisible {
                        let target = visible ? column : column + 1
                        var cell = grid[target, row]
                        painter.put(
                            visible && rightVisible ? glyph : .space, in: &cell, color: content.ink.color, alpha: alpha,
                            visibility: record.opacity, isBold: content.isBold)
                        grid[target, row] = cell
                    }
                    column += 2
                    continue
                }
                if visible {
                    var cell = grid[column, row]
                    painter.put(
                        glyph, in: &cell, color: content.ink.color, alpha: alpha, visibility: record.opacity,
                        isBold: content.isBold)
                    grid[column, row] = cell
                }
                column += 1
            }
        }
    }

    /// Whether the record's text shows in the cell: inside the clip, every clipping shape and
    /// mask, and (in perspective) the record's outline.
    @inline(__always)
    private func shows(_ record: ViewRecord, clip: CellRect, column: Int, row: Int) -> Bool {
        clip.contains(column: column, row: row) && passes(record, column: column, row: row)
            && (record.geometry.isAffine || record.geometry.covers(column: column, row: row))
    }
}

/// One record's cells painted over a rectangle (`RecordPainter.paintCells`): what is the same
/// for every cell, held by value, so that the loop reads it from registers while it stores
/// cells through the grid's buffer. Generic over the image step, so that views without an
/// image get a loop with none and nothing optional is unwrapped per cell. Ours.
private struct CellLoop<Image: CellImageStep> {
    let recordPainter: RecordPainter
    let geometry: ViewGeometry
    let region: CellRect
    let fill: Paint?
    /// The fill's alpha with the view's opacity.
    let fillAlpha: Double
    /// A small view's layer border, painted as a fill (its alpha with the view's opacity).
    let border: Paint?
    let picker: EdgeGlyphPicker?
    /// The edges' colour, its alpha with the view's opacity.
    let edgeColor: Paint?
    /// Whether there are edges to draw (`picker` and `edgeColor`).
    let drawsEdges: Bool
    /// The cells an upright view covers (nil: `mask` says).
    let rectangle: CellRect?
    let rowEdges: Bool
    let columnEdges: Bool
    let shapes: [ClipShape]
    let masks: [QuadrantCoverage]
    /// Whether no clipping shape or mask applies.
    let unclipped: Bool
    /// The cells of an upright view that no clipping shape cuts, off its edges: covered (where
    /// `masks` pass), and with no edge glyph (empty when `rectangle` is nil or a shape clips).
    let interiorRows: Range<Int>
    let interiorColumns: Range<Int>
    /// The cell every interior cell takes whatever it held, when there is no image: an opaque
    /// fill with no border.
    let solid: Cell?
    let image: Image

    /// Paints the cells of `region` (`mask`: coverage of the region grown by a cell, row by
    /// row, when `rectangle` is nil) and returns the glyph bits of the cells painted, or-ed.
    ///
    /// Under a mask, a row's covered cells are visited as one run when the mask's row holds a
    /// single run (a turned or projected rectangle's rows do); the cells of that run that no
    /// shape or mask clips and that lie off the outline (their neighbours covered where edges
    /// are drawn) take the interior path, as an upright view's do. Every other cell takes the
    /// tested path, so each cell is painted as it was.
    func run(cells: UnsafeMutableBufferPointer<Cell>, mask: UnsafeBufferPointer<Bool>, gridColumns: Int) -> UInt64 {
        var seen: UInt64 = 0
        var memo = CellMemo(samples: Image.outside)
        let width = region.columns + 2
        let columns = region.column..<region.endColumn
        // Under a mask, its runs of the rows above and at the row painted.
        let outlineRows = rectangle == nil && drawsEdges && rowEdges
        let outlineColumns = rectangle == nil && drawsEdges && columnEdges
        var above = rectangle == nil ? coverRun(mask, row: 0, width: width) : nil
        var current = rectangle == nil ? coverRun(mask, row: 1, width: width) : nil
        for row in region.row..<region.endRow {
            let maskRow = (row - region.row + 1) * width
            let gridRow = row * gridColumns
            let shared = image.row(row)
            var visited = columns
            var inner =
                interiorRows.contains(row)
                ? interiorColumns.clamped(to: columns) : columns.lowerBound..<columns.lowerBound
            if rectangle == nil {
                let below = coverRun(mask, row: row - region.row + 2, width: width)
                let (up, at) = (above, current)
                (above, current) = (current, below)
                if let covered = at {
                    visited = covered.clamped(to: columns)
                    // Off the outline: the left and right neighbours covered, and those above
                    // and below.
                    var interior = unclipped ? covered : visited.lowerBound..<visited.lowerBound
                    if outlineColumns, !interior.isEmpty {
                        interior = (interior.lowerBound + 1)..<max(interior.upperBound - 1, interior.lowerBound + 1)
                    }
                    if outlineRows {
                        let none = interior.lowerBound..<interior.lowerBound
                        interior = interior.clamped(to: up ?? none).clamped(to: below ?? none)
                    }
                    inner = interior.clamped(to: visited)
                }
                // More than one run (`at` nil): every cell of the row tested, `inner` empty.
            }
            for column in visited.lowerBound..<inner.lowerBound {
                paint(
                    column: column, row: row, gridRow: gridRow, maskRow: maskRow, width: width, shared: shared,
                    cells: cells, mask: mask, seen: &seen, memo: &memo)
            }
            // Interior cells in runs: all of them, or under masks each run of cells they pass.
            if masks.isEmpty {
                if !inner.isEmpty {
                    paintRun(
                        inner, row: row, gridRow: gridRow, shared: shared, cells: cells, seen: &seen, memo: &memo)
                }
            } else {
                var start = inner.lowerBound
                while start < inner.upperBound {
                    let run = recordPainter.maskRun(masks, row: row, from: start, to: inner.upperBound)
                    if !run.isEmpty {
                        paintRun(
                            run, row: row, gridRow: gridRow, shared: shared, cells: cells, seen: &seen, memo: &memo)
                    }
                    start = max(run.upperBound, run.lowerBound + 1)
                }
            }
            for column in max(inner.upperBound, visited.lowerBound)..<visited.upperBound {
                paint(
                    column: column, row: row, gridRow: gridRow, maskRow: maskRow, width: width, shared: shared,
                    cells: cells, mask: mask, seen: &seen, memo: &memo)
            }
        }
        return seen
    }

    /// The columns of the cover mask's row `maskRow` (0: the row above the region) that are
    /// covered, when they form one run (empty when none is), or nil when they form more than
    /// one. (`RecordPainter.maskRun` is another thing: the runs that the layer masks pass.)
    private func coverRun(_ mask: UnsafeBufferPointer<Bool>, row maskRow: Int, width: Int) -> Range<Int>? {
        let start = maskRow &* width
        var offset = 0
        while offset < width, !mask[start &+ offset] { offset &+= 1 }
        let first = offset
        while offset < width, mask[start &+ offset] { offset &+= 1 }
        let end = offset
        while offset < width, !mask[start &+ offset] { offset &+= 1 }
        guard offset == width else { return nil }
        // Offset 0 is the column left of the region.
        let origin = region.column - 1
        return (origin + first)..<(origin + max(end, first))
    }

    /// Paints a run of interior cells of `row`: the solid cell stored whole when there is one,
    /// else through `paintInterior`.
    @inline(__always)
    private func paintRun(
        _ run: Range<Int>, row: Int, gridRow: Int, shared: Image.Row, cells: UnsafeMutableBufferPointer<Cell>,
        seen: inout UInt64, memo: inout CellMemo<Image.Samples>
    ) {
        if Image.isNone, let solid {
            for index in (gridRow &+ run.lowerBound)..<(gridRow &+ run.upperBound) {
                seen |= cells[index].glyph.bits
                cells[index] = solid
            }
        } else {
            paintInterior(
                columns: run, row: row, gridRow: gridRow, shared: shared, cells: cells, seen: &seen, memo: &memo)
        }
    }

    /// Paints the interior cells `columns` of `row` (covered, unclipped, off the edges): fill,
    /// small border and image with no test per cell. Not inlined, so that the loop over the
    /// other cells stays as small as it was.
    @inline(never)
    private func paintInterior(
        columns: Range<Int>, row: Int, gridRow: Int, shared: Image.Row, cells: UnsafeMutableBufferPointer<Cell>,
        seen: inout UInt64, memo: inout CellMemo<Image.Samples>
    ) {
        var bits = seen
        var last = memo
        for column in columns {
            let index = gridRow &+ column
            var cell = cells[index]
            bits |= cell.glyph.bits
            paintContent(&cell, column: column, row: row, shared: shared, memo: &last)
            cells[index] = cell
        }
        seen = bits
        memo = last
    }

    /// Paints the fill, small border and image into the cell at `column`, `row`: what they gave
    /// the last cell painted (`memo`) when that held the same under the same pixels.
    @inline(__always)
    private func paintContent(
        _ cell: inout Cell, column: Int, row: Int, shared: Image.Row, memo: inout CellMemo<Image.Samples>
    ) {
        let samples = image.samples(column: column, row: row, shared: shared)
        if cell == memo.input && samples == memo.samples {
            cell = memo.output
            return
        }
        let input = cell
        let painter = recordPainter.painter
        if let fill { painter.fill(&cell, color: fill.color, alpha: fillAlpha) }
        if let border { painter.fill(&cell, color: border.color, alpha: border.alpha) }
        image.paint(&cell, samples: samples)
        memo = CellMemo(input: input, samples: samples, output: cell)
    }

    /// Paints one cell (if covered and not clipped): fill, small border, image, edge glyph.
    @inline(__always)
    private func paint(
        column: Int, row: Int, gridRow: Int, maskRow: Int, width: Int, shared: Image.Row,
        cells: UnsafeMutableBufferPointer<Cell>, mask: UnsafeBufferPointer<Bool>, seen: inout UInt64,
        memo: inout CellMemo<Image.Samples>
    ) {
        let painter = recordPainter.painter
        // Indices of a cell inside the region and the grid (`paintCells` checked the region
        // lies in the grid): no overflow checks, this runs per cell.
        let m = maskRow &+ column &- region.column &+ 1
        let index = gridRow &+ column
        guard rectangle != nil || mask[m],
            unclipped || recordPainter.passes(shapes, masks, column: column, row: row)
        else { return }
        var cell = cells[index]
        seen |= cell.glyph.bits
        paintContent(&cell, column: column, row: row, shared: shared, memo: &memo)
        if drawsEdges {
            let top: Bool
            let bottom: Bool
            let left: Bool
            let right: Bool
            if let rectangle {
                top = rowEdges && row == rectangle.row
                bottom = rowEdges && row == rectangle.endRow - 1
                left = columnEdges && column == rectangle.column
                right = columnEdges && column == rectangle.endColumn - 1
            } else {
                top = rowEdges && !mask[m - width]
                bottom = rowEdges && !mask[m + width]
                left = columnEdges && !mask[m - 1]
                right = columnEdges && !mask[m + 1]
            }
            // The picker and colour are read only for a cell on an edge (most are not).
            if top || bottom || left || right, let picker, let edgeColor {
                let glyph = picker.glyph(
                    top: top, bottom: bottom, left: left, right: right, geometry: geometry, column: column, row: row)
                painter.put(glyph, in: &cell, color: edgeColor.color, alpha: edgeColor.alpha)
            }
        }
        cells[index] = cell
    }
}

/// The last cell `CellLoop` painted, before and after, with the image's samples there: the
/// fills' and the image's result depends only on the cell (translucent paint blends over what
/// it holds) and the samples, and neighbouring cells mostly hold the same and show the same
/// pixels (flat or vertically shaded pictures), so a run of them is painted once. Ours.
private struct CellMemo<Samples: Equatable> {
    /// A cell no grid holds (a control character), so the first cell is always painted.
    var input = Cell(glyph: Glyph(scalar: 0))
    var samples: Samples
    var output = Cell(glyph: Glyph(scalar: 0))
}

/// What a cell of a view gets from its image, in `RecordPainter`'s cell loop: the image read
/// at the cell (`samples`), then painted into it (`paint`), so that cells reading the same
/// are painted once.
private protocol CellImageStep {
    /// What the cells of a row share.
    associatedtype Row
    /// What the image shows in one cell; equal samples paint a cell alike.
    associatedtype Samples: Equatable
    /// Whether the step leaves every cell as it is (no image).
    static var isNone: Bool { get }
    /// The samples of a cell beside the image.
    static var outside: Samples { get }
    /// What the cells of `row` share, found once before they are painted.
    func row(_ row: Int) -> Row
    /// What the image shows in the cell at `column`, `row`.
    func samples(column: Int, row: Int, shared: Row) -> Samples
    /// Paints `samples` into `cell`.
    func paint(_ cell: inout Cell, samples: Samples)
}

/// No image: nothing.
private struct NoImage: CellImageStep {
    /// Nothing to read: every cell reads the same.
    struct Samples: Equatable {}

    static var isNone: Bool { true }

    static var outside: Samples { Samples() }

    @inline(__always)
    func row(_ row: Int) {}

    @inline(__always)
    func samples(column: Int, row: Int, shared: Void) -> Samples { Samples() }

    @inline(__always)
    func paint(_ cell: inout Cell, samples: Samples) {}
}

/// An image view's picture, sampled per cell: the pixels at the cell's centre column, a
/// quarter and three quarters down.
///
/// When cells map to the image without turning (an affine map with b = c = 0), a cell's
/// pixel column depends only on its column and its pixel rows only on its row: the columns
/// are found once per record and the rows once per row, with the same arithmetic as sampling
/// each point whole (c·y and b·x are 0), so the pixels are the same.
private struct SampledImage: CellImageStep {
    static var isNone: Bool { false }

    let recordPainter: RecordPainter
    let sampler: ImageSampler
    let pixels: UnsafeBufferPointer<UInt8>
    let fromCells: PlaneProjection
    let opacity: Double
    /// Whether the map is affine with b = c = 0 (see the type).
    let isAxisAligned: Bool
    /// The first column painted.
    let firstColumn: Int
    /// For an axis-aligned map, each column's pixel column from `firstColumn` on (−1 beside
    /// the image).
    let pixelColumns: UnsafeBufferPointer<Int>

    /// Samples for the cells of `region`; `pixelColumns` (at least `region.columns` long)
    /// takes the columns' pixel columns.
    init(
        recordPainter: RecordPainter, sampler: ImageSampler, pixels: UnsafeBufferPointer<UInt8>,
        fromCells: PlaneProjection, opacity: Double, region: CellRect, pixelColumns: UnsafeMutableBufferPointer<Int>
    ) {
        self.recordPainter = recordPainter
        self.sampler = sampler
        self.pixels = pixels
        self.fromCells = fromCells
        self.opacity = opacity
        isAxisAligned = fromCells.isAffine && fromCells.affine.b == 0 && fromCells.affine.c == 0
        firstColumn = region.column
        if isAxisAligned {
            // Any row: c·y is 0.
            let y = Double(region.row) + 0.25
            for offset in 0..<min(region.columns, pixelColumns.count) {
                let x = Double(region.column + offset) + 0.5
                pixelColumns[offset] = sampler.pixelColumn(atX: fromCells.point(x: x, y: y).x) ?? -1
            }
        }
        self.pixelColumns = UnsafeBufferPointer(pixelColumns)
    }

    /// For an axis-aligned map, the row's pixel rows of the upper and lower samples (nil
    /// outside the image); else nothing.
    @inline(__always)
    func row(_ row: Int) -> (upper: Int?, lower: Int?) {
        guard isAxisAligned else { return (nil, nil) }
        // Any column: b·x is 0.
        return (
            sampler.pixelRow(atY: fromCells.point(x: 0.5, y: Double(row) + 0.25).y),
            sampler.pixelRow(atY: fromCells.point(x: 0.5, y: Double(row) + 0.75).y)
        )
    }

    /// The pixels of a cell's upper and lower samples.
    struct Samples: Equatable {
        var upper: ImageSampler.Pixel
        var lower: ImageSampler.Pixel
    }

    static var outside: Samples { Samples(upper: .outside, lower: .outside) }

    @inline(__always)
    func samples(column: Int, row: Int, shared: (upper: Int?, lower: Int?)) -> Samples {
        if isAxisAligned {
            // `column` lies in the region, from `firstColumn` on: no overflow check.
            let pixelColumn = pixelColumns[column &- firstColumn]
            guard pixelColumn >= 0 else { return Self.outside }
            return Samples(
                upper: shared.upper.map { sampler.pixel(column: pixelColumn, row: $0, pixels: pixels) } ?? .outside,
                lower: shared.lower.map { sampler.pixel(column: pixelColumn, row: $0, pixels: pixels) } ?? .outside)
        }
        let x = Double(column) + 0.5
        return Samples(
            upper: sampler.pixel(at: fromCells.point(x: x, y: Double(row) + 0.25), pixels: pixels),
            lower: sampler.pixel(at: fromCells.point(x: x, y: Double(row) + 0.75), pixels: pixels))
    }

    @inline(__always)
    func paint(_ cell: inout Cell, samples: Samples) {
        recordPainter.paintImage(
            upper: samples.upper.sample, lower: samples.lower.sample, opacity: opacity, cell: &cell)
    }
}
