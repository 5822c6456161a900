import Foundation
import Testing
@_spi(Rendering) import TransitionKit

@testable import TerminalRenderer

/// Shapes drawn in quarter cells from storage reused frame after frame (`FramePool`,
/// `QuadrantCoverage.FillScratch`, `FillPolygons`): a frame that reuses the storage of an
/// earlier one gives exactly the coverage a fresh computation gives, and a changed shape is
/// computed afresh.
@MainActor
@Suite struct ReusedCoverageTests {
    /// The bits of `coverage` row by row over its box.
    private func rows(_ coverage: QuadrantCoverage) -> [[UInt8]] {
        let box = coverage.box
        return (box.row..<box.endRow).map { row in
            (box.column..<box.endColumn).map { coverage.quarters(column: $0, row: row) }
        }
    }

    /// The address of an array's storage (nil when it has none).
    private func storage(_ array: [UInt8]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test func anArrayLentIsReusedTwoFramesLaterEmptied() {
        var pool = FramePool<UInt8>()
        pool.beginFrame()
        var first = pool.take()
        #expect(first.isEmpty && first.capacity == 0, "nothing to reuse yet")
        first.append(contentsOf: [1, 2, 3, 4, 5, 6, 7, 8])
        let address = storage(first)
        pool.lend(first)
        first = []
        pool.beginFrame()
        // The last frame's arrays are still held by its records: none is handed out.
        #expect(pool.take().capacity == 0)
        pool.beginFrame()
        let reused = pool.take()
        #expect(reused.isEmpty)
        #expect(reused.capacity >= 8)
        #expect(storage(reused) == address, "the same storage, emptied")
    }

    @Test func anArrayStillHeldKeepsItsValue() {
        var pool = FramePool<UInt8>()
        pool.beginFrame()
        var array = pool.take()
        array.append(contentsOf: [9, 9, 9])
        pool.lend(array)
        let record = array  // a record of that frame, kept longer than records are
        pool.beginFrame()
        pool.beginFrame()
        var reused = pool.take()
        reused.append(contentsOf: [1, 2])
        #expect(record == [9, 9, 9], "value semantics: the holder's copy is unchanged")
        #expect(reused == [1, 2])
    }

    /// The rounded rectangle x 0…4, y 0…2 (cells) with corners of radius 1 (circles about
    /// (1, 1) and (3, 1)), filled. Quarter centres lie at k/2 + ¼. In the corners, a centre is
    /// inside when within 1 of the corner's circle: (0.25, 0.25) is √(0.75² + 0.75²) = 1.06
    /// away, outside; (0.75, 0.25), (0.25, 0.75) are √(0.25² + 0.75²) = 0.79, and (0.75, 0.75)
    /// 0.35, inside (chords within 0.05 of the arc keep 1.06 out and 0.79 in). So cell (0, 0)
    /// has quarters 2 + 4 + 8 = 14, cell (3, 0) mirrors it, 1 + 4 + 8 = 13; row 1 mirrors row
    /// 0 top to bottom: 1 + 2 + 8 = 11 and 1 + 2 + 4 = 7; the middle cells are whole (15).
    /// The box reaches the cells holding the far edges (x = 4 lies in column 4, y = 2 in row
    /// 2), whose quarters are empty.
    private static let roundedRows: [[UInt8]] = [[14, 15, 15, 13, 0], [11, 15, 15, 7, 0], [0, 0, 0, 0, 0]]

    /// The fill of `rect` (cells) with circular corners of `radius`, flattened within 0.05 and
    /// filled in the given buffers, its bits in `pool`'s storage.
    private func roundedFill(
        _ rect: CGRect, radius: CGFloat, polygons: inout FillPolygons, scratch: inout QuadrantCoverage.FillScratch,
        pool: inout FramePool<UInt8>
    ) -> QuadrantCoverage {
        let path = CGMutablePath()
        path.addRoundedRect(rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: radius, height: radius))
        polygons.removeAll()
        path.appendFillPolygons(tolerance: 0.05, to: &polygons)
        let coverage = QuadrantCoverage(
            fill: polygons, evenOdd: false, within: CellRect(column: 0, row: 0, columns: 10, rows: 10),
            scratch: &scratch, reusing: pool.take())
        pool.lend(coverage.bits)
        return coverage
    }

    @Test func aRoundedRectangleFilledAgainInReusedStorageHasTheSameQuarters() {
        var polygons = FillPolygons()
        var scratch = QuadrantCoverage.FillScratch()
        var pool = FramePool<UInt8>()
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
        var coverages: [QuadrantCoverage] = []
        var firstStorage: UnsafeRawPointer?
        for frame in 0..<4 {
            // The record of two frames ago is gone when the frame starts.
            if coverages.count >= 2 { coverages.removeFirst() }
            pool.beginFrame()
            let coverage = roundedFill(rect, radius: 1, polygons: &polygons, scratch: &scratch, pool: &pool)
            if frame == 0 { firstStorage = coverage.withUnsafeBits { UnsafeRawPointer($0.baseAddress) } }
            if frame == 2 {
                #expect(coverage.withUnsafeBits { UnsafeRawPointer($0.baseAddress) } == firstStorage, "reused")
            }
            #expect(coverage.box == CellRect(column: 0, row: 0, columns: 5, rows: 3))
            #expect(rows(coverage) == Self.roundedRows, "frame \(frame)")
            coverages.append(coverage)
        }
        // The last two frames' coverages are still what they were.
        #expect(coverages.allSatisfy { rows($0) == Self.roundedRows })
    }

