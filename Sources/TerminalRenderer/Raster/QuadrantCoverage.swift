import Foundation
@_spi(Rendering) import TransitionKit

/// Which quarters of each cell a shape covers, in a box of cells: the resolution at which the
/// terminal draws paths (Unicode's quadrant glyphs `▘▝▖▗▀▄▌▐▚▞▛▜▙▟`). A quarter is covered when
/// its centre — (c + ¼, r + ¼), (c + ¾, r + ¼), (c + ¼, r + ¾), (c + ¾, r + ¾) for cell (c, r)
/// — is inside the fill or within the stroke. Bits per cell: 1 top left, 2 top right, 4 bottom
/// left, 8 bottom right; 15 is a whole cell. Ours.
struct QuadrantCoverage: Equatable {
    /// The cells the bits describe (cells outside are not covered).
    let box: CellRect
    /// One byte per cell of `box`, row by row.
    private(set) var bits: [UInt8]

    /// An empty coverage of `box`, its bits kept in `storage` (emptied first: an array whose
    /// storage is reused, `FramePool`). Every `reusing` parameter is `consuming`, so that an
    /// array handed over by its only holder is changed in place, not copied.
    init(box: CellRect, reusing storage: consuming [UInt8] = []) {
        self.box = box
        bits = consume storage
        bits.removeAll(keepingCapacity: true)
        bits.append(contentsOf: repeatElement(0, count: max(box.columns * box.rows, 0)))
    }

    /// Buffers `init(fill:evenOdd:within:scratch:reusing:)` works in, kept by its caller so
    /// that a fill allocates nothing once they are large enough.
    struct FillScratch {
        /// Per half row: the crossings' start in `crossings` (counted, then placed).
        var counts: [Int] = []
        /// The crossings, bucketed by half row.
        var crossings: [(x: Double, direction: Int)] = []
    }

    /// The quarters of `cell` (column, row) that are covered; 0 outside the box.
    @inline(__always)
    func quarters(column: Int, row: Int) -> UInt8 {
        guard box.contains(column: column, row: row) else { return 0 }
        return bits[(row - box.row) * box.columns + column - box.column]
    }

