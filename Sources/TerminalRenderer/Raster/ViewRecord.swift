/// Everything that decides what one view paints in one frame, read from its presentation
/// layer (and its ancestors') by `Rasterizer`: two equal records paint the same cells the same
/// way over the same background. Frames are compared record by record to find the cells that
/// must be drawn again. Ours.
struct ViewRecord: Equatable {
    /// The view (records of consecutive frames are matched by it).
    let identity: ObjectIdentifier
    let geometry: ViewGeometry
    /// Opacity with the ancestors' (0…1).
    let opacity: Double
    /// `backgroundColor`, if any and not fully transparent.
    let fill: Paint?
    /// The layer border (`borderWidth` > 0), if any.
    let layerBorder: Paint?
    let style: BoxStyle
    /// Whether the view shows an image (a `UIImageView`, or a layer with `contents`): such views
    /// get no border from their fill.
    let isImageView: Bool
    let sampler: ImageSampler?
    let text: TextContent?
    /// The cells it may paint in: the screen and its clipping ancestors' cell boxes.
    let clip: CellRect
    /// Rotated clipping ancestors.
    let clipShapes: [ClipShape]
    /// The interior of the nearest bordered upright ancestor (labels keep their text in it).
    let textFrame: CellRect?
    /// Eighth-block edges, for a moving, opaque, upright filled box in colour.
    let subCell: SubCellBox?
    /// Whether a visible label is among its subviews (its edges then leave room for text).
    let holdsText: Bool
    /// A shape layer's fill and stroke, and the masks over the view; nil for the common view
    /// with neither (kept apart so that plain records stay small to copy and compare).
    let coverage: CoverageContent?
    /// Where a later label's characters cut its lines short (set by the rasteriser once every
    /// record of the frame is known; `Rasterizer.resolveTextOverText`). Usually empty.
    var textCuts: [TextCut] = []

    /// The cells the view covers whole: the centre-rule box, or the full cells of a sub-cell box.
    var coverBox: CellRect { subCell?.full ?? geometry.cellBox }

    /// Whether it draws top and bottom edges: at least 2 cells tall, or when it holds text
    /// (`holdsText`) 4 rows of its `geometry.innerBox` (its cell box where it is upright; for a
    /// box turned in 3-D, the rows it covers across). Ours: text comes before borders — two
    /// rows of content between the edges (a list row's title and subtitle), else a box 2 or 3
    /// cells tall would put its text on its edges or squeeze two labels into one row; it keeps
    /// its sides only.
    var hasRowEdges: Bool { holdsText ? geometry.innerBox.rows >= 4 : geometry.cellBox.rows >= 2 }
    /// Whether it draws left and right edges: at least 2 cells wide, or when it holds text 3
    /// columns of its `geometry.innerBox` (a column of content between them; see
    /// `hasRowEdges`).
    var hasColumnEdges: Bool { holdsText ? geometry.innerBox.columns >= 3 : geometry.cellBox.columns >= 2 }

    /// Whether it has room for edges: at least 2×2 cells, or for a box holding text a pair of
    /// edges one way or the other (a row box 2 cells tall keeps its sides, so a selected row's
    /// heavy `┃` stays marked); one with room for none is only a fill.
    var isBoxed: Bool {
        holdsText ? hasRowEdges || hasColumnEdges : hasRowEdges && hasColumnEdges
    }

    /// Whether the view draws a border (filled or layer-bordered, `isBoxed`, fills of image
    /// views excepted, and not a band around a later view: `isBand`).
    var drawsEdges: Bool { isBoxed && !isBand && ((fill != nil && !isImageView) || layerBorder != nil) }

    /// Whether a later view painted over it lies inside it, within a cell of its every side,
    /// so that all it would show of itself is a cell of edge beside that view (set by the
    /// rasteriser: `Rasterizer.resolveBands`). Ours: such a box is a band of its fill around
    /// the other view — a selection ring a few points larger than its tile — and a band
    /// narrower than a cell drawn as edges would be a second border beside the other's
    /// (`┏━━┓┐`); it keeps its fill only.
    var isBand = false

    /// The cells inside the edges it draws: its cells across (a sub-cell box's full cells, else
    /// `geometry.innerBox`: the cell box of an upright view; of a turned one, the cells it
    /// covers on every row and column, whose outermost cells its edges may take) less a row at
    /// the top and bottom when it has row edges and a column at each side when it has column
    /// edges; `coverBox` when it draws none. Text goes here, whatever the view's transform.
    var interior: CellRect {
        guard drawsEdges else { return coverBox }
        let box = subCell?.full ?? geometry.innerBox
        let dx = hasColumnEdges ? 1 : 0
        let dy = hasRowEdges ? 1 : 0
        return CellRect(
            column: box.column + dx, row: box.row + dy, columns: max(0, box.columns - 2 * dx),
            rows: max(0, box.rows - 2 * dy))
    }

    /// The cells a label's text is laid out in: its cell box, and along an axis where the label
    /// is too small to hold a cell's centre, the one cell that holds the label's centre. Ours:
    /// characters keep their size in cells, so a line of text needs a whole row even where
    /// the label is less than a cell tall (a 24-point title at 40 points a row).
    var textBox: CellRect {
        var box = coverBox
        let extent = geometry.cellExtent
        if box.rows == 0, extent.maxY > extent.minY {
            box.row = Int(((extent.minY + extent.maxY) / 2).rounded(.down))
            box.rows = 1
        }
        if box.columns == 0, extent.maxX > extent.minX {
            box.column = Int(((extent.minX + extent.maxX) / 2).rounded(.down))
            box.columns = 1
        }
        return box
    }

