import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// The layer tree grows in linear time: adding a sublayer or a subview edits the parent's
/// list in place instead of copying it (issue 11: a 10 000-row screen took 28 s to build
/// because every `addSubview` copied and scanned all the rows before it). Checked without a
/// clock, through the list's storage: an array edited in place moves to new storage only when
/// it outgrows its capacity (which doubles), while a copy on every insert moves every time.
@MainActor
@Suite struct LayerTreeScalingTests {
    /// How many of `count` appends (through `append`) moved `parent`'s sublayer storage.
    private func storageMoves(_ parent: CALayer, count: Int, append: () -> Void) -> Int {
        var moves = 0
        var address = parent.storedSublayers.withUnsafeBufferPointer { $0.baseAddress }
        for _ in 0..<count {
            append()
            let now = parent.storedSublayers.withUnsafeBufferPointer { $0.baseAddress }
            if now != address { moves += 1 }
            address = now
        }
        return moves
    }

    @Test func addingSublayersEditsTheListInPlace() {
        _ = freshEngine()
        let parent = CALayer()
        let moves = storageMoves(parent, count: 1000) { parent.addSublayer(CALayer()) }
        // In place, capacity doubles: 1, 2, 4, … 1024 is at most 11 moves (fewer where the
        // allocator grows the block where it is), plus one for the journal's note of the list
        // before the turn's first change. A copy per insert moves it 1000 times.
        #expect(moves <= 12)
        #expect(parent.storedSublayers.count == 1000)
    }

    @Test func addingSubviewsEditsTheListInPlace() {
        _ = freshEngine()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let moves = storageMoves(parent.layer, count: 1000) { parent.addSubview(UIView()) }
        #expect(moves <= 12)  // as above
        #expect(parent.subviews.count == 1000)
    }

    @Test func addingAnExistingSublayerStillMovesItToTheFront() {
        _ = freshEngine()
        let parent = CALayer()
        let (a, b, c) = (CALayer(), CALayer(), CALayer())
        for layer in [a, b, c] { parent.addSublayer(layer) }
        parent.addSublayer(a)
        // Core Animation: adding a sublayer that is already one moves it to the front.
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    }
}
