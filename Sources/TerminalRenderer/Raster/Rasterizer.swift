import Foundation
@_spi(Rendering) import TransitionKit

/// Draws a window's view tree into a `CellGrid`: the phone outline, then every visible view back
/// to front from its presentation layer (what is on screen now, mid-animation included).
///
/// Per view, once per frame: the map from its bounds to its superlayer is Core Animation's
/// `translate(−(bounds.origin + anchorPoint·bounds.size, anchorPointZ)) · transform ·
/// translate(position, zPosition) · (the superlayer's sublayerTransform about its anchor point)`,
/// flattened into the superlayer's plane (a `PlaneProjection`: affine for 2-D layers,
/// projective for layers turned in 3-D under a perspective), composed up to the window and
/// then to cells by the `PhoneLayout`. Every cell of the view's bounding box whose centre maps
/// back inside its bounds (in front of the eye) is covered, clipped to the screen and to
/// `masksToBounds` ancestors (rotated and turned ones too). Siblings are drawn in `zPosition`
/// order (equal values in subview order); a view seen edge-on is not drawn, nor is one that
/// shows its back (`ViewGeometry.facesViewer`) with `isDoubleSided` false — either with its
/// subviews. A view running a `CATransition` is drawn with its frozen old content, both moved
/// or faded as the transition says and clipped to its bounds. Then, per view, in order:
/// - **Fill**: `backgroundColor` at opacity colour-alpha × opacity × ancestors' opacities,
///   blended over what is below (`CellPainter`).
/// - **Image** (`UIImageView`): sampled per cell, `▀` with the upper half's colour as foreground
///   and the lower half's as background (a space when they agree); ASCII with colour: a space in
///   the average colour; monochrome: a shade glyph by luminance. An image drawn from views
///   (`UIGraphicsImageRenderer`, `CALayer.render(in:)`, …) is drawn instead as the frozen views
///   it keeps, placed where the bitmap would be, as if they were the image view's first
///   subviews: its labels show as text, as the live views' do.
/// - **Edges**: a filled view (image views excepted) gets a border in a colour derived from its
///   fill, rounded when `cornerRadius` > 0 (`EdgeGlyphPicker`); a layer `borderWidth` > 0
///   draws one in `borderColor` (black if nil) on any view — heavy (`┏━┓`) from 2 points up.
///   A box needs 2×2 cells for edges; text comes before borders, so a box whose subviews
///   include a label draws top and bottom edges only when at least 4 cells tall (two rows of
///   content between: a title and a subtitle), its sides only when at least 3 cells wide; a
///   layer border on a box with room for no edges fills it instead.
/// - **Text** (`UILabel`): centred vertically in the label's cells (inside its border, if it has
///   one; a label less than a cell tall or wide gets the cell at its centre, as a line of text
///   needs a whole row), aligned by `textAlignment`, one line truncated with `…` when `numberOfLines` is 1,
///   wrapped otherwise, bold when `font.isBold`. Characters keep their size when the label is
///   scaled: drawn while the label shows at scale ≥ ½ (truncated if need be), below that only
///   while the text fits whole; text that does not fit whole is drawn cut only in an area at
///   least 3 cells wide (`TextLayout.minimumCutWidth`: no stumps or columns of single
///   letters); and only within 10° of upright — within 10° of upside down the
///   lines are drawn reversed (right to left, bottom to top: how upside-down text reads);
///   otherwise only the fill.
/// Glyphs (borders, text) show only at opacity ½ or more (`CellPainter`). Hidden views and views
/// at opacity 0 are skipped with their subviews; a hidden window (before `makeKeyAndVisible()`)
/// draws only the outline and an empty screen.
///
/// **Sub-cell motion**: in colour with Unicode glyphs, a box that is moving (on screen away from
/// where its model puts it — its own animation or an ancestor's), upright and opaque has its
/// edges drawn to an eighth of a cell with block glyphs along the directions it moves in
/// (`SubCellBox`); at rest, and in monochrome or ASCII, boxes keep the whole-cell look above.
///
/// **Cost that grows with what changes**: each frame first reads every visible view into a
/// `ViewRecord` (what decides its painting). `renderChanges` compares them with the last
/// frame's: only the cells of views that appeared, disappeared, moved or changed (old and new
/// places) are blanked and painted again, with every view that overlaps them, back to front —
/// each view less what a later view's opaque fill replaces whole (`OcclusionCulling`).
/// Painting a cell depends only on the views over it, so the result is the same as a full
/// `render`. While some text holds a wide character (two cells, `CellWidth`), those cells are
/// widened to whole rows of the screen, so that no pair is cut by their edge.
/// Ours (ARCHITECTURE.md, "A frame").
@MainActor
public struct Rasterizer {
    /// The glyphs drawn (box drawing, shades, half blocks — or ASCII).
    public let glyphs: GlyphSet
    /// The colour depth the cells are meant for: `.monochrome` leaves every colour nil and uses
    /// shade glyphs; other depths store full 24-bit colours (backends quantise).
    public let depth: ColorDepth
    private let scratch = RasterScratch()
    private let painter: RecordPainter
    /// Whether what later views' opaque fills replace is left out: subtrees under an opaque
    /// sibling are not read (`markCovered`), records wholly covered are dropped
    /// (`dropCovered`), and a record paints only the cells no later opaque box holds
    /// (`OcclusionCulling`). False reads, records and paints everything over every damaged
    /// cell: the picture all three must leave as it is (tests compare the two).
    var cullsOccludedCells = true

    /// The colour of the phone outline (systemGray, (142, 142, 147)).
    public static let outlineColor = RGB(red: 142, green: 142, blue: 147)

    /// A rasteriser drawing with `glyphs` for a terminal of `depth`.
    public init(glyphs: GlyphSet, depth: ColorDepth) {
        self.glyphs = glyphs
        self.depth = depth
        painter = RecordPainter(glyphs: glyphs, painter: CellPainter(depth: depth, glyphs: glyphs))
    }

    /// Draws the phone outline and the window's view tree (presentation values, back to front)
    /// into `grid` within `layout`: `layout.screen` is blanked first and nothing outside
    /// `layout.outline` is touched.
    public func render(_ window: UIWindow, into grid: inout CellGrid, layout: PhoneLayout) {
        draw(window, into: &grid, layout: layout, incremental: false)
    }

    /// Brings `grid` from the last frame this rasteriser drew into it to the window as it is
    /// now, drawing again only the cells of views that changed (see the type's description).
    /// `grid` must hold, within `layout.outline`, exactly what the last `render` or
    /// `renderChanges` left there; with another layout or grid size it draws everything.
    public func renderChanges(_ window: UIWindow, into grid: inout CellGrid, layout: PhoneLayout) {
        draw(window, into: &grid, layout: layout, incremental: true)
    }

    /// Cells drawn again by the last `render` or `renderChanges` (the whole screen for a full
    /// render, nothing when nothing moved).
    public var lastDrawnCells: Int { scratch.damagedCells }

