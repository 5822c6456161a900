import Foundation

/// Collects the property changes made inside one `UIView.animate…` or
/// `UIView.animateKeyframes…` block, or one `UIViewPropertyAnimator` block, then turns them
/// into layer animations (driven by layer time, or by the animator's `timeline`).
@MainActor
final class AnimationCapture {
    struct Key: Hashable {
        let layer: ObjectIdentifier
        let property: LayerProperty
    }

    struct Segment {
        var start: Double
        var end: Double
        var before: AnimatableValue
        var after: AnimatableValue
    }

    struct Entry {
        let layer: CALayer
        let property: LayerProperty
        /// The on-screen value when the block first touched the property.
        let initial: AnimatableValue
        /// Keyframe segments in relative time (keyframe blocks only).
        var segments: [Segment] = []
    }

    enum Kind {
        case basic
        case keyframes(mode: KeyframeCalculationMode)
    }

    let kind: Kind
    let duration: TimeInterval
    let delay: TimeInterval
    let curve: TimingCurve
    let repeatCount: Double
    let autoreverses: Bool
    /// The property animator timeline the animations follow, if they are made inside a
    /// property animator's block (or a block nested in one); nil for layer time.
    var timeline: AnimatorTimeline?
    /// Where on `timeline` the animations begin, 0…1 (the block's delay).
    var spanStart = 0.0

    private(set) var order: [Key] = []
    private(set) var entries: [Key: Entry] = [:]

    /// The keyframe being recorded: relative start and end (0…1), and the model value each
    /// property had before the keyframe's block first changed it.
    private var keyframe: (start: Double, end: Double, before: [Key: AnimatableValue])?

    init(
        kind: Kind, duration: TimeInterval, delay: TimeInterval, curve: TimingCurve,
        repeatCount: Double, autoreverses: Bool
    ) {
        self.kind = kind
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    var isKeyframes: Bool {
        if case .keyframes = kind { return true }
        return false
    }

    /// Called before a layer property changes.
    func record(_ layer: CALayer, _ property: LayerProperty) {
        let key = Key(layer: ObjectIdentifier(layer), property: property)
        if entries[key] == nil {
            entries[key] = Entry(layer: layer, property: property, initial: layer.presentationValue(for: property))
            order.append(key)
        }
        if var current = keyframe, current.before[key] == nil {
            current.before[key] = layer.modelValue(for: property)
            keyframe = current
        }
    }

    /// Runs one keyframe's block, recording its changes as a segment from `start` to `end`.
    func recordKeyframe(start: Double, end: Double, _ changes: () -> Void) {
        let outer = keyframe
        keyframe = (start, end, [:])
        changes()
        if let recorded = keyframe {
            for (key, before) in recorded.before {
                guard var entry = entries[key] else { continue }
                let after = entry.layer.modelValue(for: key.property)
                entry.segments.append(Segment(start: start, end: end, before: before, after: after))
                entries[key] = entry
            }
        }
        keyframe = outer
    }

    /// The animation track for one entry: from the initial value to the model value now, or
    /// through the keyframe segments (changes outside any keyframe span the whole duration).
    func track(for entry: Entry) -> AnimationTrack {
        let final = entry.layer.modelValue(for: entry.property)
        guard case .keyframes(let mode) = kind else {
            return .basic(from: entry.initial, to: final)
        }
        var segments = entry.segments.sorted { $0.start < $1.start }
        if segments.isEmpty {
            segments = [Segment(start: 0, end: 1, before: entry.initial, after: final)]
        }
        var times: [Double] = [0]
        var values: [AnimatableValue] = [entry.initial]
        for (index, segment) in segments.enumerated() {
            let before = index == 0 ? entry.initial : segment.before
            let start = max(segment.start, times.last ?? 0)
            let end = max(segment.end, start)
            if start > (times.last ?? 0) {
                times.append(start)
                values.append(before)
            }
            times.append(end)
            values.append(segment.after)
        }
        if (times.last ?? 1) < 1 {
            times.append(1)
            values.append(values.last ?? final)
        }
        return .keyframes(keyTimes: times, values: values, mode: mode)
    }
}
