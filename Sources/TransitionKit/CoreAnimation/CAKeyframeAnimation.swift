import Foundation

/// An explicit animation through a list of values, or along a path, as Core Animation's
/// `CAKeyframeAnimation`.
///
/// `keyTimes` (0…1 fractions, one per keyframe) default to evenly spaced; `calculationMode`
/// chooses straight lines, holds, constant speed or a smooth curve; `timingFunctions`, one per
/// segment, pace each segment in linear mode. With a `path`, a point property (`position`)
/// follows it and `values` are ignored: the keyframes are the path's first point and the end
/// of each line and curve, and `rotationMode` turns the layer to the path's tangent (see
/// `PathMotion`). Values of a kind the key path cannot take, and a path given for a key path
/// that is not a point, are left out and reported as `unsupported-animation` diagnostics (ours).
/// Source: Apple's Core Animation documentation for `CAKeyframeAnimation`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, of the key path's kind.
    open var values: [Any]?
    /// The path a point property follows, in the coordinates of the property (the superlayer's
    /// for `position`); when set, `values` are ignored. Default nil.
    open var path: CGPath? {
        didSet { motionCache = nil }
    }
    /// When each keyframe is reached, as fractions 0…1 of the duration; nil (or a count that
    /// does not match the keyframes) spaces them evenly (ours: Core Animation documents only
    /// that such timing "might not be what you expect").
    open var keyTimes: [NSNumber]?
    /// How values between keyframes are computed (default linear).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// One pacing curve per segment (linear mode).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// Whether a layer moving along `path` turns to follow its tangent (default nil: it does
    /// not). The turn is a rotation about z added to the layer's transform (ours: Core Animation
    /// does not say how it combines with the transform).
    open var rotationMode: CAAnimationRotationMode?

    /// The motion along `path`, made once per path.
    private var motionCache: (path: CGPath, motion: PathMotion?)?

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
            // A copy of the path, as Core Animation's copy of the animation is unaffected by later
            // changes to a mutable path.
            copy.path = path?.copy()
            copy.keyTimes = keyTimes
            copy.calculationMode = calculationMode
            copy.timingFunctions = timingFunctions
            copy.rotationMode = rotationMode
        }
    }

    override func apply(to layer: CALayer, elapsed: TimeInterval, timing: PassTiming) {
        guard let progress = progress(elapsed: elapsed, timing: timing), let keyPath = LayerKeyPath(keyPath) else {
            return
        }
        if let motion = motion(for: keyPath) {
            let times = keyTimes(count: motion.keyframeCount)
            let (point, heading) = motion.location(
                at: paced(progress, keyTimes: times), mode: calculationMode.mode, keyTimes: times)
            guard let value = keyPath.convert(point) else { return }
            set(value, on: layer, path: keyPath)
            if let rotationMode, case .transform(let transform) = layer.modelValue(for: .transform) {
                let angle = heading + (rotationMode == .rotateAutoReverse ? .pi : 0)
                layer.setRawValue(.transform(CATransform3DRotate(transform, angle, 0, 0, 1)), for: .transform)
            }
            return
        }
        let converted = (values ?? []).compactMap { keyPath.convert($0) }
        guard !converted.isEmpty else { return }
        let times = keyTimes(count: converted.count)
        let track = AnimationTrack.keyframes(keyTimes: times, values: converted, mode: calculationMode.mode)
        guard let value = track.value(at: paced(progress, keyTimes: times)) else { return }
        set(value, on: layer, path: keyPath)
    }

    /// The motion along `path` when it is set and the key path is a point; nil otherwise.
    private func motion(for keyPath: LayerKeyPath) -> PathMotion? {
        guard let path, keyPath.convert(CGPoint.zero) != nil else { return nil }
        if let motionCache, motionCache.path === path { return motionCache.motion }
        let motion = PathMotion(path)
        motionCache = (path, motion)
        return motion
    }

    /// Where the keyframes fall (0…1 fractions of the duration): `keyTimes` when there is one
    /// per keyframe (values, or the path's points for a point key path), else evenly spaced;
    /// empty without keyframes. Ours, for `AnimationSnapshot`.
    var resolvedKeyTimes: [Double] {
        let count: Int
        if let keyPath = LayerKeyPath(keyPath), let motion = motion(for: keyPath) {
            count = motion.keyframeCount
        } else {
            count = values?.count ?? 0
        }
        return count > 0 ? keyTimes(count: count) : []
    }

    /// `keyTimes` as numbers when there is one per keyframe; evenly spaced otherwise.
    private func keyTimes(count: Int) -> [Double] {
        if let given = keyTimes?.map(\.doubleValue), given.count == count { return given }
        return (0..<count).map { Double($0) / Double(max(count - 1, 1)) }
    }

    /// `progress` paced within the segment it falls in by that segment's timing function (linear
    /// mode with `timingFunctions`); unchanged otherwise.
    private func paced(_ progress: Double, keyTimes times: [Double]) -> Double {
        guard calculationMode == .linear, let functions = timingFunctions, !functions.isEmpty, times.count >= 2 else {
            return progress
        }
        let index = max(
            0,
            min(
                (1..<times.count).first { progress <= times[$0] }.map { $0 - 1 } ?? times.count - 2, times.count - 2))
        let span = times[index + 1] - times[index]
        guard span > 0 else { return progress }
        let fraction = (progress - times[index]) / span
        let function = functions[min(index, functions.count - 1)]
        return times[index] + span * function.progress(at: fraction)
    }

    override func valueProblems(on layer: CALayer) -> [String] {
        guard let name = keyPath, let keyPath = LayerKeyPath(name) else { return [] }
        let subject = "\(String(describing: type(of: self))) for key path '\(name)'"
        if path != nil {
            guard keyPath.convert(CGPoint.zero) == nil else { return [] }
            return [
                "\(subject): a path moves a point property ('position'), and '\(name)' is not one; the path is "
                    + "ignored and values are used."
            ]
        }
        let given = values ?? []
        var problems = given.enumerated().compactMap { index, value in
            keyPath.convert(value) == nil
                ? "\(subject): values[\(index)] is \(LayerKeyPath.typeName(of: value)), not \(keyPath.acceptedValues); "
                    + "it is left out." : nil
        }
        let paths = given.compactMap { value -> CGPath? in
            if case .path(let path) = keyPath.convert(value) { return path }
            return nil
        }
        if let (a, b) = zip(paths, paths.dropFirst()).first(where: { !$0.canInterpolate(to: $1) }) {
            problems.append("\(subject): \(CGPath.mismatchDescription(a, b))")
        }
        return problems
    }
}
