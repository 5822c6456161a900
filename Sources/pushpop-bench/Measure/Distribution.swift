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
        let rank = Int((0.95 * Double(sorted.count)).rounded(.up))
        p95 = sorted[Swift.max(rank - 1, 0)]
        max = sorted[sorted.count - 1]
    }
}
