/// How regularly frames arrived: the arrivals on a terminal's master side grouped into frames,
/// and their rate and intervals against the rate asked for. A frame is one burst of output:
/// reads that follow each other within `burstGap` of the interval (a frame is one `write`,
/// which the terminal may hand over in several reads, late ones on a busy machine). A frame
/// that changes nothing on the screen sends nothing and is not seen: the count is of frames a
/// person can see. Ours.
struct CadenceStatistics {
    /// The silence that separates two frames, as a fraction of the interval asked for: a half
    /// (8.3 ms at 60 fps, 2.1 ms at 240). The terminal hands a large write over in pieces
    /// (2 KiB at a time on Linux), and on a busy machine a piece can come 5 ms after the first;
    /// a frame drawn at once to catch up after a late one, less than half an interval later,
    /// counts with it.
    static let burstGap = 0.5

    /// The frames per second asked for (`--fps`).
    let requested: Int
    /// Frames seen in the window.
    let frames: Int
    /// Frames per second delivered: (frames − 1) / the time from the first to the last.
    let delivered: Double
    /// Mean seconds between frames.
    let meanInterval: Double
    /// The 99th percentile (nearest rank) of |interval − 1 / requested|, in seconds.
    let p99Deviation: Double
    /// The longest interval, in seconds.
    let maxInterval: Double
    /// Intervals longer than 1.5 / requested: frames skipped, or that sent nothing.
    let gaps: Int
    /// The program's CPU seconds per frame seen in the window (its CPU time over the window ÷
    /// frames); 0 without frames.
    let cpuPerFrame: Double
    /// The program's CPU time over the window ÷ the window: the share of one core it used
    /// (0.5: half a core), whether or not its frames changed the screen.
    let cpuShare: Double
    /// Bytes that arrived in the window per frame seen; 0 without frames.
    let bytesPerFrame: Double

    /// The statistics of the frames that start between `start` and `end` (monotonic
    /// nanoseconds) among `arrivals`, asked for at `requested` frames per second, from a
    /// program that used `cpuSeconds` of CPU in that window.
    init(arrivals: [ChildTerminal.Arrival], from start: UInt64, to end: UInt64, requested: Int, cpuSeconds: Double) {
        self.requested = requested
        var starts: [UInt64] = []
        var previous: UInt64?
        let target = 1 / Double(max(requested, 1))
        let gap = UInt64(Self.burstGap * target * 1e9)
        for arrival in arrivals {
            defer { previous = arrival.time }
            if let previous, arrival.time - previous <= gap { continue }
            if arrival.time >= start && arrival.time <= end { starts.append(arrival.time) }
        }
        frames = starts.count
        let bytes = arrivals.reduce(0) { $0 + ($1.time >= start && $1.time <= end ? $1.bytes : 0) }
        cpuPerFrame = Self.perFrame(cpuSeconds, frames: frames)
        cpuShare = end > start ? cpuSeconds / (Double(end - start) / 1e9) : 0
        bytesPerFrame = Self.perFrame(Double(bytes), frames: frames)
        let intervals = zip(starts.dropFirst(), starts).map { Double($0 - $1) / 1e9 }
        guard let first = starts.first, let last = starts.last, last > first, !intervals.isEmpty else {
            delivered = 0
            meanInterval = 0
            p99Deviation = 0
            maxInterval = 0
            gaps = 0
            return
        }
        delivered = Double(starts.count - 1) / (Double(last - first) / 1e9)
        meanInterval = intervals.reduce(0, +) / Double(intervals.count)
        p99Deviation = Distribution.nearestRank(0.99, ofSorted: intervals.map { abs($0 - target) }.sorted())
        maxInterval = intervals.max() ?? 0
        gaps = intervals.filter { $0 > 1.5 * target }.count
    }

    /// `total` ÷ `frames`; 0 without frames.
    static func perFrame(_ total: Double, frames: Int) -> Double {
        frames > 0 ? total / Double(frames) : 0
    }
}
