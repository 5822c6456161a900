import Foundation
import TransitionKit

/// Draws a window's view tree into a `CellGrid`: the phone outline, then every visible view back
/// to front from its presentation layer (what is on screen now, mid-animation included).
///
/// Per view, once per frame: the map from its bounds to the window is
/// `translate(−(bounds.origin + anchorPoint·bounds.size)) · transform · translate(position)`,
/// composed up to the window and then to cells by the `PhoneLayout`. Every cell of the view's
/// bounding box whose centre maps back inside its bounds is covered, clipped to the screen and
/// to `masksToBounds` ancestors (rotated ones too). Then, in order:
/// - **Fill**: `backgroundColor` at opacity colour-alpha × opacity × ancestors' opacities,
///   blended over what is below (`CellPainter`).
/// - **Image** (`UIImageView`): sampled per cell, `▀` with the upper half's colour as foreground
///   and the lower half's as background (a space when they agree); ASCII with colour: a space in
///   the average colour; monochrome: a shade glyph by luminance.
/// - **Edges**: a filled view at least 2×2 cells (image views excepted) gets a border in a
///   colour derived from its fill, rounded when `cornerRadius` > 0 (`EdgeGlyphPicker`); a layer
///   `borderWidth` > 0 draws one in `borderColor` (black if nil) on any view — heavy (`┏━┓`)
///   from 2 points up — or, under 2×2 cells, fills with it.
/// - **Text** (`UILabel`): centred vertically in the label's cells (inside its border, if it has
///   one), aligned by `textAlignment`, one line truncated with `…` when `numberOfLines` is 1,
///   wrapped otherwise, bold when `font.isBold`. Drawn only while the label shows at scale ≥ ½
///   and within 10° of upright; within 10° of upside down the lines are drawn reversed
///   (right to left, bottom to top: how upside-down text reads); otherwise only the fill.
/// Glyphs (borders, text) show only at opacity ½ or more (`CellPainter`). Hidden views and views
/// at opacity 0 are skipped with their subviews; a hidden window (before `makeKeyAndVisible()`)
/// draws only the outline and an empty screen. Source: DESIGN.md "Renderer"; the choices are ours.
@MainActor
public struct Rasterizer {
    /// The glyphs drawn (box drawing, shades, half blocks — or ASCII).
    public let glyphs: GlyphSet
    /// The colour depth the cells are meant for: `.monochrome` leaves every colour nil and uses
    /// shade glyphs; other depths store full 24-bit colours (backends quantise).
    public let depth: ColorDepth
    private let scratch = RasterScratch()
    private let painter: CellPainter

    /// The colour of the phone outline (systemGray, (142, 142, 147)).
    public static let outlineColor = RGB(red: 142, green: 142, blue: 147)

    /// A rasteriser drawing with `glyphs` for a terminal of `depth`.
    public init(glyphs: GlyphSet, depth: ColorDepth) {
        self.glyphs = glyphs
        self.depth = depth
        painter = CellPainter(depth: depth, glyphs: glyphs)
    }

    /// Draws the phone outline and the window's view tree (presentation values, back to front)
    /// into `grid` within `layout`: `layout.screen` is blanked first and nothing outside
    /// `layout.outline` is touched.
    public func render(_ window: UIWindow, into grid: inout CellGrid, layout: PhoneLayout) {
        grid.fill(layout.screen, with: .blank)
        grid.drawBox(
            layout.outline, style: .rounded, foreground: painter.hasColor ? Rasterizer.outlineColor : nil,
            background: nil, glyphs: glyphs)
        let clip = layout.screen.intersection(CellRect(column: 0, row: 0, columns: grid.columns, rows: grid.rows))
        guard !clip.isEmpty, let presented = window.layer.presentation(), !presented.isHidden else { return }
        scratch.clips.removeAll(keepingCapacity: true)
        // The window's bounds are the window coordinate space.
        let toWindow = CGAffineTransform(translationX: -presented.bounds.minX, y: -presented.bounds.minY)
        draw(
            window, presented: presented, toWindow: toWindow, parentOpacity: 1, clip: clip, textFrame: nil,
            windowToCells: layout.windowToCells, grid: &grid)
    }

