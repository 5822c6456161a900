import Foundation

/// The values an animation moves through, as a function of its progress (0…1 after the curve).
enum AnimationTrack {
    /// From one value to another.
    case basic(from: AnimatableValue, to: AnimatableValue)
    /// Through values at key times (0…1, ascending, first 0 and last 1).
    case keyframes(keyTimes: [Double], values: [AnimatableValue], mode: KeyframeCalculationMode)

    var initialValue: AnimatableValue? {
        switch self {
        case .basic(let from, _): from
        case .keyframes(_, let values, _): values.first
        }
    }

    var finalValue: AnimatableValue? {
        switch self {
        case .basic(_, let to): to
        case .keyframes(_, let values, _): values.last
        }
    }

    /// The value at progress `progress` (may leave 0…1 for springs on basic tracks).
    func value(at progress: Double) -> AnimatableValue? {
        switch self {
        case .basic(let from, let to):
            return from.interpolated(to: to, fraction: CGFloat(progress))
        case .keyframes(let keyTimes, let values, let mode):
            guard let first = values.first else { return nil }
            if values.count == 1 { return first }
            let k = min(max(progress, 0), 1)
            switch mode {
            case .linear:
                return Self.linear(keyTimes: keyTimes, values: values, at: k)
            case .discrete:
                return values[Self.discreteIndex(keyTimes: keyTimes, count: values.count, at: k)]
            case .paced:
                return Self.linear(keyTimes: Self.pacedTimes(values), values: values, at: k)
            case .cubic:
                return Self.cubic(keyTimes: keyTimes, values: values, at: k)
            case .cubicPaced:
                return Self.cubic(keyTimes: Self.pacedTimes(values), values: values, at: k)
            }
        }
    }

    /// The segment index i with keyTimes[i] ≤ k ≤ keyTimes[i+1] and the fraction within it
    /// (keyTimes: at least two).
    static func segment(keyTimes: [Double], at k: Double) -> (Int, Double) {
        let count = keyTimes.count
        for i in 0..<(count - 1) {
            let start = keyTimes[i]
            let end = keyTimes[i + 1]
            if k < end || i == count - 2 {
                if end <= start { return (i, 1) }
                return (i, min(max((k - start) / (end - start), 0), 1))
            }
        }
        return (max(count - 2, 0), 1)
    }

    /// The keyframe a discrete animation shows at progress `k` (0…1) among `count` keyframes:
    /// the last whose key time has come; the last keyframe from `k` = 1 on.
    static func discreteIndex(keyTimes: [Double], count: Int, at k: Double) -> Int {
        if k >= 1 { return count - 1 }
        var index = 0
        for (i, time) in keyTimes.enumerated() where time <= k { index = i }
        return min(index, count - 1)
    }

    private static func linear(keyTimes: [Double], values: [AnimatableValue], at k: Double) -> AnimatableValue? {
        guard keyTimes.count == values.count, values.count >= 2 else { return values.last }
        let (i, f) = segment(keyTimes: keyTimes, at: k)
        return values[i].interpolated(to: values[i + 1], fraction: CGFloat(f))
    }

    private static func cubic(keyTimes: [Double], values: [AnimatableValue], at k: Double) -> AnimatableValue? {
        guard keyTimes.count == values.count, values.count >= 2 else { return values.last }
        let (i, s) = segment(keyTimes: keyTimes, at: k)
        let p0 = values[max(i - 1, 0)]
        let p1 = values[i]
        let p2 = values[i + 1]
        let p3 = values[min(i + 2, values.count - 1)]
        let s2 = s * s
        let s3 = s2 * s
        let weights = [
            0.5 * (-s + 2 * s2 - s3),
            0.5 * (2 - 5 * s2 + 3 * s3),
            0.5 * (s + 4 * s2 - 3 * s3),
            0.5 * (-s2 + s3),
        ].map { CGFloat($0) }
        return AnimatableValue.combination([(p0, weights[0]), (p1, weights[1]), (p2, weights[2]), (p3, weights[3])])
    }

    /// Key times that make the speed constant: proportional to the cumulative distance.
    private static func pacedTimes(_ values: [AnimatableValue]) -> [Double] {
        var cumulative: [Double] = [0]
        for i in 1..<values.count {
            cumulative.append(cumulative[i - 1] + Double(values[i - 1].distance(to: values[i])))
        }
        guard let total = cumulative.last, total > 0 else {
            return values.indices.map { Double($0) / Double(max(values.count - 1, 1)) }
        }
        return cumulative.map { $0 / total }
    }
}
