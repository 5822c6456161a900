import Testing

@testable import pushpop_bench

/// The nearest-rank percentiles the bench prints (renderer p95, the cadence's p99), worked by
/// hand: the value at rank ⌈p·n⌉ of the sorted values.
@Suite struct DistributionTests {
    /// 1…20: p95 is rank ⌈19.0⌉ = 19, the value 19; p99 is rank ⌈19.8⌉ = 20, the value 20; one
    /// value is its own percentile of any rank; mean (1 + 20) / 2 = 10.5, max 20.
    @Test func nearestRankOfTwentyValues() {
        let values = (1...20).map(Double.init)
        #expect(Distribution.nearestRank(0.95, ofSorted: values) == 19)
        #expect(Distribution.nearestRank(0.99, ofSorted: values) == 20)
        #expect(Distribution.nearestRank(0.95, ofSorted: [7]) == 7)
        let distribution = Distribution(values.reversed())
        #expect(distribution.p95 == 19 && distribution.mean == 10.5 && distribution.max == 20)
    }
}