    /// Maps a layer's bounds to its superlayer: anchor to the origin, transform, then to `position`.
    static func toSuperlayer(_ layer: CALayer) -> CGAffineTransform {
        let bounds = layer.bounds
        let anchor = layer.anchorPoint
        let anchorX = bounds.minX + anchor.x * bounds.width
        let anchorY = bounds.minY + anchor.y * bounds.height
        return CGAffineTransform(translationX: -anchorX, y: -anchorY)
            .concatenating(layer.affineTransform())
            .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
    }

    /// Draws `view` and its subviews. `textFrame` is the interior of the nearest bordered,
    /// upright ancestor: labels keep their text inside it when they overlap it, so a label laid
    /// over its container's edge does not write over the border the terminal added.
    private func draw(
        _ view: UIView, presented: CALayer, toWindow: CGAffineTransform, parentOpacity: Double, clip: CellRect,
        textFrame: CellRect?, windowToCells: CGAffineTransform, grid: inout CellGrid
    ) {
        let opacity = parentOpacity * min(max(Double(presented.opacity), 0), 1)
        guard opacity > 0.004,
            let geometry = ViewGeometry(bounds: presented.bounds, toWindow: toWindow, windowToCells: windowToCells)
        else { return }
        let bordered = drawContent(
            of: view, presented: presented, geometry: geometry, opacity: opacity, clip: clip, textFrame: textFrame,
            grid: &grid)
        guard !view.subviews.isEmpty else { return }
        var childTextFrame = textFrame
        if bordered && geometry.isAxisAligned(tolerance: 1) {
            let interior = geometry.cellBox.insetBy(1)
            if !interior.isEmpty { childTextFrame = interior }
        }
        var childClip = clip
        let clipCount = scratch.clips.count
        if presented.masksToBounds {
            childClip = clip.intersection(geometry.cellBox)
            guard !childClip.isEmpty else { return }
            let t = geometry.toCells
            if abs(t.b) > 1e-9 || abs(t.c) > 1e-9 {
                scratch.clips.append(ClipShape(fromCells: geometry.fromCells, bounds: geometry.bounds))
            }
        }
        for subview in view.subviews {
            guard let child = subview.layer.presentation(), !child.isHidden else { continue }
            draw(
                subview, presented: child, toWindow: Rasterizer.toSuperlayer(child).concatenating(toWindow),
                parentOpacity: opacity, clip: childClip, textFrame: childTextFrame, windowToCells: windowToCells,
                grid: &grid)
        }
        scratch.clips.removeSubrange(clipCount...)
    }

    /// Whether the cell is inside every rotated clipping ancestor (the clip rectangle is applied
    /// by the callers' loops).
    @inline(__always)
    private func passesClipShapes(column: Int, row: Int) -> Bool {
        for shape in scratch.clips where !shape.contains(column: column, row: row) { return false }
        return true
    }

    // MARK: One view

    /// The box style of a layer's border: heavy (`┏━┓`) for a `borderWidth` of 2 points or more,
    /// rounded (`╭─╮`) when `cornerRadius` > 0, light (`┌─┐`) otherwise. Ours.
    static func boxStyle(of layer: CALayer) -> BoxStyle {
        if layer.borderWidth >= 2 { return .heavy }
        return layer.cornerRadius > 0 ? .rounded : .light
    }

