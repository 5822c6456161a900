/// Mean, 95th percentile and maximum of a set of values. The p95 is the value at rank
/// ⌈0.95·n⌉ of the sorted values (nearest rank). Ours.
struct Distribution {
    let mean: Double
    let p95: Double
    let max: Double

    init(_ values: [Double]) {
        guard !values.isEmpty else {
            mean = 0
            p95 = 0
            max = 0
            return
        }
        let sorted = values.sorted()
        mean = sorted.reduce(0, +) / Double(sorted.count)
        p95 = Self.nearestRank(0.95, ofSorted: sorted)
        max = sorted[sorted.count - 1]
    }

    /// The value at rank ⌈fraction·n⌉ (nearest rank) of `sorted`, ascending and not empty;
    /// `fraction` is 0…1.
    static func nearestRank(_ fraction: Double, ofSorted sorted: [Double]) -> Double {
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank - 1, 0), sorted.count - 1)]
    }
}
