import Foundation
import TransitionKit

/// One view's geometry for one frame, computed once from its presentation layer: the maps
/// between its bounds (points) and continuous cell space, and the cells it may touch.
///
/// Cell space: cell (c, r) covers [c, c+1) × [r, r+1), its centre is (c + ½, r + ½). A view
/// covers a cell when the cell's centre, mapped back into the view's bounds, lies inside them
/// (half-open on the right and bottom, so abutting views never share a cell).
struct ViewGeometry: Equatable {
    /// The view's bounds, points.
    let bounds: CGRect
    /// Bounds coordinates → window points.
    let toWindow: CGAffineTransform
    /// Bounds coordinates → continuous cell coordinates.
    let toCells: CGAffineTransform
    /// Continuous cell coordinates → bounds coordinates.
    let fromCells: CGAffineTransform
    /// The cells whose centres fall inside the bounding box of the transformed bounds (unclipped).
    let cellBox: CellRect
    /// The transformed bounds' extent (their corners' bounding box) in continuous cell
    /// coordinates: (minX, maxX, minY, maxY).
    let cellExtent: (minX: Double, maxX: Double, minY: Double, maxY: Double)

    /// Geometry for bounds `bounds` mapped to window points by `toWindow`, on a screen whose
    /// window-to-cell map is `windowToCells`; nil if the map is degenerate or not finite.
    init?(bounds: CGRect, toWindow: CGAffineTransform, windowToCells: CGAffineTransform) {
        self.bounds = bounds
        self.toWindow = toWindow
        toCells = toWindow.concatenating(windowToCells)
        let determinant = toCells.a * toCells.d - toCells.b * toCells.c
        guard determinant.isFinite, abs(determinant) > 1e-12, toCells.tx.isFinite, toCells.ty.isFinite,
            bounds.width.isFinite, bounds.height.isFinite, bounds.minX.isFinite, bounds.minY.isFinite
        else { return nil }
        fromCells = toCells.inverted()
        // Bounding box of the four corners, without allocating.
        let corners = (
            CGPoint(x: bounds.minX, y: bounds.minY).applying(toCells),
            CGPoint(x: bounds.maxX, y: bounds.minY).applying(toCells),
            CGPoint(x: bounds.minX, y: bounds.maxY).applying(toCells),
            CGPoint(x: bounds.maxX, y: bounds.maxY).applying(toCells)
        )
        let minX = Double(min(corners.0.x, corners.1.x, corners.2.x, corners.3.x))
        let maxX = Double(max(corners.0.x, corners.1.x, corners.2.x, corners.3.x))
        let minY = Double(min(corners.0.y, corners.1.y, corners.2.y, corners.3.y))
        let maxY = Double(max(corners.0.y, corners.1.y, corners.2.y, corners.3.y))
        cellExtent = (minX, maxX, minY, maxY)
        // Cells whose centre c + ½ lies in [min, max): c from ceil(min − ½) to ceil(max − ½) − 1.
        let firstColumn = ViewGeometry.clampedCell(minX - 0.5)
        let endColumn = ViewGeometry.clampedCell(maxX - 0.5)
        let firstRow = ViewGeometry.clampedCell(minY - 0.5)
        let endRow = ViewGeometry.clampedCell(maxY - 0.5)
        cellBox = CellRect(
            column: firstColumn, row: firstRow, columns: max(0, endColumn - firstColumn),
            rows: max(0, endRow - firstRow))
    }

    private static func clampedCell(_ value: Double) -> Int {
        Int(min(max(value, -100_000), 100_000).rounded(.up))
    }

    /// The bounds point (points) at the centre of cell `column`, `row`.
    @inline(__always)
    func boundsPoint(column: Int, row: Int) -> CGPoint {
        boundsPoint(x: Double(column) + 0.5, y: Double(row) + 0.5)
    }

    /// The bounds point (points) at continuous cell coordinates `x`, `y`.
    @inline(__always)
    func boundsPoint(x: Double, y: Double) -> CGPoint {
        CGPoint(
            x: fromCells.a * x + fromCells.c * y + fromCells.tx,
            y: fromCells.b * x + fromCells.d * y + fromCells.ty)
    }

    /// Whether the view covers the cell at `column`, `row` (ignoring clipping): the same test
    /// as a clipping ancestor's, `ClipShape.contains`.
    @inline(__always)
    func covers(column: Int, row: Int) -> Bool {
        ClipShape(fromCells: fromCells, bounds: bounds).contains(column: column, row: row)
    }

    /// Equal bounds and map to cells (everything else follows from them).
    static func == (lhs: ViewGeometry, rhs: ViewGeometry) -> Bool {
        lhs.bounds == rhs.bounds && lhs.toCells == rhs.toCells
    }

    /// Whether the view is upright on screen: no rotation or shear, positive scales.
    var isUpright: Bool {
        abs(Double(toCells.b)) < 1e-9 && abs(Double(toCells.c)) < 1e-9 && toCells.a > 0 && toCells.d > 0
    }

    /// Direction of the view's x axis on screen, degrees in (−180, 180], y down (clockwise positive).
    var rotationDegrees: Double {
        atan2(Double(toWindow.b), Double(toWindow.a)) * 180 / .pi
    }

    /// Direction of the view's y axis on screen, degrees in (−180, 180].
    var yAxisDegrees: Double {
        atan2(Double(toWindow.d), Double(toWindow.c)) * 180 / .pi
    }

    /// The geometric-mean scale from bounds points to window points (√|det|).
    var scale: Double {
        sqrt(abs(Double(toWindow.a * toWindow.d - toWindow.b * toWindow.c)))
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
    var xAxisLength: Double { hypot(Double(toWindow.a), Double(toWindow.b)) }
    /// Points per bounds unit along the view's y axis, in window points.
    var yAxisLength: Double { hypot(Double(toWindow.c), Double(toWindow.d)) }
}