    private func draw(_ window: UIWindow, into grid: inout CellGrid, layout: PhoneLayout, incremental: Bool) {
        let clip = layout.screen.intersection(CellRect(column: 0, row: 0, columns: grid.columns, rows: grid.rows))
        collectRecords(window, clip: clip, layout: layout)
        resolveBands()
        resolveTextOverText()
        if cullsOccludedCells { dropCovered() }
        // A wide character's two cells are drawn together or not at all: while any text holds
        // one, damage is drawn in whole rows of the screen, so no edge cuts a pair, and nothing
        // is left out of painting (a cover's edge could cut one too).
        let wideText = Self.holdsWideText(scratch.next)
        var sameScreen = false
        if let drawn = scratch.drawn {
            sameScreen = drawn.layout == layout && drawn.columns == grid.columns && drawn.rows == grid.rows
        }
        scratch.damage.removeAll()
        if incremental && sameScreen {
            findDamage(clip: clip)
            if wideText {
                let rects = scratch.damage.rects
                scratch.damage.removeAll()
                for rect in rects {
                    scratch.damage.add(
                        CellRect(column: clip.column, row: rect.row, columns: clip.columns, rows: rect.rows))
                }
            }
        } else {
            grid.drawBox(
                layout.outline, style: .rounded, foreground: depth != .monochrome ? Rasterizer.outlineColor : nil,
                background: nil, glyphs: glyphs)
            scratch.damage.add(clip)
        }
        var drawnCells = 0
        for rect in scratch.damage.rects {
            let area = rect.intersection(clip)
            guard !area.isEmpty else { continue }
            drawnCells += area.columns * area.rows
            // Cells a later record's opaque fill replaces are neither blanked nor painted first.
            scratch.culling.prepare(
                area: area, opaqueBoxes: scratch.opaqueBoxes,
                limit: cullsOccludedCells && !wideText ? Self.coverLimit : 0)
            for piece in scratch.culling.uncovered { grid.fill(piece, with: .blank) }
            // Read in place: `for record in` copies each record (a retain per reference in it).
            scratch.next.withUnsafeBufferPointer { records in
                for index in records.indices {
                    let box = scratch.boxes[index].intersection(area)
                    guard !box.isEmpty else { continue }
                    for piece in scratch.culling.pieces(for: index) where !piece.intersection(box).isEmpty {
                        painter.paint(
                            records[index], limit: piece, grid: &grid, mask: &scratch.mask,
                            layouts: &scratch.textLayouts)
                    }
                }
            }
        }
        scratch.damagedCells = drawnCells
        swap(&scratch.records, &scratch.next)
        swap(&scratch.drawnBoxes, &scratch.boxes)
        scratch.drawn = (layout, grid.columns, grid.rows)
    }

    /// The cells that differ between the last frame's records and this one's: both places of
    /// every record that changed; past the first view that is not the same view in the same
    /// order (views added, removed or restacked), every record of both frames.
    private func findDamage(clip: CellRect) {
        let oldBoxes = scratch.drawnBoxes
        let newBoxes = scratch.boxes
        // Compared in place: reading a record out of its array copies it (a retain and release
        // per reference in it), which cost more than the comparison.
        let same = scratch.records.withUnsafeBufferPointer { old in
            scratch.next.withUnsafeBufferPointer { new in
                var index = 0
                while index < old.count, index < new.count, old[index].identity == new[index].identity {
                    if old[index] != new[index] {
                        scratch.damage.add(oldBoxes[index].intersection(clip))
                        scratch.damage.add(newBoxes[index].intersection(clip))
                    }
                    index += 1
                }
                return index
            }
        }
        for box in oldBoxes[same...] { scratch.damage.add(box.intersection(clip)) }
        for box in newBoxes[same...] { scratch.damage.add(box.intersection(clip)) }
    }

    /// Bands (ours; `ViewRecord.isBand`): a filled upright box with no text in or under it and
    /// no layer border draws no edges where a later upright record that paints its cells over
    /// it (at opacity ½ or more, with a fill at ½ or more or an image) lies inside it with
    /// each side within a cell of the box's: the box then shows at most a cell of its fill
    /// around that record. A box that peeks out beyond the later one (a presenter pushed back
    /// behind a sheet) keeps its edges.
    /// Looks only at the rare boxes that qualify; reads records in place.
    private func resolveBands() {
        scratch.next.withUnsafeMutableBufferPointer { records in
            guard let base = records.baseAddress else { return }
            for index in records.indices {
                // Read through the pointer: binding a record copies it (a retain per reference).
                let record = base + index
                guard record.pointee.text == nil, !record.pointee.holdsText, record.pointee.layerBorder == nil,
                    record.pointee.fill != nil, record.pointee.geometry.isUpright, record.pointee.drawsEdges
                else { continue }
                let box = record.pointee.coverBox
                for laterIndex in (index + 1)..<records.count {
                    let later = base + laterIndex
                    guard later.pointee.geometry.isUpright, later.pointee.opacity >= 0.5,
                        later.pointee.clipShapes.isEmpty, later.pointee.coverage == nil,
                        later.pointee.sampler != nil || (later.pointee.fill?.alpha ?? 0) * later.pointee.opacity >= 0.5
                    else { continue }
                    let cover = later.pointee.coverBox
                    if !cover.isEmpty && box.intersection(cover) == cover && cover.column - box.column <= 1
                        && cover.row - box.row <= 1 && box.endColumn - cover.endColumn <= 1
                        && box.endRow - cover.endRow <= 1
                    {
                        record.pointee.isBand = true
                        break
                    }
                }
            }
        }
    }

    /// Text over text (ours): a cell holds one character, so where a label's line lands on an
    /// earlier visible label's on the same row (inside both clips), the earlier line is cut
    /// (`ViewRecord.textCuts`) — to end where the later line starts when that is inside it, a
    /// cell before when the later starts with a letter or digit (a space then separates the
    /// words; before a sign such as a chevron the earlier's ellipsis does), or wholly when the
    /// later starts at or before it and covers it (a list row's title over its subtitle, when
    /// a row of cells is taller than the row's halves). Where a line starts right after an
    /// earlier one letter to letter or digit to digit, the earlier gives up a cell for a space
    /// too (a back button's "Home" and the title "Photos" never read "HomePhotos"). Two lines
    /// never mix their letters or run into each other.
    private func resolveTextOverText() {
        scratch.textSpans.removeAll(keepingCapacity: true)
        for index in scratch.next.indices where scratch.next[index].text != nil {
            let record = scratch.next[index]
            guard record.opacity >= 0.5,
                let placed = painter.placeText(of: record, layouts: &scratch.textLayouts)
            else { continue }
            for (line, glyphs) in placed.lines.enumerated() {
                let row = placed.firstRow + line
                guard row >= record.clip.row && row < record.clip.endRow else { continue }
                let start = max(placed.starts[line], record.clip.column)
                let end = min(placed.starts[line] + TextLayout.width(of: glyphs), record.clip.endColumn)
                guard start < end else { continue }
                guard let first = glyphs.first, let last = glyphs.last else { continue }
                for earlier in scratch.textSpans where earlier.row == row {
                    let columns = earlier.columns
                    var cut: Int?
                    if start > columns.lowerBound && start < columns.upperBound {
                        cut = Self.isWordCharacter(first) ? start - 1 : start
                    } else if start <= columns.lowerBound && end > columns.lowerBound {
                        cut = columns.lowerBound
                    } else if start == columns.upperBound && Self.isWordCharacter(earlier.last)
                        && Self.isWordCharacter(first)
                    {
                        cut = start - 1
                    }
                    if let cut { scratch.next[earlier.record].textCuts.append(TextCut(row: row, end: cut)) }
                }
                scratch.textSpans.append((index, row, start..<end, last))
            }
        }
    }