    /// Whether it paints anything at all.
    var paints: Bool {
        fill != nil || layerBorder != nil || sampler != nil || text != nil || !(coverage?.shapes.isEmpty ?? true)
    }

    /// A shape layer's fill and stroke, in that order (drawn over the layer's background).
    var shapes: [ShapePaint] { coverage?.shapes ?? [] }
    /// The masks of the view and its ancestors (`CALayer.mask`, rounded `masksToBounds`): only
    /// cells inside every one are painted.
    var masks: [QuadrantCoverage] { coverage?.masks ?? [] }

    /// The cells its text is laid out in: `interior` when it draws edges, else `textBox`; kept
    /// inside `textFrame`: cut to it where they overlap, moved in when wholly on its edges
    /// (`ViewRecord.textFrameEdges`: the frame and the ring of cells around it, where the
    /// border is). Text further out is drawn where it is, as UIKit draws a subview outside
    /// its superview's bounds (a label in a container off the screen stays off it). Ours.
    var textArea: CellRect {
        let area = drawsEdges ? interior : textBox
        guard let textFrame, !textFrame.isEmpty else { return area }
        let inside = area.intersection(textFrame)
        guard inside.isEmpty else { return inside }
        guard !area.intersection(Self.textFrameEdges(textFrame)).isEmpty else { return area }
        return Self.moved(area, into: textFrame)
    }

    /// `area` moved into `frame` by the least it takes, each way (cut to the frame's size where
    /// larger): where a label's text goes when it is moved into its text frame. Moving a box
    /// that holds `area` gives a box that holds `area` moved, so the move of a label's `reach`
    /// bounds where its text can land (`Rasterizer.paintsOutside`).
    static func moved(_ area: CellRect, into frame: CellRect) -> CellRect {
        var moved = area
        moved.columns = min(area.columns, frame.columns)
        moved.rows = min(area.rows, frame.rows)
        moved.column = min(max(area.column, frame.column), frame.endColumn - moved.columns)
        moved.row = min(max(area.row, frame.row), frame.endRow - moved.rows)
        return moved
    }

    /// The cells it paints over first with an opaque fill, replacing whatever was there
    /// (`CellPainter.fill` at opacity ≥ `CellPainter.opaqueAlpha`): for an upright, unmasked,
    /// unclipped-by-shape box with such a fill and no image, its `coverBox` within its clip (a
    /// sub-cell box's full cells: its partial cells show what is behind); nil otherwise. What
    /// it draws next (edges, text) does not depend on what was below. Ours.
    var opaqueBox: CellRect? {
        guard let fill, fill.alpha * opacity >= CellPainter.opaqueAlpha, sampler == nil, !isImageView,
            geometry.isUpright, clipShapes.isEmpty, coverage == nil
        else { return nil }
        let box = coverBox.intersection(clip)
        return box.isEmpty ? nil : box
    }

    /// The cells from which a label's text is moved into `textFrame`: the frame with the ring
    /// of cells around it, where its view's edges are drawn (edges are one cell wide).
    static func textFrameEdges(_ textFrame: CellRect) -> CellRect { textFrame.insetBy(-1) }

    /// Whether the text of a label whose painting stays in `reach` (`ViewGeometry.reach`: the
    /// cells its extent touches, where its `textArea` starts, widened by one) may be moved
    /// into `textFrame`: only when those cells meet the ring of cells around the frame
    /// (`textFrameEdges`) and do not lie wholly inside the frame. Else its text stays within
    /// `reach`.
    static func mayMoveText(from reach: CellRect, into textFrame: CellRect) -> Bool {
        let touched = reach.insetBy(1)
        guard !textFrame.isEmpty, !touched.intersection(textFrameEdges(textFrame)).isEmpty else { return false }
        return touched.intersection(textFrame) != touched
    }

    /// Every cell its painting may touch (within `clip`); empty if it paints nothing.
    var paintBox: CellRect {
        guard paints else { return CellRect(column: 0, row: 0, columns: 0, rows: 0) }
        var box = geometry.cellBox
        if text != nil, case let area = textArea, !area.isEmpty {
            box = box.isEmpty ? area : DamageRegion.union(area, box)
        }
        if let subCell { box = DamageRegion.union(subCell.cells, box) }
        for shape in coverage?.shapes ?? [] where !shape.coverage.box.isEmpty {
            box = box.isEmpty ? shape.coverage.box : DamageRegion.union(shape.coverage.box, box)
        }
        return box.intersection(clip)
    }
}

/// A label's line cut short by a later label's characters: the line on `row` ends before
/// column `end` (nothing of it shows when that leaves it fewer than
/// `TextLayout.minimumCutWidth` cells). Ours.
struct TextCut: Equatable {
    let row: Int
    let end: Int
}

/// What a view record covers in quarter cells: a shape layer's paint and the masks over it.
struct CoverageContent: Equatable {
    /// A shape layer's fill and stroke, in that order.
    var shapes: [ShapePaint]
    /// The masks of the view and its ancestors.
    var masks: [QuadrantCoverage]
}