    @Test func aChangedShapeInReusedStorageIsComputedAfresh() {
        var polygons = FillPolygons()
        var scratch = QuadrantCoverage.FillScratch()
        var pool = FramePool<UInt8>()
        var previous: [QuadrantCoverage] = []
        for _ in 0..<2 {
            pool.beginFrame()
            previous.append(
                roundedFill(
                    CGRect(x: 0, y: 0, width: 4, height: 2), radius: 1, polygons: &polygons, scratch: &scratch,
                    pool: &pool))
        }
        previous.removeFirst()
        pool.beginFrame()
        // Radius 0: the plain rectangle, every quarter centre inside (x 0.25…3.75, y 0.25…1.75).
        let square = roundedFill(
            CGRect(x: 0, y: 0, width: 4, height: 2), radius: 0, polygons: &polygons, scratch: &scratch, pool: &pool)
        #expect(rows(square) == [[15, 15, 15, 15, 0], [15, 15, 15, 15, 0], [0, 0, 0, 0, 0]])
        previous.removeFirst()
        pool.beginFrame()
        // Moved by (1, 1) and one cell narrower: x 1…4, y 1…3, corners about (2, 2) and (3, 2);
        // cells (1…4, 1…3) as `roundedRows` with a middle column dropped.
        let moved = roundedFill(
            CGRect(x: 1, y: 1, width: 3, height: 2), radius: 1, polygons: &polygons, scratch: &scratch, pool: &pool)
        #expect(moved.box == CellRect(column: 1, row: 1, columns: 4, rows: 3))
        #expect(rows(moved) == [[14, 15, 13, 0], [11, 15, 7, 0], [0, 0, 0, 0]])
    }

    @Test func strokeSegmentsInAReusedBufferAreTheSameEachTimeAndFollowTheTrim() {
        // The rectangle 10 × 20 from its origin, clockwise on screen: its outline is 10 + 20 +
        // 10 + 20 = 60 long; 0…0.25 is the first 15: the top side (10) and 5 down the right
        // side. 0.5…1 is the last 30: 10 along the bottom from (10, 20) and the left side up.
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        var stroke = StrokeSegments()
        for _ in 0..<2 {
            circle.strokeSegments(from: 0, to: 1, tolerance: 0.1, into: &stroke)
            #expect(stroke.segments.count > 4, "another path in the buffer first")
            path.strokeSegments(from: 0, to: 0.25, tolerance: 0.1, into: &stroke)
            #expect(stroke.length == 60)
            #expect(stroke.segments.count == 2)
            #expect(stroke.segments[0].0 == .zero && stroke.segments[0].1 == CGPoint(x: 10, y: 0))
            #expect(stroke.segments[1].0 == CGPoint(x: 10, y: 0) && stroke.segments[1].1 == CGPoint(x: 10, y: 5))
        }
        path.strokeSegments(from: 0.5, to: 1, tolerance: 0.1, into: &stroke)
        #expect(stroke.segments.count == 2)
        #expect(stroke.segments[0].0 == CGPoint(x: 10, y: 20) && stroke.segments[0].1 == CGPoint(x: 0, y: 20))
        #expect(stroke.segments[1].0 == CGPoint(x: 0, y: 20) && stroke.segments[1].1 == .zero)
    }

    /// `RasterizerTests`' layout: a 390×844 pt window in a 30×20 grid.
    private static let area = CellRect(column: 0, row: 0, columns: 30, rows: 20)

    /// A fresh rasteriser's full render of `window`.
    private func freshRender(_ window: UIWindow) -> CellGrid {
        var grid = CellGrid(columns: 30, rows: 20)
        let layout = PhoneLayout(windowSize: window.bounds.size, area: Self.area)
        Rasterizer(glyphs: .unicode, depth: .trueColor).render(window, into: &grid, layout: layout)
        return grid
    }

    @Test func framesDrawnFromReusedStorageMatchFreshRenders() {
        // The circle of `ShapeRasterTests.aViewRoundedToACircleIsDrawnRound` (300 points wide,
        // corner radius 150) with a bordered rounded card inside, moved a column to the right
        // and back, frame after frame: each frame, drawn with the storage of the frame before
        // last, is what a fresh rasteriser draws.
        AnimationEngine.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let dot = UIView(frame: CGRect(x: 45, y: 272, width: 300, height: 300))
        dot.backgroundColor = .red
        dot.layer.cornerRadius = 150
        let card = UIView(frame: CGRect(x: 60, y: 60, width: 180, height: 180))
        card.backgroundColor = .white
        card.layer.cornerRadius = 40
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.blue.cgColor
        dot.addSubview(card)
        window.addSubview(dot)
        let rasterizer = Rasterizer(glyphs: .unicode, depth: .trueColor)
        var grid = CellGrid(columns: 30, rows: 20)
        let layout = PhoneLayout(windowSize: window.bounds.size, area: Self.area)
        rasterizer.render(window, into: &grid, layout: layout)
        let first = grid
        for frame in 1...6 {
            dot.frame.origin.x = frame % 2 == 1 ? 68 : 45
            rasterizer.renderChanges(window, into: &grid, layout: layout)
            #expect(grid == freshRender(window), "frame \(frame)")
        }
        #expect(grid == first, "back where it started")
        // A changed shape: only the top corners rounded. Cell (8, 12) is near the bottom-left
        // corner, 180 points or more from the circle's centre: outside the circle, inside the
        // square (`ShapeRasterTests.maskedCornersRoundOnlyTheCornersNamed`).
        #expect(grid[8, 12].background == nil)
        dot.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        rasterizer.renderChanges(window, into: &grid, layout: layout)
        #expect(grid[8, 12].background == RGB(red: 255, green: 0, blue: 0))
        #expect(grid == freshRender(window))
    }
}
