import Foundation
import TransitionKit

/// One view's geometry for one frame, computed once from its presentation layer: the maps
/// between its bounds (points) and continuous cell space, and the cells it may touch.
///
/// Cell space: cell (c, r) covers [c, c+1) × [r, r+1), its centre is (c + ½, r + ½). A view
/// covers a cell when the cell's centre, mapped back into the view's bounds, lies inside them
/// (half-open on the right and bottom, so abutting views never share a cell) and in front of
/// the eye (W > 0, for a view drawn in perspective). The maps are `PlaneProjection`s: affine
/// for 2-D views (then everything is computed as before perspective existed), projective for
/// views turned in 3-D under a perspective.
struct ViewGeometry: Equatable {
    /// The view's bounds, points.
    let bounds: CGRect
    /// Continuous cell coordinates → bounds coordinates.
    let fromCells: PlaneProjection
    /// The affine map (bounds → window points) that angles and scales are read from: `toWindow`
    /// itself when affine, else its tangent at the centre of the bounds.
    let local: CGAffineTransform
    /// The cells whose centres fall inside the bounding box of the transformed bounds (unclipped;
    /// in perspective, of the part in front of the eye).
    let cellBox: CellRect
    /// The transformed bounds' extent (their corners' bounding box) in continuous cell
    /// coordinates: (minX, maxX, minY, maxY).
    let cellExtent: (minX: Double, maxX: Double, minY: Double, maxY: Double)
    /// The cells whose centres fall inside the upright rectangle within the transformed bounds
    /// that reaches from the second to the third of their corners' x coordinates, and of their
    /// y coordinates: `cellBox` for a view whose edges run along the grid; for one turned or
    /// in perspective, the cells it covers on every row and column of the box (within a
    /// rectangle tilted by less than 45°, and within a trapezoid or other convex quadrilateral
    /// whose sides lean the same way, which is what a rectangle turned about x or y in
    /// perspective is); empty when a corner is at or behind the eye. Where its text goes
    /// (`ViewRecord.interior`). Ours.
    let innerBox: CellRect
    /// Whether the view is upright on screen: affine, no rotation or shear, positive scales.
    let isUpright: Bool
    /// Whether its edges run along the cell grid (affine, no rotation or shear; mirrored or
    /// not), so that its cell box is exactly what it covers.
    let isGridAligned: Bool
    /// Whether the view shows its front: its map to the screen keeps orientation (a view
    /// turned past a quarter turn about x or y, or mirrored, shows its back).
    let facesViewer: Bool