    /// Calls `body` with the bits, one byte per cell of `box`, row by row.
    @inline(__always)
    func withUnsafeBits<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bits.withUnsafeBufferPointer(body)
    }

    /// The end of the run of cells from `column` (before `end`) in `row` that count as
    /// covered — whole (`wholeCells`) or at least two quarters (`isMostly`): `column` when it
    /// does not.
    func coveredRunEnd(row: Int, from column: Int, to end: Int, wholeCells: Bool) -> Int {
        scan(row: row, from: column, to: end, wholeCells: wholeCells, covered: true)
    }

    /// The first cell from `column` (before `end`) in `row` that counts as covered (as
    /// `coveredRunEnd` counts), or `end`.
    func firstCovered(row: Int, from column: Int, to end: Int, wholeCells: Bool) -> Int {
        scan(row: row, from: max(column, box.column), to: end, wholeCells: wholeCells, covered: false)
    }

    /// The first cell from `column` (before `end`) in `row` whose coverage differs from
    /// `covered`, or `end`; cells outside the box are not covered.
    @inline(__always)
    private func scan(row: Int, from column: Int, to end: Int, wholeCells: Bool, covered: Bool) -> Int {
        guard row >= box.row, row < box.endRow, column >= box.column, column < box.endColumn else {
            return covered ? column : end
        }
        let stop = min(end, box.endColumn)
        var cell = column
        bits.withUnsafeBufferPointer { bits in
            let base = (row - box.row) * box.columns - box.column
            while cell < stop, Self.passes(bits[base + cell], wholeCells: wholeCells) == covered {
                cell += 1
            }
        }
        return covered || cell < stop ? cell : end
    }

    /// Whether anything is covered.
    var isEmpty: Bool { !bits.contains { $0 != 0 } }

    /// Whether a cell with these quarters counts as covered where the glyphs cannot draw
    /// quarters (ASCII, monochrome): at least two of them.
    @inline(__always)
    static func isMostly(_ quarters: UInt8) -> Bool { quarters.nonzeroBitCount >= 2 }

    /// Whether a cell with these quarters lies inside a mask: all four where quarter glyphs
    /// draw the mask's edge (`wholeCells`), else at least two (`isMostly`). Ours.
    @inline(__always)
    static func passes(_ quarters: UInt8, wholeCells: Bool) -> Bool {
        wholeCells ? quarters == 15 : isMostly(quarters)
    }

    /// The coverage of the fill of `polygons` (each implicitly closed; cell coordinates) under
    /// the even-odd rule or non-zero winding, within `limit`; its bits in `storage` (emptied
    /// first), its temporary buffers in `scratch`. Scanline: along each row of quarter centres,
    /// the crossings of the polygons' edges, sorted, give the covered spans.
    init(
        fill polygons: FillPolygons, evenOdd: Bool, within limit: CellRect, scratch: inout FillScratch,
        reusing storage: consuming [UInt8] = []
    ) {
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        polygons.forEachPolygon { polygon in
            for p in polygon {
                minX = min(minX, Double(p.x))
                maxX = max(maxX, Double(p.x))
                minY = min(minY, Double(p.y))
                maxY = max(maxY, Double(p.y))
            }
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else {
            self.init(box: CellRect(column: 0, row: 0, columns: 0, rows: 0), reusing: consume storage)
            return
        }
        let bounds = Self.cells(minX: minX, maxX: maxX, minY: minY, maxY: maxY).intersection(limit)
        self.init(box: bounds, reusing: consume storage)
        guard !bounds.isEmpty else { return }
        // Each edge's crossings go straight to the half rows it crosses (a quarter-centre row
        // y = k/2 + ¼, k = 2·row + half, is crossed when one end is at or above y and the other
        // below): every edge is visited once, not once per half row. Bucketed by half row:
        // counted, then placed from each bucket's end down (the order within a row does not
        // matter: crossings at the same x bound only empty spans).
        let firstHalf = bounds.row * 2
        let halves = bounds.rows * 2
        var counts = scratch.counts
        var crossings = scratch.crossings
        // Held here alone while in use (so that they are changed in place), then given back.
        scratch = FillScratch()
        defer { scratch = FillScratch(counts: counts, crossings: crossings) }
        counts.removeAll(keepingCapacity: true)
        counts.append(contentsOf: repeatElement(0, count: halves + 1))
        Self.forEachCrossing(polygons, firstHalf: firstHalf, halves: halves) { half, _, _ in counts[half] += 1 }
        for half in 1..<halves { counts[half] += counts[half - 1] }
        counts[halves] = counts[halves - 1]
        crossings.removeAll(keepingCapacity: true)
        crossings.append(contentsOf: repeatElement((x: 0.0, direction: 0), count: counts[halves]))
        Self.forEachCrossing(polygons, firstHalf: firstHalf, halves: halves) { half, x, direction in
            counts[half] -= 1
            crossings[counts[half]] = (x, direction)
        }
        // Sorted in place, a row's crossings at a time, through one buffer (a slice of the
        // array sorted through its subscript is copied out first); spans filled through
        // another, the bits' (one uniqueness check for the whole fill).
        bits.withUnsafeMutableBufferPointer { bytes in
            crossings.withUnsafeMutableBufferPointer { crossings in
                for index in 0..<halves {
                    let start = counts[index]
                    let end = counts[index + 1]
                    guard end - start > 1 else { continue }
                    var sorted = UnsafeMutableBufferPointer(rebasing: crossings[start..<end])
                    sorted.sort { $0.x < $1.x }
                    let cellRow = (firstHalf + index) >> 1
                    let half = (firstHalf + index) & 1
                    var winding = 0
                    for position in start..<(end - 1) {
                        winding += crossings[position].direction
                        let inside = evenOdd ? (position - start + 1) % 2 == 1 : winding != 0
                        if inside {
                            Self.fillSpan(
                                bytes, box: bounds, row: cellRow, half: half, from: crossings[position].x,
                                to: crossings[position + 1].x)
                        }
                    }
                }
            }
        }
    }

    /// `value` within ±10⁹ (a path's points are finite but may lie far off).
    @inline(__always)
    private static func clamped(_ value: Double) -> Double { min(max(value, -1e9), 1e9) }

    /// Calls `body` with (half row index from `firstHalf`, x, direction: 1 down, −1 up) for
    /// each crossing of an edge of `polygons` with one of the `halves` quarter-centre rows
    /// from `firstHalf` (y = k/2 + ¼), edge by edge in the polygons' order.
    @inline(__always)
    private static func forEachCrossing(
        _ polygons: FillPolygons, firstHalf: Int, halves: Int, _ body: (Int, Double, Int) -> Void
    ) {
        polygons.forEachPolygon { polygon in
            var previous = polygon[polygon.count - 1]
            for current in polygon {
                let y0 = Double(previous.y)
                let y1 = Double(current.y)
                defer { previous = current }
                guard y0 != y1 else { continue }
                // The half rows k with min ≤ k/2 + ¼ < max, widened by one each way against
                // rounding; each is then tested exactly as a row at a time would.
                let low = min(y0, y1)
                let high = max(y0, y1)
                let from = max(Int(clamped(2 * low - 0.5).rounded(.up)) - 1, firstHalf)
                let to = min(Int(clamped(2 * high - 0.5).rounded(.up)) + 1, firstHalf + halves)
                guard from < to else { continue }
                let x0 = Double(previous.x)
                for k in from..<to {
                    let y = Double(k >> 1) + (k & 1 == 0 ? 0.25 : 0.75)
                    guard (y0 <= y) != (y1 <= y) else { continue }
                    let x = x0 + (y - y0) / (y1 - y0) * (Double(current.x) - x0)
                    body(k - firstHalf, x, y1 > y0 ? 1 : -1)
                }
            }
        }
    }

    /// Adds the quarters whose centres lie within the band around `segments` (cell
    /// coordinates) whose half-widths are `radiusX` columns across and `radiusY` rows down; the
    /// radii are raised to ¼ so that a line thinner than a quarter still shows, one quarter
    /// wide. Returns a coverage grown to hold them, within `limit`, its bits in `storage`
    /// (emptied first).
    func addingStroke(
        _ segments: [(CGPoint, CGPoint)], radiusX: Double, radiusY: Double, within limit: CellRect,
        reusing storage: consuming [UInt8] = []
    ) -> QuadrantCoverage {
        let rx = max(radiusX, 0.25)
        let ry = max(radiusY, 0.25)
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        for (a, b) in segments {
            minX = min(minX, Double(a.x), Double(b.x))
            maxX = max(maxX, Double(a.x), Double(b.x))
            minY = min(minY, Double(a.y), Double(b.y))
            maxY = max(maxY, Double(a.y), Double(b.y))
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return self }
        let strokeBox = Self.cells(minX: minX - rx, maxX: maxX + rx, minY: minY - ry, maxY: maxY + ry)
        let grown = box.isEmpty ? strokeBox : DamageRegion.union(box, strokeBox)
        var result = QuadrantCoverage(box: grown.intersection(limit), reusing: consume storage)
        guard !result.box.isEmpty else { return result }
        result.copyBits(from: self)
        for (a, b) in segments {
            let dx = Double(b.x - a.x)
            let dy = Double(b.y - a.y)
            // Steps of at most ⅛ cell along the segment; every quarter centre within the
            // ellipse of radii (rx, ry) around a step is covered.
            let steps = max(Int((max(abs(dx), abs(dy)) * 8).rounded(.up)), 1)
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                result.stamp(x: Double(a.x) + dx * t, y: Double(a.y) + dy * t, rx: rx, ry: ry)
            }
        }
        return result
    }

    /// Covers the quarter centres within the ellipse of radii `rx`, `ry` around (x, y).
    private mutating func stamp(x: Double, y: Double, rx: Double, ry: Double) {
        // Quarter centres are at k/2 + ¼: k from ⌈2(x − rx) − ½⌉ to ⌊2(x + rx) − ½⌋.
        let firstColumn = Int((2 * (x - rx) - 0.5).rounded(.up))
        let lastColumn = Int((2 * (x + rx) - 0.5).rounded(.down))
        let firstRow = Int((2 * (y - ry) - 0.5).rounded(.up))
        let lastRow = Int((2 * (y + ry) - 0.5).rounded(.down))
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        for k in firstRow...lastRow {
            let qy = Double(k) / 2 + 0.25
            let ny = (qy - y) / ry
            for j in firstColumn...lastColumn {
                let qx = Double(j) / 2 + 0.25
                let nx = (qx - x) / rx
                guard nx * nx + ny * ny <= 1 else { continue }
                set(column: j >> 1, row: k >> 1, bit: UInt8(1 << ((k & 1) * 2 + (j & 1))))
            }
        }
    }

    /// Covers, in `row`'s upper (`half` 0) or lower half, the quarters whose centres lie in
    /// [from, to): in `bytes`, the bits of a coverage of `box`.
    private static func fillSpan(
        _ bytes: UnsafeMutableBufferPointer<UInt8>, box: CellRect, row: Int, half: Int, from: Double, to: Double
    ) {
        // Quarter centres at k/2 + ¼ with from ≤ k/2 + ¼ < to. A crossing may lie far off (a
        // path's points are finite, but not near): clamped before conversion, as rows are.
        guard !from.isNaN, !to.isNaN else { return }
        let first = max(Int(clamped(2 * from - 0.5).rounded(.up)), box.column * 2)
        let end = min(Int(clamped(2 * to - 0.5).rounded(.up)), box.endColumn * 2)
        guard first < end, row >= box.row, row < box.endRow else { return }
        // Quarter k is the left (k even) or right quarter of cell k >> 1; both quarters of a
        // cell in one go.
        let left = UInt8(1 << (half * 2))
        let right = UInt8(2 << (half * 2))
        let rowStart = (row - box.row) * box.columns - box.column
        var k = first
        if k & 1 == 1 {
            bytes[rowStart + (k >> 1)] |= right
            k += 1
        }
        while k + 1 < end {
            bytes[rowStart + (k >> 1)] |= left | right
            k += 2
        }
        if k < end { bytes[rowStart + (k >> 1)] |= left }
    }

    @inline(__always)
    private mutating func set(column: Int, row: Int, bit: UInt8) {
        guard box.contains(column: column, row: row) else { return }
        bits[(row - box.row) * box.columns + column - box.column] |= bit
    }

    private mutating func copyBits(from other: QuadrantCoverage) {
        guard !other.box.isEmpty else { return }
        for row in other.box.row..<other.box.endRow {
            for column in other.box.column..<other.box.endColumn {
                let value = other.quarters(column: column, row: row)
                if value != 0 { set(column: column, row: row, bit: value) }
            }
        }
    }

    /// The quarters covered by either coverage, in a box holding both; its bits, when it is
    /// neither, in `storage` (emptied first).
    func union(_ other: QuadrantCoverage, reusing storage: consuming [UInt8] = []) -> QuadrantCoverage {
        guard !other.box.isEmpty else { return self }
        guard !box.isEmpty else { return other }
        var result = QuadrantCoverage(box: DamageRegion.union(box, other.box), reusing: consume storage)
        result.copyBits(from: self)
        result.copyBits(from: other)
        return result
    }

    /// The coverage with whole cells left out: only the cells a shape's edge crosses; its bits
    /// in `storage` (emptied first).
    func edgeCells(reusing storage: consuming [UInt8] = []) -> QuadrantCoverage {
        var edge = QuadrantCoverage(box: box, reusing: consume storage)
        edge.bits.withUnsafeMutableBufferPointer { edgeBits in
            bits.withUnsafeBufferPointer { bits in
                for index in bits.indices where bits[index] != 15 { edgeBits[index] = bits[index] }
            }
        }
        return edge
    }

    /// The cells whose centres could hold a quarter centre of [minX, maxX] × [minY, maxY].
    private static func cells(minX: Double, maxX: Double, minY: Double, maxY: Double) -> CellRect {
        func clamp(_ value: Double) -> Int { Int(min(max(value, -100_000), 100_000)) }
        let firstColumn = clamp(minX.rounded(.down))
        let firstRow = clamp(minY.rounded(.down))
        let endColumn = clamp(maxX.rounded(.down)) + 1
        let endRow = clamp(maxY.rounded(.down)) + 1
        return CellRect(column: firstColumn, row: firstRow, columns: endColumn - firstColumn, rows: endRow - firstRow)
    }

    /// The quadrant glyph for `quarters` (1…14; 15 is a full block): `▘▝▀▖▌▞▛▗▚▐▜▄▙▟`.
    static func glyph(_ quarters: UInt8) -> Glyph {
        Glyph(scalar: quadrantScalars[Int(quarters & 15)])
    }

    private static let quadrantScalars: [UInt32] = [
        0x20, 0x2598, 0x259D, 0x2580, 0x2596, 0x258C, 0x259E, 0x259B, 0x2597, 0x259A, 0x2590, 0x259C, 0x2584,
        0x2599, 0x259F, 0x2588,
    ]
}