    /// How many opaque boxes `dropCovered` checks each record against, and `OcclusionCulling`
    /// cuts out of a damaged area: the largest seen.
    nonisolated static let coverLimit = 4

    /// Drops the records that show nowhere: those whose every cell (`paintBox`) a later record
    /// paints over first with an opaque fill (`ViewRecord.opaqueBox`: a moving box drawn in
    /// eighths with its full cells), which replaces a cell
    /// whole. Ours: the picture is the same, and views under an opaque one (the screen a push
    /// covers, content under a sheet) cost nothing to paint. After text over text, since a
    /// covered label still cuts the lines of labels before it. Each record is checked against
    /// the `coverLimit` largest opaque boxes after it.
    private func dropCovered() {
        let count = scratch.next.count
        scratch.covers.removeAll(keepingCapacity: true)
        scratch.covered.removeAll(keepingCapacity: true)
        scratch.covered.append(contentsOf: repeatElement(false, count: count))
        var dropped = 0
        // The boxes were worked out as the records were made: reading a record's computed
        // property out of the array copied the record.
        for index in stride(from: count - 1, through: 0, by: -1) {
            let box = scratch.boxes[index]
            if !box.isEmpty && Self.isCovered(box, by: scratch.covers) {
                scratch.covered[index] = true
                dropped += 1
                continue
            }
            guard let cover = scratch.opaqueBoxes[index] else { continue }
            Self.addCover(cover, to: &scratch.covers)
        }
        guard dropped > 0 else { return }
        var kept = 0
        for index in 0..<count where !scratch.covered[index] {
            if kept != index {
                scratch.next.swapAt(kept, index)
                scratch.boxes[kept] = scratch.boxes[index]
                scratch.opaqueBoxes[kept] = scratch.opaqueBoxes[index]
            }
            kept += 1
        }
        scratch.next.removeSubrange(kept...)
        scratch.boxes.removeSubrange(kept...)
        scratch.opaqueBoxes.removeSubrange(kept...)
    }

    /// Whether a record's text holds a wide character (`CellWidth`).
    nonisolated static func holdsWideText(_ records: [ViewRecord]) -> Bool {
        records.contains { $0.text.map { CellWidth.containsWide($0.text) } ?? false }
    }

    /// Whether one of `covers` holds every cell of `box`.
    nonisolated static func isCovered(_ box: CellRect, by covers: [CellRect]) -> Bool {
        covers.contains { $0.intersection(box) == box }
    }

    /// Adds `cover` to `covers`, keeping the `coverLimit` largest (by cells).
    nonisolated static func addCover(_ cover: CellRect, to covers: inout [CellRect]) {
        covers.keepLargest(cover, limit: coverLimit) { $0.columns * $0.rows }
    }

    /// Whether `glyph` is a letter or a digit (what reads as one word with its neighbour).
    private nonisolated static func isWordCharacter(_ glyph: Glyph) -> Bool {
        let character = glyph.character
        return character.isLetter || character.isNumber
    }

    // MARK: Reading the view tree

    /// Fills `scratch.next` with the records of every visible view, back to front.
    private func collectRecords(_ window: UIWindow, clip: CellRect, layout: PhoneLayout) {
        scratch.next.removeAll(keepingCapacity: true)
        // The records of two frames ago are gone: their storage is reused.
        scratch.shapeLists.beginFrame()
        scratch.maskLists.beginFrame()
        scratch.coverageBits.beginFrame()
        scratch.boxes.removeAll(keepingCapacity: true)
        scratch.opaqueBoxes.removeAll(keepingCapacity: true)
        scratch.clips.truncate(to: 0)
        scratch.textRecords = 0
        guard !clip.isEmpty, case let presented = window.layer.renderingLayer, !presented.isHidden else { return }
        // The window's bounds are the window coordinate space.
        let toWindow = CGAffineTransform(translationX: -presented.bounds.minX, y: -presented.bounds.minY)
        let model = window.layer
        let modelToWindow = CGAffineTransform(translationX: -model.bounds.minX, y: -model.bounds.minY)
        visit(
            window.layer, presented: presented, toWindow: PlaneProjection(toWindow),
            modelToWindow: PlaneProjection(modelToWindow), parentOpacity: 1, clip: clip, textFrame: nil,
            windowToCells: layout.windowToCells)
    }