    /// Geometry for bounds `bounds` mapped to window points by `toWindow`, on a screen whose
    /// window-to-cell map is `windowToCells`; nil if the map is degenerate (a view seen edge-on)
    /// or not finite, or the whole view is behind the eye.
    init?(bounds: CGRect, toWindow: PlaneProjection, windowToCells: CGAffineTransform) {
        self.bounds = bounds
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.minX.isFinite, bounds.minY.isFinite else {
            return nil
        }
        let extent: (minX: Double, maxX: Double, minY: Double, maxY: Double)
        let inner: (minX: Double, maxX: Double, minY: Double, maxY: Double)?
        if toWindow.isAffine {
            let affine = toWindow.affine.concatenating(windowToCells)
            let determinant = affine.a * affine.d - affine.b * affine.c
            guard determinant.isFinite, abs(determinant) > 1e-12, affine.tx.isFinite, affine.ty.isFinite else {
                return nil
            }
            fromCells = PlaneProjection(affine.inverted())
            local = toWindow.affine
            isGridAligned = abs(Double(affine.b)) <= 1e-9 && abs(Double(affine.c)) <= 1e-9
            isUpright = abs(Double(affine.b)) < 1e-9 && abs(Double(affine.c)) < 1e-9 && affine.a > 0 && affine.d > 0
            facesViewer = determinant > 0
            // Bounding box of the four corners, without allocating.
            let corners = (
                CGPoint(x: bounds.minX, y: bounds.minY).applying(affine),
                CGPoint(x: bounds.maxX, y: bounds.minY).applying(affine),
                CGPoint(x: bounds.minX, y: bounds.maxY).applying(affine),
                CGPoint(x: bounds.maxX, y: bounds.maxY).applying(affine)
            )
            extent = (
                Double(min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)),
                Double(max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)),
                Double(min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)),
                Double(max(corners.0.y, corners.1.y, corners.2.y, corners.3.y))
            )
            let xs = ViewGeometry.middle(
                Double(corners.0.x), Double(corners.1.x), Double(corners.2.x), Double(corners.3.x))
            let ys = ViewGeometry.middle(
                Double(corners.0.y), Double(corners.1.y), Double(corners.2.y), Double(corners.3.y))
            inner = (xs.low, xs.high, ys.low, ys.high)
        } else {
            let projection = toWindow.concatenating(PlaneProjection(windowToCells))
            guard let inverse = projection.inverted(), let visible = ViewGeometry.visibleExtent(bounds, projection)
            else { return nil }
            fromCells = inverse
            extent = visible.extent
            inner = visible.inner
            isGridAligned = false
            isUpright = false
            facesViewer = projection.determinant > 0
            local = ViewGeometry.tangent(of: toWindow, bounds: bounds, inverse: inverse, extent: visible.extent)
        }
        cellExtent = extent
        // Cells whose centre c + ½ lies in [min, max): c from ceil(min − ½) to ceil(max − ½) − 1.
        let firstColumn = ViewGeometry.clampedCell(extent.minX - 0.5)
        let endColumn = ViewGeometry.clampedCell(extent.maxX - 0.5)
        let firstRow = ViewGeometry.clampedCell(extent.minY - 0.5)
        let endRow = ViewGeometry.clampedCell(extent.maxY - 0.5)
        cellBox = CellRect(
            column: firstColumn, row: firstRow, columns: max(0, endColumn - firstColumn),
            rows: max(0, endRow - firstRow))
        innerBox = inner.map(ViewGeometry.centredCells) ?? CellRect(column: 0, row: 0, columns: 0, rows: 0)
    }

    /// The cells whose centre c + ½ lies in [min, max) each way (as `cellBox` is found).
    private static func centredCells(_ extent: (minX: Double, maxX: Double, minY: Double, maxY: Double)) -> CellRect {
        let firstColumn = clampedCell(extent.minX - 0.5)
        let firstRow = clampedCell(extent.minY - 0.5)
        return CellRect(
            column: firstColumn, row: firstRow, columns: max(0, clampedCell(extent.maxX - 0.5) - firstColumn),
            rows: max(0, clampedCell(extent.maxY - 0.5) - firstRow))
    }

    /// The second and third smallest of four values.
    @inline(__always)
    static func middle(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (low: Double, high: Double) {
        let larger = max(min(a, b), min(c, d))
        let smaller = min(max(a, b), max(c, d))
        return (min(larger, smaller), max(larger, smaller))
    }

    /// Every cell the view's own painting may touch: the cells its extent touches, and one
    /// more on each side (a sub-cell box's partly covered cells, the cell at the centre that
    /// a label less than a cell tall gets). Its fill, border, image and text stay inside; a
    /// label's text may also be moved into its text frame, and a shape layer's path and a
    /// mask's outline may reach anywhere (`Rasterizer.paintsOutside`). Ours.
    var reach: CellRect { Self.reach(of: cellExtent) }

    /// The cells an extent in continuous cell coordinates touches, and one more on each side
    /// (see `reach`).
    static func reach(of extent: (minX: Double, maxX: Double, minY: Double, maxY: Double)) -> CellRect {
        let first = (column: clampedFloor(extent.minX) - 1, row: clampedFloor(extent.minY) - 1)
        let end = (column: clampedCell(extent.maxX) + 1, row: clampedCell(extent.maxY) + 1)
        return CellRect(
            column: first.column, row: first.row, columns: end.column - first.column, rows: end.row - first.row)
    }

    /// `reach(of:)` of a box already in cell coordinates (`cells`, columns and rows as x and
    /// y); nil when a side of it is not finite (a degenerate map), where nothing can be said.
    static func reach(ofCells cells: CGRect) -> CellRect? {
        guard cells.minX.isFinite, cells.maxX.isFinite, cells.minY.isFinite, cells.maxY.isFinite else { return nil }
        return reach(of: (Double(cells.minX), Double(cells.maxX), Double(cells.minY), Double(cells.maxY)))
    }

    /// `value` rounded down, within ±100 000 cells.
    private static func clampedFloor(_ value: Double) -> Int {
        Int(min(max(value, -100_000), 100_000).rounded(.down))
    }

    /// `toWindow`'s tangent at the centre of the bounds, or — when that point is at or behind
    /// the eye — at the bounds point shown at the centre of the visible extent.
    private static func tangent(
        of toWindow: PlaneProjection, bounds: CGRect, inverse: PlaneProjection,
        extent: (minX: Double, maxX: Double, minY: Double, maxY: Double)
    ) -> CGAffineTransform {
        var x = Double(bounds.midX)
        var y = Double(bounds.midY)
        if toWindow.map(x: x, y: y).w <= 0 {
            let shown = inverse.map(x: (extent.minX + extent.maxX) / 2, y: (extent.minY + extent.maxY) / 2)
            guard shown.w > 0 else { return toWindow.affine }
            x = shown.x / shown.w
            y = shown.y / shown.w
        }
        return toWindow.tangent(atX: x, y: y)
    }

    /// The extent, in cells, of the part of `bounds` in front of the eye under `projection`:
    /// the rectangle clipped to W ≥ ε (ε a millionth of the largest corner W), then projected;
    /// nil if no part is in front. With it the inner extent (`innerBox`) when every corner is
    /// in front.
    private static func visibleExtent(
        _ bounds: CGRect, _ projection: PlaneProjection
    ) -> (
        extent: (minX: Double, maxX: Double, minY: Double, maxY: Double),
        inner: (minX: Double, maxX: Double, minY: Double, maxY: Double)?
    )? {
        let xs = (Double(bounds.minX), Double(bounds.maxX), Double(bounds.maxX), Double(bounds.minX))
        let ys = (Double(bounds.minY), Double(bounds.minY), Double(bounds.maxY), Double(bounds.maxY))
        // A tuple, not an array: no allocation per view per frame.
        let corners = (
            projection.map(x: xs.0, y: ys.0), projection.map(x: xs.1, y: ys.1),
            projection.map(x: xs.2, y: ys.2), projection.map(x: xs.3, y: ys.3)
        )
        func corner(_ index: Int) -> (x: Double, y: Double, w: Double) {
            switch index {
            case 0: corners.0
            case 1: corners.1
            case 2: corners.2
            default: corners.3
            }
        }
        // The largest W, as `max()` of the four in order finds it.
        var largest = corners.0.w
        for index in 1..<4 where largest < corner(index).w { largest = corner(index).w }
        guard largest > 0, largest.isFinite else { return nil }
        let epsilon = largest * 1e-6
        var extent = (minX: Double.infinity, maxX: -Double.infinity, minY: Double.infinity, maxY: -Double.infinity)
        func include(_ x: Double, _ y: Double, _ w: Double) {
            let u = x / w
            let v = y / w
            guard u.isFinite, v.isFinite else { return }
            extent = (min(extent.minX, u), max(extent.maxX, u), min(extent.minY, v), max(extent.maxY, v))
        }
        for index in 0..<4 {
            let a = corner(index)
            let b = corner((index + 1) % 4)
            if a.w >= epsilon { include(a.x, a.y, a.w) }
            if (a.w >= epsilon) != (b.w >= epsilon) {
                // Where the edge crosses W = ε.
                let t = (epsilon - a.w) / (b.w - a.w)
                include(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, epsilon)
            }
        }
        guard extent.minX <= extent.maxX && extent.minY <= extent.maxY else { return nil }
        let inFront =
            corners.0.w >= epsilon && corners.1.w >= epsilon && corners.2.w >= epsilon && corners.3.w >= epsilon
        guard inFront else { return (extent, nil) }
        let columns = middle(
            corners.0.x / corners.0.w, corners.1.x / corners.1.w, corners.2.x / corners.2.w, corners.3.x / corners.3.w)
        let rows = middle(
            corners.0.y / corners.0.w, corners.1.y / corners.1.w, corners.2.y / corners.2.w, corners.3.y / corners.3.w)
        return (extent, (columns.low, columns.high, rows.low, rows.high))
    }

    private static func clampedCell(_ value: Double) -> Int {
        Int(min(max(value, -100_000), 100_000).rounded(.up))
    }

    /// The bounds point (points) at the centre of cell `column`, `row`.
    @inline(__always)
    func boundsPoint(column: Int, row: Int) -> CGPoint {
        boundsPoint(x: Double(column) + 0.5, y: Double(row) + 0.5)
    }

    /// The bounds point (points) at continuous cell coordinates `x`, `y` (infinite for a point
    /// of the screen that shows nothing of the view's plane: behind the eye).
    @inline(__always)
    func boundsPoint(x: Double, y: Double) -> CGPoint {
        fromCells.point(x: x, y: y)
    }

    /// Whether the view covers the cell at `column`, `row` (ignoring clipping): the same test
    /// as a clipping ancestor's, `ClipShape.contains`.
    @inline(__always)
    func covers(column: Int, row: Int) -> Bool {
        ClipShape(fromCells: fromCells, bounds: bounds).contains(column: column, row: row)
    }

    /// Equal bounds, map from cells and extent (everything else follows from them).
    static func == (lhs: ViewGeometry, rhs: ViewGeometry) -> Bool {
        lhs.bounds == rhs.bounds && lhs.fromCells == rhs.fromCells && lhs.cellExtent == rhs.cellExtent
    }

    /// Whether the map is affine (no perspective shows).
    var isAffine: Bool { fromCells.isAffine }

    /// Direction of the view's x axis on screen, degrees in (−180, 180], y down (clockwise
    /// positive); at the centre, for a view in perspective.
    var rotationDegrees: Double {
        atan2(Double(local.b), Double(local.a)) * 180 / .pi
    }

    /// Direction of the view's y axis on screen, degrees in (−180, 180].
    var yAxisDegrees: Double {
        atan2(Double(local.d), Double(local.c)) * 180 / .pi
    }

    /// The geometric-mean scale from bounds points to window points (√|det|).
    var scale: Double {
        sqrt(abs(Double(local.a * local.d - local.b * local.c)))
    }

    /// Whether both axes lie within `tolerance` degrees of horizontal or vertical.
    func isAxisAligned(tolerance: Double) -> Bool {
        ViewGeometry.offAxis(rotationDegrees) <= tolerance && ViewGeometry.offAxis(yAxisDegrees) <= tolerance
    }

    /// Degrees from `angle` to the nearest multiple of 90°.
    static func offAxis(_ angle: Double) -> Double {
        let remainder = abs(angle).truncatingRemainder(dividingBy: 90)
        return min(remainder, 90 - remainder)
    }

    /// Points per bounds unit along the view's x axis, in window points.
    var xAxisLength: Double { hypot(Double(local.a), Double(local.b)) }
    /// Points per bounds unit along the view's y axis, in window points.
    var yAxisLength: Double { hypot(Double(local.c), Double(local.d)) }
}
