/// Arrays lent to one frame's view records and reused two frames later, so that what a record
/// keeps (a coverage's bits, its list of shapes, its masks) is built without allocating once
/// a transition runs. A record lives until the next frame's records have been compared with
/// it (`Rasterizer.findDamage`) and is dropped when the frame after that starts collecting:
/// an array lent in frame f is then held by the pool alone from frame f + 2 on, and is
/// emptied and filled again in place. An array still held elsewhere (a record kept by a test)
/// is copied on write, as any array is: reuse never changes a value. Ours.
struct FramePool<Element> {
    /// Arrays to reuse, in the order they were lent; those before `taken` are handed out (an
    /// empty array stands in their slot).
    private var free: [[Element]] = []
    private var taken = 0
    /// The arrays lent in the last frame, still held by its records.
    private var lentLast: [[Element]] = []
    /// The arrays lent in this frame.
    private var lentNow: [[Element]] = []

    /// Starts a frame once the records of two frames ago are gone: the arrays lent then are
    /// emptied (storage kept) and put first among the free ones, in the order they were lent
    /// (the same shapes come in the same order from frame to frame, so each array gets back
    /// about the size it had). A pool whose elements hold arrays of another pool (shapes hold
    /// coverages' bits) starts its frame first, so that those are then held by their pool
    /// alone.
    mutating func beginFrame() {
        if taken > 0 { free.removeSubrange(0..<taken) }
        taken = 0
        free.insert(contentsOf: lentLast, at: 0)
        let count = lentLast.count
        lentLast.removeAll(keepingCapacity: true)
        for index in 0..<count { free[index].removeAll(keepingCapacity: true) }
        swap(&lentLast, &lentNow)
    }

    /// An empty array to fill: the storage of one lent two frames ago, if any is left. Give it
    /// back with `lend` once filled.
    mutating func take() -> [Element] {
        guard taken < free.count else { return [] }
        var array: [Element] = []
        swap(&array, &free[taken])
        taken += 1
        return array
    }

    /// Keeps `array` (sharing its storage with the value that holds it) for reuse two frames
    /// from now.
    mutating func lend(_ array: [Element]) {
        lentNow.append(array)
    }
}
