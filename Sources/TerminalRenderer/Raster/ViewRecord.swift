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
    /// A shape layer's fill and stroke, and the masks over the view; nil for the common view
    /// with neither (kept apart so that plain records stay small to copy and compare).
    let coverage: CoverageContent?

    /// The cells the view covers whole: the centre-rule box, or the full cells of a sub-cell box.
    var coverBox: CellRect { subCell?.full ?? geometry.cellBox }

    /// Whether its cell box is at least 2×2 cells, room for a box of edge glyphs.
    var isBoxed: Bool { geometry.cellBox.columns >= 2 && geometry.cellBox.rows >= 2 }

    /// Whether the view draws a border (filled or layer-bordered, at least 2×2 cells, fills of
    /// image views excepted).
    var drawsEdges: Bool { isBoxed && ((fill != nil && !isImageView) || layerBorder != nil) }

    /// Whether it paints anything at all.
    var paints: Bool {
        fill != nil || layerBorder != nil || sampler != nil || text != nil || !(coverage?.shapes.isEmpty ?? true)
    }

    /// A shape layer's fill and stroke, in that order (drawn over the layer's background).
    var shapes: [ShapePaint] { coverage?.shapes ?? [] }
    /// The masks of the view and its ancestors (`CALayer.mask`, rounded `masksToBounds`): only
    /// cells inside every one are painted.
    var masks: [QuadrantCoverage] { coverage?.masks ?? [] }

    /// Every cell its painting may touch (within `clip`); empty if it paints nothing.
    var paintBox: CellRect {
        guard paints else { return CellRect(column: 0, row: 0, columns: 0, rows: 0) }
        var box = geometry.cellBox
        if let subCell { box = DamageRegion.union(subCell.cells, box) }
        for shape in coverage?.shapes ?? [] where !shape.coverage.box.isEmpty {
            box = box.isEmpty ? shape.coverage.box : DamageRegion.union(shape.coverage.box, box)
        }
        return box.intersection(clip)
    }
}

/// What a view record covers in quarter cells: a shape layer's paint and the masks over it.
struct CoverageContent: Equatable {
    /// A shape layer's fill and stroke, in that order.
    var shapes: [ShapePaint]
    /// The masks of the view and its ancestors.
    var masks: [QuadrantCoverage]

    /// `shapes` and `masks`, or nil when both are empty.
    static func make(shapes: [ShapePaint], masks: [QuadrantCoverage]) -> CoverageContent? {
        shapes.isEmpty && masks.isEmpty ? nil : CoverageContent(shapes: shapes, masks: masks)
    }
}
