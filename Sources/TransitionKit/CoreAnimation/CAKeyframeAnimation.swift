import Foundation

/// An explicit animation through a list of values, as Core Animation's `CAKeyframeAnimation`.
///
/// `keyTimes` (0…1 fractions, one per value) default to evenly spaced; `calculationMode`
/// chooses straight lines, holds, constant speed or a smooth curve; `timingFunctions`, one per
/// segment, pace each segment in linear mode. Motion along a `CGPath` is not supported (there is
/// no Core Graphics path here). Source: Apple's Core Animation documentation for
/// `CAKeyframeAnimation`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, of the key path's kind.
    open var values: [Any]?
    /// When each value is reached, as fractions 0…1 of the duration; nil spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// How values between keyframes are computed (default linear).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// One pacing curve per segment (linear mode).
    open var timingFunctions: [CAMediaTimingFunction]?

    /// An animation with no values yet.
    public override init() {
        super.init()
    }

    /// Not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeBlank() -> CAAnimation {
        CAKeyframeAnimation()
    }

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        if let copy = copy as? CAKeyframeAnimation {
            copy.values = values
            copy.keyTimes = keyTimes
            copy.calculationMode = calculationMode
            copy.timingFunctions = timingFunctions
        }
    }

    override func apply(to layer: CALayer, elapsed: TimeInterval, timing: PassTiming) {
        guard var progress = progress(elapsed: elapsed, timing: timing), let path = LayerKeyPath(keyPath) else {
            return
        }
        let converted = (values ?? []).compactMap { path.convert($0) }
        guard !converted.isEmpty else { return }
        var times = keyTimes?.map(\.doubleValue) ?? []
        if times.count != converted.count {
            times = converted.indices.map { Double($0) / Double(max(converted.count - 1, 1)) }
        }
        if calculationMode == .linear, let functions = timingFunctions, !functions.isEmpty, times.count >= 2 {
            // Pace within the segment the progress falls in.
            let index = max(
                0,
                min(
                    (1..<times.count).first { progress <= times[$0] }.map { $0 - 1 } ?? times.count - 2, times.count - 2
                ))
            let span = times[index + 1] - times[index]
            if span > 0 {
                let fraction = (progress - times[index]) / span
                let function = functions[min(index, functions.count - 1)]
                progress = times[index] + span * function.progress(at: fraction)
            }
        }
        let track = AnimationTrack.keyframes(keyTimes: times, values: converted, mode: calculationMode.mode)
        guard let value = track.value(at: progress) else { return }
        set(value, on: layer, path: path)
    }
}