    /// Draws the view's own fill, image, edges and text; returns whether it has a border.
    @discardableResult
    private func drawContent(
        of view: UIView, presented: CALayer, geometry: ViewGeometry, opacity: Double, clip: CellRect,
        textFrame: CellRect?, grid: inout CellGrid
    ) -> Bool {
        let fill = ColorConversion.rgba(presented.backgroundColor).flatMap { $0.alpha > 0 ? $0 : nil }
        let layerBorder: (color: RGB, alpha: Double)? =
            presented.borderWidth > 0 ? (ColorConversion.rgba(presented.borderColor) ?? (.black, 1)) : nil
        let imageView = view as? UIImageView
        let sampler = imageView.flatMap {
            ImageSampler(image: $0.image, contentMode: $0.contentMode, bounds: geometry.bounds)
        }
        let label = view as? UILabel
        let hasText = label?.text.map { !$0.isEmpty } ?? false
        guard fill != nil || layerBorder != nil || sampler != nil || hasText else { return false }
        let boxed = geometry.cellBox.columns >= 2 && geometry.cellBox.rows >= 2
        let fillBorder = boxed && imageView == nil ? fill : nil
        let drawsEdges = boxed && (fillBorder != nil || layerBorder != nil)
        let fillAlpha = (fill?.alpha ?? 0) * opacity
        let region = geometry.cellBox.intersection(clip)
        guard !region.isEmpty else { return drawsEdges }

        if fill != nil || layerBorder != nil || sampler != nil {
            computeMask(geometry: geometry, region: region)
            let picker =
                drawsEdges
                ? EdgeGlyphPicker(geometry: geometry, style: Self.boxStyle(of: presented), glyphs: glyphs) : nil
            let edgeColor: (color: RGB, alpha: Double)? =
                layerBorder.map { ($0.color, $0.alpha * opacity) }
                ?? fillBorder.map { (CellPainter.borderColor(for: $0.color), fillAlpha) }
            let cells = CellPass(
                region: region, geometry: geometry, opacity: opacity, fill: fill, fillAlpha: fillAlpha,
                smallBorder: boxed ? nil : layerBorder, sampler: sampler, picker: picker, edgeColor: edgeColor)
            if let sampler {
                sampler.withPixels { paint(cells, pixels: $0, grid: &grid) }
            } else {
                paint(cells, pixels: nil, grid: &grid)
            }
        }
        if let label, hasText {
            drawText(
                of: label, geometry: geometry, opacity: opacity, inset: drawsEdges, textFrame: textFrame, clip: region,
                grid: &grid)
        }
        return drawsEdges
    }

    /// What one view paints in each covered cell.
    private struct CellPass {
        let region: CellRect
        let geometry: ViewGeometry
        let opacity: Double
        let fill: (color: RGB, alpha: Double)?
        let fillAlpha: Double
        /// Border colour filling a view too small for a border.
        let smallBorder: (color: RGB, alpha: Double)?
        let sampler: ImageSampler?
        let picker: EdgeGlyphPicker?
        let edgeColor: (color: RGB, alpha: Double)?
    }

    /// Paints fill, image and edges into every covered, visible cell of `pass.region`
    /// (`scratch.mask` must hold the coverage).
    private func paint(_ pass: CellPass, pixels: UnsafeBufferPointer<UInt8>?, grid: inout CellGrid) {
        let region = pass.region
        let width = region.columns + 2
        let gridColumns = grid.columns
        // `region` lies inside the grid (it is clipped to the screen ∩ grid).
        guard region.column >= 0, region.row >= 0, region.endColumn <= gridColumns, region.endRow <= grid.rows
        else { return }
        grid.withUnsafeMutableCells { cells in
            scratch.mask.withUnsafeBufferPointer { mask in
                for row in region.row..<region.endRow {
                    let maskRow = (row - region.row + 1) * width
                    let gridRow = row * gridColumns
                    for column in region.column..<region.endColumn {
                        let m = maskRow + column - region.column + 1
                        guard mask[m], passesClipShapes(column: column, row: row) else { continue }
                        var cell = cells[gridRow + column]
                        if let fill = pass.fill { painter.fill(&cell, color: fill.color, alpha: pass.fillAlpha) }
                        if let border = pass.smallBorder {
                            painter.fill(&cell, color: border.color, alpha: border.alpha * pass.opacity)
                        }
                        if let sampler = pass.sampler, let pixels {
                            paintImage(
                                sampler, pixels: pixels, geometry: pass.geometry, opacity: pass.opacity, cell: &cell,
                                column: column, row: row)
                        }
                        if let picker = pass.picker, let edgeColor = pass.edgeColor {
                            let top = !mask[m - width]
                            let bottom = !mask[m + width]
                            let left = !mask[m - 1]
                            let right = !mask[m + 1]
                            if top || bottom || left || right {
                                let glyph = picker.glyph(
                                    top: top, bottom: bottom, left: left, right: right, geometry: pass.geometry,
                                    column: column, row: row)
                                painter.put(glyph, in: &cell, color: edgeColor.color, alpha: edgeColor.alpha)
                            }
                        }
                        cells[gridRow + column] = cell
                    }
                }
            }
        }
    }

