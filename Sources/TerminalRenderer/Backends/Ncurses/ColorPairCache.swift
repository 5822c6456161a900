import CNcurses

/// Hands out ncurses colour pairs for (foreground, background) colour numbers, defining each
/// pair once with `init_extended_pair` (ncurses' extended-colour API, so pairs above 255 work)
/// and remembering it. Pair 0 is the terminal's default colours and never redefined.
/// When every pair is taken, `pair(foreground:background:)` returns nil; the caller then
/// `reset()`s and repaints the whole frame. Source: ncurses `curs_color(3X)`; the cache is ours.
struct ColorPairCache {
    /// Number of pairs the terminal allows (`COLOR_PAIRS`), pair 0 included.
    let capacity: Int
    private var pairs: [Int64: Int32] = [:]
    private var next: Int32 = 1

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The pair for colour numbers `foreground` and `background` (−1 = terminal default), or
    /// nil if no pair is left.
    mutating func pair(foreground: Int32, background: Int32) -> Int32? {
        if foreground == -1 && background == -1 { return 0 }
        let key = (Int64(foreground) + 1) << 32 | (Int64(background) + 1)
        if let pair = pairs[key] { return pair }
        guard Int(next) < capacity else { return nil }
        let pair = next
        guard init_extended_pair(pair, foreground, background) != ERR else { return nil }
        pairs[key] = pair
        next += 1
        return pair
    }

    /// Forgets every pair; they are redefined as they are next asked for.
    mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
        next = 1
    }
}