    /// Maps a layer's bounds into its superlayer's plane, as Core Animation composes it: the
    /// anchor point (with `anchorPointZ`) to the origin, `transform`, then to (`position`,
    /// `zPosition`), then the superlayer's `space` (its `sublayerTransform` about its anchor
    /// point; nil for none); the 4 × 4 result flattened into the superlayer's plane
    /// (`PlaneProjection(flattening:)`). Affine layers under no sublayer transform take the 2-D
    /// path, exactly as before perspective existed.
    static func toSuperlayer(_ layer: CALayer, in space: SublayerSpace?) -> PlaneProjection {
        let bounds = layer.bounds
        let anchor = layer.anchorPoint
        let anchorX = bounds.minX + anchor.x * bounds.width
        let anchorY = bounds.minY + anchor.y * bounds.height
        if space == nil && layer.hasAffineTransform {
            return PlaneProjection(
                CGAffineTransform(translationX: -anchorX, y: -anchorY)
                    .concatenating(layer.affineTransform())
                    .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y)))
        }
        var m = CATransform3DConcat(
            CATransform3DMakeTranslation(-anchorX, -anchorY, -layer.anchorPointZ), layer.transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(layer.position.x, layer.position.y, layer.zPosition))
        if let space { m = CATransform3DConcat(m, space.transform) }
        return PlaneProjection(flattening: m)
    }

    /// Records `view` and its subviews, unless it is seen edge-on, wholly behind the eye, or
    /// from the back with `isDoubleSided` false. `textFrame` is the interior of the nearest
    /// bordered, upright ancestor: labels keep their text inside it when they overlap it, so a
    /// label laid over its container's edge does not write over the border the terminal added.
    /// `modelToWindow` is the same map from model values: where they differ, the view moves.
    private func visit(
        _ layer: CALayer, presented: CALayer, toWindow: PlaneProjection, modelToWindow: PlaneProjection,
        parentOpacity: Double, clip: CellRect, textFrame: CellRect?, windowToCells: CGAffineTransform
    ) {
        let opacity = parentOpacity * min(max(Double(presented.opacity), 0), 1)
        guard opacity > CellPainter.clearAlpha,
            let geometry = ViewGeometry(bounds: presented.bounds, toWindow: toWindow, windowToCells: windowToCells),
            geometry.facesViewer || presented.isDoubleSided
        else { return }
        // A subtree wholly off the screen or outside its clipping ancestors is not read.
        if Self.subtreeMisses(
            clip, layer: layer, presented: presented, withBounds: true, toWindow: toWindow,
            windowToCells: windowToCells, textFrame: textFrame)
        {
            return
        }
        if let transition = layer.contentTransitionFrame {
            visitTransition(
                transition, layer: layer, presented: presented, geometry: geometry, toWindow: toWindow,
                modelToWindow: modelToWindow, opacity: opacity, clip: clip, textFrame: textFrame,
                windowToCells: windowToCells)
        } else {
            visitContent(
                layer, presented: presented, geometry: geometry, toWindow: toWindow, modelToWindow: modelToWindow,
                opacity: opacity, clip: clip, textFrame: textFrame, windowToCells: windowToCells)
        }
    }

    /// Records `layer` at `geometry`, the geometry of `toWindow` (its opacity with its
    /// ancestors' is `opacity`), then its sublayers — the subviews' layers and the layers added
    /// directly — in `zPosition` order (stable: equal values keep the sublayers' order). A
    /// `mask` clips the layer and everything inside it to its coverage (whole cells; the cells
    /// its outline crosses get quadrant glyphs in the layer's colour, drawn after the
    /// subtree); `masksToBounds` with a `cornerRadius` clips the sublayers to the rounded
    /// bounds.
    private func visitContent(
        _ layer: CALayer, presented: CALayer, geometry: ViewGeometry, toWindow: PlaneProjection,
        modelToWindow: PlaneProjection, opacity: Double, clip: CellRect, textFrame: CellRect?,
        windowToCells: CGAffineTransform
    ) {
        // The map from the layer's bounds to cells, made only for masks and shapes.
        func toCells() -> PlaneProjection { toWindow.concatenating(PlaneProjection(windowToCells)) }
        let maskCount = scratch.masks.count
        defer { scratch.masks.truncate(to: maskCount) }
        var clip = clip
        var maskEdge: QuadrantCoverage?
        let mask = layer.mask
        if let mask {
            let coverage = maskCoverage(mask, toCells: toCells(), geometry: geometry, clip: clip)
            clip = clip.intersection(coverage.box)
            guard !clip.isEmpty else { return }
            scratch.masks.append(coverage)
            maskEdge = kept(coverage.edgeCells(reusing: scratch.coverageBits.take()))
        }
        // The view's kind is looked up once (a cast costs a call, and a retain of a layer or
        // view whose count is kept in a side table), and only where the layer backs a label or
        // an image view: the view of any other layer is not read.
        let view = layer.backsLabel || layer.backsImageView ? layer.renderedView : nil
        let label = layer.backsLabel ? view as? UILabel : nil
        let imageView = label == nil && layer.backsImageView ? view as? UIImageView : nil
        let shape = presented as? CAShapeLayer
        let drawnContent = Self.drawnContent(of: imageView, bounds: presented.bounds)
        let sublayers = layer.sublayers ?? []
        let outside = Self.paintsOutside(
            clip, reach: geometry.reach, textFrame: label != nil ? textFrame : nil,
            reachesAnywhere: mask != nil || shape != nil)
        // A view that paints nothing inside its clip makes no record; with nothing inside it
        // either, nothing else is read from it.
        if outside && sublayers.isEmpty && drawnContent == nil { return }
        // A view outside its clip is recorded only for what its subviews take from it (its
        // interior as their text frame, its fill for a mask's edge): no shape is built.
        let record = makeRecord(
            layer, label: label, imageView: imageView, shape: shape, presented: presented, geometry: geometry,
            toCells: toCells, opacity: opacity, clip: clip, textFrame: textFrame,
            motion: (toWindow, modelToWindow, windowToCells), buildsShapes: !outside)
        if record.paints && !outside {
            append(record)
            if record.text != nil { scratch.textRecords += 1 }
        }
        defer {
            if let maskEdge, let fill = record.fill, depth != .monochrome, glyphs == .unicode {
                scratch.masks.truncate(to: maskCount)
                appendMaskEdge(maskEdge, of: layer, fill: fill, record: record)
            }
        }
        guard !sublayers.isEmpty || drawnContent != nil else { return }
        var childTextFrame = textFrame
        if record.drawsEdges {
            let interior = record.interior
            if !interior.isEmpty { childTextFrame = interior }
        }
        var childClip = clip
        let clipCount = scratch.clips.count
        defer { scratch.clips.truncate(to: clipCount) }
        if presented.masksToBounds {
            childClip = clip.intersection(geometry.cellBox)
            guard !childClip.isEmpty else { return }
            if presented.cornerRadius > 0 {
                let radius = min(presented.cornerRadius, min(presented.bounds.width, presented.bounds.height) / 2)
                let rounded = roundedOutline(presented.bounds, radius: radius, of: presented)
                if let coverage = fillCoverage(rounded, evenOdd: false, toCells: toCells(), within: childClip) {
                    scratch.masks.append(coverage)
                }
            }
            if !geometry.isGridAligned {
                scratch.clips.append(ClipShape(fromCells: geometry.fromCells, bounds: geometry.bounds))
            }
        }
        // Sublayers wholly outside the clip, their labels' text frame too (this view's
        // interior, when it has edges: often where it is), are not read.
        if Self.subtreeMisses(
            childClip, layer: layer, presented: presented, withBounds: false, toWindow: toWindow,
            windowToCells: windowToCells, textFrame: childTextFrame)
        {
            return
        }
        if let (tree, placement) = drawnContent, case let root = tree.layer.renderingLayer, !root.isHidden {
            // An image drawn from views: its frozen views, placed in the image view as the
            // bitmap would be, drawn as live views are (labels as text).
            let toImageView = Rasterizer.toSuperlayer(root, in: nil).concatenating(PlaneProjection(placement))
            visit(
                tree.layer, presented: root, toWindow: toImageView.concatenating(toWindow),
                modelToWindow: toImageView.concatenating(modelToWindow), parentOpacity: opacity, clip: childClip,
                textFrame: childTextFrame, windowToCells: windowToCells)
        }
        let space = SublayerSpace(presented)
        let modelSpace = SublayerSpace(layer)
        // The sublayers' presentation layers with their places in `sublayers`, on the stack.
        withUnsafeTemporaryAllocation(of: Child.self, capacity: sublayers.count) { buffer in
            guard let base = buffer.baseAddress else { return }
            var count = 0
            var inOrder = true
            for index in sublayers.indices {
                let child = sublayers[index].renderingLayer
                guard !child.isHidden else { continue }
                (base + count).initialize(to: Child(index: index, layer: child))
                if child.zPosition != 0 { inOrder = false }
                count += 1
            }
            let children = UnsafeMutableBufferPointer(start: base, count: count)
            if !inOrder { Self.sortByDepth(children) }
            if cullsOccludedCells, children.count > 1, space == nil, modelSpace == nil, toWindow == modelToWindow,
                scratch.masks.isEmpty, scratch.clips.isEmpty
            {
                markCovered(
                    children, of: sublayers, toWindow: toWindow, opacity: opacity, clip: childClip,
                    textFrame: childTextFrame, windowToCells: windowToCells)
            }
            // Where nothing moves, a sublayer that does not animate is where its model is.
            let atRest = presented === layer && toWindow == modelToWindow
            for child in children {
                // Hidden under a later sibling's opaque fill; a label inside could still cut an
                // earlier label's line (`resolveTextOverText`), so only while there is none.
                if child.covered && (!child.holdsLabel || scratch.textRecords == 0) { continue }
                let sublayer = sublayers[child.index]
                let childToWindow = Rasterizer.toSuperlayer(child.layer, in: space).concatenating(toWindow)
                visit(
                    sublayer, presented: child.layer, toWindow: childToWindow,
                    modelToWindow: atRest && child.layer === sublayer
                        ? childToWindow
                        : Rasterizer.toSuperlayer(sublayer, in: modelSpace).concatenating(modelToWindow),
                    parentOpacity: opacity, clip: childClip, textFrame: childTextFrame, windowToCells: windowToCells)
            }
            base.deinitialize(count: count)
        }
    }

    /// Whether nothing `layer`'s sublayers paint — and nothing the layer paints itself, when
    /// `withBounds` — can reach a cell of `clip`: the kept `sublayerExtent` (model values,
    /// valid while no sublayer animates), with the presented layer's bounds when `withBounds`,
    /// mapped to cells by the presented layer's affine `toWindow` and widened by a cell each
    /// way as `ViewGeometry.reach` is, misses `clip` — and so does `textFrame` when a label
    /// is inside and may be moved there (`ViewRecord.mayMoveText`; one given
    /// another, by a bordered view inside, stays inside the box). False whenever the extent
    /// is unbounded, the map is projective or the presented layer has a `sublayerTransform`.
    /// Ours: such views make no record, so skipping them leaves the picture as it is, and a
    /// frame costs nothing for views off the screen or clipped away, however many.
    static func subtreeMisses(
        _ clip: CellRect, layer: CALayer, presented: CALayer, withBounds: Bool, toWindow: PlaneProjection,
        windowToCells: CGAffineTransform, textFrame: CellRect?
    ) -> Bool {
        guard toWindow.isAffine, !presented.hasSublayerTransform, case let extent = layer.sublayerExtent,
            extent.isBounded
        else { return false }
        let box = withBounds ? presented.bounds.union(extent.box) : extent.box
        guard !box.isNull else { return true }
        guard let reach = ViewGeometry.reach(ofCells: box.applying(toWindow.affine.concatenating(windowToCells)))
        else { return false }
        return paintsOutside(
            clip, reach: reach, textFrame: extent.holdsLabel ? textFrame : nil, reachesAnywhere: false)
    }

    /// Whether a view's own painting can reach no cell of `clip` (ours: such a view makes no
    /// record, and the picture is the same): what it paints stays in `reach`
    /// (`ViewGeometry.reach`), and a label's text, when it has a `textFrame` and the text may
    /// be moved there (`ViewRecord.mayMoveText`: from the frame's edges, not from inside it or
    /// further out), in `reach` moved into the frame (`ViewRecord.moved(_:into:)`, which holds
    /// wherever its text area lands); a view whose painting `reachesAnywhere` (a shape
    /// layer's path, a mask's outline) is always recorded.
    nonisolated static func paintsOutside(
        _ clip: CellRect, reach: CellRect, textFrame: CellRect?, reachesAnywhere: Bool
    ) -> Bool {
        guard !reachesAnywhere, reach.intersection(clip).isEmpty else { return false }
        guard let textFrame, ViewRecord.mayMoveText(from: reach, into: textFrame) else { return true }
        return ViewRecord.moved(reach, into: textFrame).intersection(clip).isEmpty
    }

    // MARK: Shapes and masks

    /// The coverage of `mask` (a layer's `mask`, in the layer's bounds coordinates, which
    /// `toCells` maps to cells): a shape layer's fill and stroke, any other layer's bounds
    /// (rounded by its `cornerRadius`) when it has a background; nothing when the mask is
    /// hidden or under half opaque (masks are drawn all or nothing per quarter cell: ours).
    private func maskCoverage(
        _ mask: CALayer, toCells: PlaneProjection, geometry: ViewGeometry, clip: CellRect
    ) -> QuadrantCoverage {
        let empty = QuadrantCoverage(box: CellRect(column: 0, row: 0, columns: 0, rows: 0))
        let presented = mask.renderingLayer
        guard !presented.isHidden, presented.opacity >= 0.5 else { return empty }
        let maskToCells = Rasterizer.toSuperlayer(presented, in: nil).concatenating(toCells)
        if let shape = presented as? CAShapeLayer {
            shapeContent(shape, toCells: maskToCells, clip: clip, minimumAlpha: 0.5, into: &scratch.maskShapes)
            var coverage = empty
            for paint in scratch.maskShapes {
                coverage =
                    coverage.isEmpty
                    ? paint.coverage : kept(coverage.union(paint.coverage, reusing: scratch.coverageBits.take()))
            }
            // Emptied now, so that the pools hold these coverages' bits alone once their frame
            // is over.
            scratch.maskShapes.removeAll(keepingCapacity: true)
            return coverage
        }
        guard (ColorConversion.rgba(presented.backgroundColor)?.alpha ?? 0) >= 0.5 else { return empty }
        let bounds = presented.bounds
        let radius = min(max(presented.cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        let outline = roundedOutline(bounds, radius: radius, of: presented)
        return fillCoverage(outline, evenOdd: false, toCells: maskToCells, within: clip) ?? empty
    }

    /// Adds a shape layer's fill and stroke to `content` as painted coverages (colours at least
    /// `minimumAlpha` opaque), in the order drawn.
    private func shapeContent(
        _ shape: CAShapeLayer, toCells: PlaneProjection, clip: CellRect, minimumAlpha: Double = CellPainter.clearAlpha,
        into content: inout [ShapePaint]
    ) {
        guard let path = shape.path, !path.isEmpty else { return }
        if let fill = ColorConversion.rgba(shape.fillColor), fill.alpha >= minimumAlpha,
            let coverage = fillCoverage(path, evenOdd: shape.fillRule == .evenOdd, toCells: toCells, within: clip),
            !coverage.isEmpty
        {
            content.append(ShapePaint(coverage: coverage, paint: Paint(color: fill.color, alpha: fill.alpha)))
        }
        if let stroke = ColorConversion.rgba(shape.strokeColor), stroke.alpha >= minimumAlpha, shape.lineWidth > 0,
            let scale = Self.cellsPerPoint(toCells)
        {
            path.strokeSegments(
                from: shape.strokeStart, to: shape.strokeEnd, tolerance: 0.05 / max(scale.x, scale.y),
                into: &scratch.stroke)
            // Mapped in place.
            var finite = true
            scratch.stroke.segments.withUnsafeMutableBufferPointer { segments in
                for index in segments.indices {
                    let (a, b) = segments[index]
                    let mapped = (toCells.point(x: a.x, y: a.y), toCells.point(x: b.x, y: b.y))
                    segments[index] = mapped
                    if !(mapped.0.x.isFinite && mapped.0.y.isFinite && mapped.1.x.isFinite && mapped.1.y.isFinite) {
                        finite = false
                    }
                }
            }
            let mapped = scratch.stroke.segments
            if !mapped.isEmpty, finite {
                let half = Double(shape.lineWidth) / 2
                let coverage = kept(
                    QuadrantCoverage(box: CellRect(column: 0, row: 0, columns: 0, rows: 0))
                        .addingStroke(
                            mapped, radiusX: half * scale.x, radiusY: half * scale.y, within: clip,
                            reusing: scratch.coverageBits.take()))
                if !coverage.isEmpty {
                    content.append(
                        ShapePaint(coverage: coverage, paint: Paint(color: stroke.color, alpha: stroke.alpha)))
                }
            }
        }
    }

    /// The coverage of `path`'s fill (points, mapped to cells by `toCells`) within `clip`; nil
    /// when part of it is at or behind the eye. Flattened and filled in the scratch's buffers;
    /// the bits are lent to the frame pool (`FramePool`).
    private func fillCoverage(_ path: CGPath, evenOdd: Bool, toCells: PlaneProjection, within clip: CellRect)
        -> QuadrantCoverage?
    {
        guard let scale = Self.cellsPerPoint(toCells) else { return nil }
        scratch.polygons.removeAll()
        path.appendFillPolygons(tolerance: 0.05 / max(scale.x, scale.y), to: &scratch.polygons)
        // Mapped in place.
        var finite = true
        scratch.polygons.points.withUnsafeMutableBufferPointer { points in
            for index in points.indices {
                let point = toCells.point(x: points[index].x, y: points[index].y)
                points[index] = point
                if !point.x.isFinite || !point.y.isFinite { finite = false }
            }
        }
        guard finite else { return nil }
        return kept(
            QuadrantCoverage(
                fill: scratch.polygons, evenOdd: evenOdd, within: clip, scratch: &scratch.fill,
                reusing: scratch.coverageBits.take()))
    }

    /// `coverage`, its bits lent to the frame pool for reuse two frames from now.
    private func kept(_ coverage: QuadrantCoverage) -> QuadrantCoverage {
        scratch.coverageBits.lend(coverage.bits)
        return coverage
    }

    /// `rect` with the corners `layer.maskedCorners` names rounded by `radius` points (the
    /// others square), as Core Animation rounds a layer's corners (`layerMinXMinYCorner` is
    /// the top left on screen): `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`'s
    /// path, built in the scratch's path (valid until the next outline), and with `inner`,
    /// that rectangle and radius too as a second subpath.
    private func roundedOutline(
        _ rect: CGRect, radius: CGFloat, of layer: CALayer, inner: (rect: CGRect, radius: CGFloat)? = nil
    ) -> CGPath {
        let masked = layer.maskedCorners
        var corners: UIRectCorner = []
        if masked.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if masked.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if masked.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if masked.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        let outline = scratch.outline
        outline.removeAllElements()
        outline.addRoundedRect(rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        if let inner {
            outline.addRoundedRect(
                inner.rect, byRoundingCorners: corners, cornerRadii: CGSize(width: inner.radius, height: inner.radius))
        }
        return outline
    }

    /// Cells per point across and down at the layer's centre region (the lengths of the rows of
    /// the map's linear part: how far a point's width reaches on screen); nil if not finite.
    private static func cellsPerPoint(_ toCells: PlaneProjection) -> (x: Double, y: Double)? {
        let t = toCells.tangent(atX: 0, y: 0)
        let x = hypot(Double(t.a), Double(t.c))
        let y = hypot(Double(t.b), Double(t.d))
        guard x.isFinite, y.isFinite, x > 0, y > 0 else { return nil }
        return (x, y)
    }

    /// Appends `record` to this frame's records, with its `paintBox` and `opaqueBox`.
    private func append(_ record: ViewRecord) {
        scratch.next.append(record)
        scratch.boxes.append(record.paintBox)
        scratch.opaqueBoxes.append(record.opaqueBox)
    }

    /// Appends the record that draws a mask's outline: the cells it crosses, in the masked
    /// layer's colour over what is behind, once the layer and everything inside it is drawn.
    private func appendMaskEdge(_ edge: QuadrantCoverage, of layer: CALayer, fill: Paint, record: ViewRecord) {
        guard !edge.isEmpty, let mask = layer.mask else { return }
        append(
            ViewRecord(
                identity: ObjectIdentifier(mask), geometry: record.geometry, opacity: record.opacity, fill: nil,
                layerBorder: nil, style: record.style, isImageView: false, sampler: nil, text: nil,
                clip: record.clip, clipShapes: record.clipShapes, textFrame: nil, subCell: nil, holdsText: false,
                coverage: coverageContent(shapes: shapeList(ShapePaint(coverage: edge, paint: fill))))
        )
    }

    /// A subview's place in `subviews` and its presentation layer, while its siblings are put in
    /// drawing order; whether everything in it is hidden under a later sibling's opaque fill
    /// (`markCovered`), and whether a label is inside then. Small, so that a parent's children
    /// fit on the stack.
    private struct Child {
        let index: Int
        /// Not retained (a retain and release per copy, of a layer whose count is kept in a
        /// side table, cost more than the rest of the child): the model layer in the tree, or
        /// the presentation copy that it keeps until its next `renderingLayer` read, which is
        /// the parent's loop over its sublayers next frame.
        unowned(unsafe) let layer: CALayer
        var covered = false
        var holdsLabel = false
    }

    /// Marks the children (in drawing order, presented; `sublayers` the model layers) whose
    /// whole subtree lies under the opaque fill of a later sibling (one of the `coverLimit`
    /// largest): its bounds and kept `sublayerExtent`, mapped to cells and widened as
    /// `subtreeMisses` does, within `clip`, inside the cover's cells — and, when a label is
    /// inside and its text may be moved into the text frame, where it can land there (the
    /// reach moved into the frame, `ViewRecord.moved(_:into:)`) too. Only children with
    /// sublayers are checked (a single view's record is dropped by `dropCovered`), and only
    /// siblings after the first of them are looked at as covers. Ours:
    /// such a subtree's records would all be dropped, or painted over whole; not reading
    /// them leaves the picture as it is, and views under an opaque view cost nothing. Called
    /// only where nothing moves (the parent's presented and model maps agree) and no
    /// rotated clip or mask is over the children, so that a cover's record is exactly what
    /// `opaqueCover` expects.
    private func markCovered(
        _ children: UnsafeMutableBufferPointer<Child>, of sublayers: [CALayer], toWindow: PlaneProjection,
        opacity: Double, clip: CellRect, textFrame: CellRect?, windowToCells: CGAffineTransform
    ) {
        var first = 0
        while first < children.count - 1 && sublayers[children[first].index].sublayers == nil { first += 1 }
        guard first < children.count - 1 else { return }
        scratch.siblingCovers.removeAll(keepingCapacity: true)
        for position in stride(from: children.count - 1, through: first, by: -1) {
            let child = children[position]
            let model = sublayers[child.index]
            let childToWindow = Rasterizer.toSuperlayer(child.layer, in: nil).concatenating(toWindow)
            if !scratch.siblingCovers.isEmpty, model.sublayers != nil, childToWindow.isAffine,
                !child.layer.hasSublayerTransform, case let extent = model.sublayerExtent, extent.isBounded
            {
                let reach = ViewGeometry.reach(
                    ofCells: child.layer.bounds.union(extent.box).applying(
                        childToWindow.affine.concatenating(windowToCells)))
                var textCovered = true
                if extent.holdsLabel, let textFrame, let reach, ViewRecord.mayMoveText(from: reach, into: textFrame),
                    case let shown = ViewRecord.moved(reach, into: textFrame).intersection(clip), !shown.isEmpty
                {
                    textCovered = Self.isCovered(shown, by: scratch.siblingCovers)
                }
                if let reach, textCovered, Self.isCovered(reach.intersection(clip), by: scratch.siblingCovers) {
                    children[position].covered = true
                    children[position].holdsLabel = extent.holdsLabel
                }
            }
            if position > first,
                let cover = opaqueCover(
                    child.layer, model: model, toWindow: childToWindow, parentOpacity: opacity, clip: clip,
                    windowToCells: windowToCells)
            {
                Self.addCover(cover, to: &scratch.siblingCovers)
            }
        }
    }

    /// The cells a child will paint over first with an opaque fill (its record's
    /// `ViewRecord.opaqueBox`), worked out before it is visited, for a child that does not
    /// animate, under no moving ancestor, rotated clip or mask (see `markCovered`): opaque
    /// `backgroundColor` at its opacity with its ancestors', upright, no `cornerRadius`,
    /// mask, contents, image view or shape layer; nil otherwise.
    private func opaqueCover(
        _ presented: CALayer, model: CALayer, toWindow: PlaneProjection, parentOpacity: Double, clip: CellRect,
        windowToCells: CGAffineTransform
    ) -> CellRect? {
        let opacity = parentOpacity * min(max(Double(presented.opacity), 0), 1)
        guard presented === model, model.mask == nil, presented.cornerRadius == 0, presented.contents == nil,
            !(presented is CAShapeLayer), let fill = ColorConversion.rgba(presented.backgroundColor),
            fill.alpha * opacity >= CellPainter.opaqueAlpha,
            !(model.backsImageView && model.renderedView is UIImageView),
            let geometry = ViewGeometry(bounds: presented.bounds, toWindow: toWindow, windowToCells: windowToCells),
            geometry.isUpright
        else { return nil }
        let box = geometry.cellBox.intersection(clip)
        return box.isEmpty ? nil : box
    }

    /// Sorts siblings back to front by `zPosition`, keeping the order of equal ones (insertion
    /// sort: stable, in place, and sibling lists are short). Source: Apple's Core Animation
    /// documentation for `zPosition`.
    private static func sortByDepth(_ children: UnsafeMutableBufferPointer<Child>) {
        for index in children.indices.dropFirst() {
            let item = children[index]
            var slot = index
            while slot > 0 && children[slot - 1].layer.zPosition > item.layer.zPosition {
                children[slot] = children[slot - 1]
                slot -= 1
            }
            children[slot] = item
        }
    }

    /// Records a view whose content runs a `CATransition`: the new content (the view and its
    /// subviews) and the frozen old content, each moved and faded as the transition says,
    /// both clipped to the view's bounds as it is drawn now.
    private func visitTransition(
        _ transition: ContentTransitionFrame, layer: CALayer, presented: CALayer, geometry: ViewGeometry,
        toWindow: PlaneProjection, modelToWindow: PlaneProjection, opacity: Double, clip: CellRect,
        textFrame: CellRect?, windowToCells: CGAffineTransform
    ) {
        let bounded = clip.intersection(geometry.cellBox)
        guard !bounded.isEmpty else { return }
        let clipCount = scratch.clips.count
        if !geometry.isUpright {
            scratch.clips.append(ClipShape(fromCells: geometry.fromCells, bounds: geometry.bounds))
        }
        func offset(_ point: CGPoint) -> PlaneProjection {
            PlaneProjection(CGAffineTransform(translationX: point.x, y: point.y))
        }
        func drawNew() {
            let moved = offset(transition.newOffset).concatenating(toWindow)
            guard let placed = ViewGeometry(bounds: presented.bounds, toWindow: moved, windowToCells: windowToCells)
            else { return }
            visitContent(
                layer, presented: presented, geometry: placed, toWindow: moved, modelToWindow: modelToWindow,
                opacity: opacity, clip: bounded, textFrame: textFrame, windowToCells: windowToCells)
        }
        func drawOld() {
            let snapshot = transition.oldContent
            let layer = snapshot.layer.renderingLayer
            let inLayer = Rasterizer.toSuperlayer(layer, in: nil)
            visit(
                snapshot.layer, presented: layer,
                toWindow: inLayer.concatenating(offset(transition.oldOffset)).concatenating(toWindow),
                modelToWindow: inLayer.concatenating(modelToWindow), parentOpacity: opacity * transition.oldOpacity,
                clip: bounded, textFrame: textFrame, windowToCells: windowToCells)
        }
        if transition.oldOnTop {
            drawNew()
            drawOld()
        } else {
            drawOld()
            drawNew()
        }
        scratch.clips.truncate(to: clipCount)
    }

    /// The frozen views of the image an image view shows, when the image was drawn from views
    /// (`UIImage.layerTree`), and the map from the image's points to the image view's bounds
    /// (placed by `contentMode`, as the bitmap would be); nil otherwise.
    static func drawnContent(of imageView: UIImageView?, bounds: CGRect) -> (UIView, CGAffineTransform)? {
        guard let imageView, let image = imageView.image, let tree = image.layerTree,
            image.size.width > 0, image.size.height > 0
        else { return nil }
        let rect = imageView.contentMode.contentRect(forContentOfSize: image.size, in: bounds)
        let placement = CGAffineTransform(scaleX: rect.width / image.size.width, y: rect.height / image.size.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        return (tree, placement)
    }

    /// Whether the view is on screen away from where its model puts it, across and down: its
    /// presented extent in cells differs from the model's by more than a thousandth of a cell.
    private static func motion(
        of geometry: ViewGeometry, toWindow: PlaneProjection, model bounds: CGRect, modelToWindow: PlaneProjection,
        windowToCells: CGAffineTransform
    ) -> (horizontal: Bool, vertical: Bool) {
        guard toWindow != modelToWindow || geometry.bounds != bounds else { return (false, false) }
        guard let model = ViewGeometry(bounds: bounds, toWindow: modelToWindow, windowToCells: windowToCells) else {
            return (true, true)
        }
        let shown = geometry.cellExtent
        let rest = model.cellExtent
        return (
            abs(shown.minX - rest.minX) > 1e-3 || abs(shown.maxX - rest.maxX) > 1e-3,
            abs(shown.minY - rest.minY) > 1e-3 || abs(shown.maxY - rest.maxY) > 1e-3
        )
    }

    /// The box style of a layer's border: heavy (`┏━┓`) for a `borderWidth` of 2 points or more,
    /// rounded (`╭─╮`) when `cornerRadius` > 0, light (`┌─┐`) otherwise. Ours.
    static func boxStyle(of layer: CALayer) -> BoxStyle {
        if layer.borderWidth >= 2 { return .heavy }
        return layer.cornerRadius > 0 ? .rounded : .light
    }

    private func makeRecord(
        _ layer: CALayer, label: UILabel?, imageView: UIImageView?, shape: CAShapeLayer?, presented: CALayer,
        geometry: ViewGeometry, toCells: () -> PlaneProjection, opacity: Double, clip: CellRect, textFrame: CellRect?,
        motion maps: (toWindow: PlaneProjection, modelToWindow: PlaneProjection, windowToCells: CGAffineTransform),
        buildsShapes: Bool
    ) -> ViewRecord {
        // Optionals are unwrapped with `if let`, not `map`: a closure formed here is isolated to
        // the main actor and checks the executor at each call.
        var fill: Paint?
        if let background = ColorConversion.rgba(presented.backgroundColor), background.alpha > 0 {
            fill = Paint(color: background.color, alpha: background.alpha)
        }
        var layerBorder: Paint?
        if presented.borderWidth > 0 {
            let border = ColorConversion.rgba(presented.borderColor)
            layerBorder = Paint(color: border?.color ?? .black, alpha: border?.alpha ?? 1)
        }
        // The rounded background and border first, then the shape layer's fill and stroke.
        var rounding: Rounding?
        if fill != nil || layerBorder != nil { rounding = Self.rounding(of: presented, toCells: toCells) }
        var shapes: [ShapePaint] = []
        let pooled = buildsShapes && (rounding != nil || shape != nil)
        if pooled { shapes = scratch.shapeLists.take() }
        if let rounding {
            // Drawn as a shape instead of a box: no box fill, no box border.
            if buildsShapes {
                roundedContent(presented, rounding, fill: fill, border: layerBorder, clip: clip, into: &shapes)
            }
            fill = nil
            layerBorder = nil
        }
        if let shape, buildsShapes { shapeContent(shape, toCells: toCells(), clip: clip, into: &shapes) }
        if pooled { scratch.shapeLists.lend(shapes) }
        // An image drawn from views is drawn as its views (see `drawnContent`), not sampled.
        let sampler =
            imageView.flatMap {
                $0.image?.layerTree != nil
                    ? nil : ImageSampler(image: $0.image, contentMode: $0.contentMode, bounds: geometry.bounds)
            } ?? ImageSampler(contentsOf: presented, bounds: geometry.bounds)
        var text: TextContent?
        if let label, let string = label.text, !string.isEmpty,
            let ink = ColorConversion.rgba(label.textColor)
        {
            text = TextContent(
                text: string, ink: Paint(color: ink.color, alpha: ink.alpha), alignment: label.textAlignment,
                numberOfLines: label.numberOfLines, isBold: label.font?.isBold ?? false)
        }
        var subCell: SubCellBox?
        // Whether the box moves is asked only of a box that could get sub-cell edges.
        if depth != .monochrome, glyphs == .unicode, imageView == nil, let fill,
            fill.alpha * opacity >= CellPainter.opaqueAlpha, geometry.isUpright
        {
            let motion = Self.motion(
                of: geometry, toWindow: maps.toWindow, model: layer.bounds, modelToWindow: maps.modelToWindow,
                windowToCells: maps.windowToCells)
            if motion.horizontal || motion.vertical {
                subCell = SubCellBox(geometry: geometry, horizontally: motion.horizontal, vertically: motion.vertical)
            }
        }
        return ViewRecord(
            identity: ObjectIdentifier(layer), geometry: geometry, opacity: opacity, fill: fill,
            layerBorder: layerBorder, style: Self.boxStyle(of: presented),
            isImageView: imageView != nil || sampler != nil,
            sampler: sampler, text: text, clip: clip, clipShapes: scratch.clips, textFrame: textFrame,
            subCell: subCell,
            // Read only where it can count: a view with no fill or border draws no edges.
            holdsText: (fill != nil || layerBorder != nil) && Self.holdsVisibleLabel(layer),
            coverage: coverageContent(shapes: shapes))
    }

    /// `shape` alone in a list of the frame pool's.
    private func shapeList(_ shape: ShapePaint) -> [ShapePaint] {
        var shapes = scratch.shapeLists.take()
        shapes.append(shape)
        scratch.shapeLists.lend(shapes)
        return shapes
    }

    /// A record's `shapes` with the masks over it (`scratch.masks`, copied into a list of the
    /// frame pool's, so that the scratch's own list stays unshared), or nil when both are
    /// empty.
    private func coverageContent(shapes: [ShapePaint]) -> CoverageContent? {
        guard !shapes.isEmpty || !scratch.masks.isEmpty else { return nil }
        var masks: [QuadrantCoverage] = []
        if !scratch.masks.isEmpty {
            masks = scratch.maskLists.take()
            masks.append(contentsOf: scratch.masks)
            scratch.maskLists.lend(masks)
        }
        return CoverageContent(shapes: shapes, masks: masks)
    }

    /// Whether a visible label's layer is among `layer`'s sublayers.
    private static func holdsVisibleLabel(_ layer: CALayer) -> Bool {
        guard let sublayers = layer.sublayers else { return false }
        for sublayer in sublayers where sublayer.backsLabel && !sublayer.isHidden && sublayer.renderedView is UILabel {
            return true
        }
        return false
    }

    /// How a layer whose background and border are drawn as shapes is rounded
    /// (`rounding(of:toCells:)`).
    private struct Rounding {
        /// The corner radius in points, at most half the shorter side.
        let radius: CGFloat
        /// Cells per point across and down (`cellsPerPoint`).
        let scale: (x: Double, y: Double)
        /// The map from the layer's bounds to cells.
        let toCells: PlaneProjection
    }

    /// The rounding of a layer whose corners are rounded by at least three quarters of a cell
    /// each way under an affine map to cells (`toCells`, made only when the layer has a
    /// `cornerRadius`): its background and border are drawn as shapes (`roundedContent`);
    /// nil for smaller radii, which keep the box with rounded corner glyphs, and for layers
    /// seen in perspective. Ours.
    private static func rounding(of layer: CALayer, toCells: () -> PlaneProjection) -> Rounding? {
        let bounds = layer.bounds
        let radius = min(layer.cornerRadius, min(bounds.width, bounds.height) / 2)
        guard radius > 0 else { return nil }
        let map = toCells()
        guard map.isAffine, let scale = cellsPerPoint(map), radius * scale.x >= 0.75, radius * scale.y >= 0.75
        else { return nil }
        return Rounding(radius: radius, scale: scale, toCells: map)
    }

    /// The background and border of a layer whose corners are rounded by at least three
    /// quarters of a cell each way, drawn as shapes: the rounded rectangle's fill in quarter
    /// cells, and the border as a band `borderWidth` points wide inside it (at least a quarter
    /// cell). A circle (`cornerRadius` half the side) then looks round. Smaller radii keep the
    /// box with rounded corner glyphs (`╭╮╰╯`), which reads better at a cell's resolution.
    /// Such layers are the ones `rounding(of:toCells:)` gives a rounding for. Ours.
    private func roundedContent(
        _ layer: CALayer, _ rounding: Rounding, fill: Paint?, border: Paint?, clip: CellRect,
        into content: inout [ShapePaint]
    ) {
        let bounds = layer.bounds
        let (radius, scale, map) = (rounding.radius, rounding.scale, rounding.toCells)
        if let fill,
            let coverage = fillCoverage(
                roundedOutline(bounds, radius: radius, of: layer), evenOdd: false, toCells: map, within: clip)
        {
            content.append(ShapePaint(coverage: coverage, paint: fill))
        }
        if let border {
            // The outline and, inside it, the inner outline `borderWidth` in: the band between
            // under the even-odd rule.
            let width = max(layer.borderWidth, 0.25 / min(scale.x, scale.y))
            let inner = bounds.insetBy(dx: width, dy: width)
            let ring = roundedOutline(
                bounds, radius: radius, of: layer,
                inner: inner.width > 0 && inner.height > 0 ? (inner, max(radius - width, 0)) : nil)
            if let coverage = fillCoverage(ring, evenOdd: true, toCells: map, within: clip) {
                content.append(ShapePaint(coverage: coverage, paint: border))
            }
        }
    }
}