    /// Fills `scratch.mask` with the view's coverage of `region` grown by one cell on every
    /// side (row by row, `region.columns + 2` wide), ignoring clipping.
    private func computeMask(geometry: ViewGeometry, region: CellRect) {
        let width = region.columns + 2
        let height = region.rows + 2
        let count = width * height
        if scratch.mask.count < count {
            scratch.mask.append(contentsOf: repeatElement(false, count: count - scratch.mask.count))
        }
        scratch.mask.withUnsafeMutableBufferPointer { mask in
            for y in 0..<height {
                let row = region.row - 1 + y
                for x in 0..<width {
                    mask[y * width + x] = geometry.covers(column: region.column - 1 + x, row: row)
                }
            }
        }
    }

    // MARK: Images

    private func paintImage(
        _ sampler: ImageSampler, pixels: UnsafeBufferPointer<UInt8>, geometry: ViewGeometry, opacity: Double,
        cell: inout Cell, column: Int, row: Int
    ) {
        let x = Double(column) + 0.5
        let upper = sampler.sample(at: geometry.boundsPoint(x: x, y: Double(row) + 0.25), pixels: pixels)
        let lower = sampler.sample(at: geometry.boundsPoint(x: x, y: Double(row) + 0.75), pixels: pixels)
        guard upper != nil || lower != nil else { return }
        guard painter.hasColor else {
            // Luminance of each half over black, averaged: denser glyphs for brighter pixels.
            let top = upper.map { $0.color.luminance * $0.alpha * opacity } ?? 0
            let bottom = lower.map { $0.color.luminance * $0.alpha * opacity } ?? 0
            let level = (top + bottom) / 2
            let shades = glyphs.shades
            let glyph: Glyph
            switch level {
            case ..<0.2: glyph = .space
            case ..<0.4: glyph = Glyph(shades.light)
            case ..<0.6: glyph = Glyph(shades.medium)
            case ..<0.8: glyph = Glyph(shades.dark)
            default: glyph = Glyph(shades.full)
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

    private func drawText(
        of label: UILabel, geometry: ViewGeometry, opacity: Double, inset: Bool, textFrame: CellRect?,
        clip: CellRect, grid: inout CellGrid
    ) {
        guard let text = label.text, geometry.scale >= 0.5 else { return }
        let rotation = geometry.rotationDegrees
        let upright = abs(rotation) <= 10
        let upsideDown = 180 - abs(rotation) <= 10
        guard upright || upsideDown else { return }
        var area = geometry.cellBox
        if inset {
            let inner = area.insetBy(1)
            if !inner.isEmpty { area = inner }
        }
        if let textFrame {
            let inside = area.intersection(textFrame)
            if !inside.isEmpty { area = inside }
        }
        guard !area.isEmpty, let ink = ColorConversion.rgba(label.textColor) else { return }
        let maxLines = label.numberOfLines == 0 ? area.rows : min(max(label.numberOfLines, 1), area.rows)
        var lines = TextLayout.lines(
            text, width: area.columns, maxLines: maxLines, wraps: label.numberOfLines != 1, glyphs: glyphs)
        guard !lines.isEmpty else { return }
        var alignment = label.textAlignment
        if upsideDown {
            lines = lines.reversed().map { $0.reversed() }
            switch alignment {
            case .right: alignment = .left
            case .center: break
            default: alignment = .right
            }
        }
        let alpha = ink.alpha * opacity
        let isBold = label.font?.isBold ?? false
        let firstRow = area.row + (area.rows - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let row = firstRow + index
            let slack = area.columns - line.count
            let start: Int
            switch alignment {
            case .center: start = area.column + slack / 2
            case .right: start = area.column + slack
            default: start = area.column
            }
            for (offset, character) in line.enumerated() {
                let column = start + offset
                guard clip.contains(column: column, row: row), passesClipShapes(column: column, row: row) else {
                    continue
                }
                var cell = grid[column, row]
                painter.put(
                    Glyph(character), in: &cell, color: ink.color, alpha: alpha, visibility: opacity, isBold: isBold)
                grid[column, row] = cell
            }
        }
    }
}
