import Foundation

extension AnimationEngine {
    /// Every animation attached to `root` and the layers inside it (sublayers and masks), read
    /// now: layers back to front in tree order (a layer, then its mask, then its sublayers in
    /// order), and on each layer by key path, then key. See `AnimationSnapshot` for what each
    /// kind of animation gives. Ours.
    public func animationSnapshots(in root: CALayer) -> [AnimationSnapshot] {
        var snapshots: [AnimationSnapshot] = []
        collectSnapshots(in: root, into: &snapshots)
        return snapshots
    }

    private func collectSnapshots(in layer: CALayer, into snapshots: inout [AnimationSnapshot]) {
        if layer.hasAnimations {
            var own: [AnimationSnapshot] = []
            for animation in layer.viewAnimations.values {
                own.append(snapshot(of: animation, on: layer))
            }
            for attached in layer.explicitAnimations {
                own += explicitSnapshots(of: attached, on: layer)
            }
            own.sort { ($0.keyPath, $0.key ?? "") < ($1.keyPath, $1.key ?? "") }
            snapshots += own
        }
        if let mask = layer.mask { collectSnapshots(in: mask, into: &snapshots) }
        for sublayer in layer.storedSublayers { collectSnapshots(in: sublayer, into: &snapshots) }
    }

    /// Engine time, seconds, of `local` seconds of `layer`'s time (see `AnimationSnapshot.beginTime`).
    private func engineTime(ofLocal local: TimeInterval, on layer: CALayer) -> TimeInterval {
        let now = presentationTime
        if layer.isTimeFrozen { return now - (layer.localTime(fromEngine: now) - local) }
        return layer.convertTime(local, to: nil)
    }

    /// A view animation (or a property animator's).
    private func snapshot(of animation: LayerAnimation, on layer: CALayer) -> AnimationSnapshot {
        let property = animation.property
        let keyTimes: [Double]
        let mode: CAAnimationCalculationMode?
        if case .keyframes(let times, _, let calculation) = animation.track {
            keyTimes = times
            mode = CAAnimationCalculationMode(calculation)
        } else {
            keyTimes = []
            mode = nil
        }
        let text = { @MainActor (value: AnimatableValue?) in value?.text }
        if let member = animation.timelineMember, let timeline = member.timeline {
            // The animator's own clock: place the bar so that its position now is where the
            // animator stands.
            let now = presentationTime
            let position = member.position(atFraction: timeline.fraction(at: now))
            let curve = timeline.currentCurve
            return AnimationSnapshot(
                layer: layer, key: property.rawValue, keyPath: property.rawValue,
                beginTime: now - position * animation.duration, duration: animation.duration,
                activeDuration: animation.duration, keyTimes: keyTimes, calculationMode: mode,
                timing: curve.map { TimingDescription($0, duration: animation.duration) } ?? .linear,
                curve: { curve?.progress(at: $0) ?? $0 },
                sample: { time in text(animation.track.value(at: timeline.progress(of: member, at: time))) })
        }
        let active = animation.endTime - animation.beginTime
        return AnimationSnapshot(
            layer: layer, key: property.rawValue, keyPath: property.rawValue,
            beginTime: engineTime(ofLocal: animation.beginTime, on: layer), duration: animation.duration,
            activeDuration: active.isNaN ? .infinity : active, keyTimes: keyTimes, calculationMode: mode,
            timing: TimingDescription(animation.curve, duration: animation.duration),
            curve: { animation.curve.progress(at: $0) },
            sample: { time in text(animation.value(atLocalTime: layer.localTime(fromEngine: time))) })
    }

    /// An explicit animation: one snapshot, or one per child of a group (nested groups too).
    private func explicitSnapshots(of attached: AttachedAnimation, on layer: CALayer) -> [AnimationSnapshot] {
        let begin = engineTime(ofLocal: attached.beginTime, on: layer)
        var result: [AnimationSnapshot] = []
        /// `animation` (`attached`'s own, or a child of its group beginning `offset` seconds
        /// after the group's start), lasting `inheritedDuration` when it has no duration.
        func visit(_ animation: CAAnimation, offset: TimeInterval, inheritedDuration: TimeInterval?) {
            let duration =
                animation.duration > 0 ? animation.duration : inheritedDuration ?? animation.effectiveDuration
            if let group = animation as? CAAnimationGroup {
                for child in group.animations ?? [] {
                    visit(child, offset: offset + child.beginTime, inheritedDuration: duration)
                }
                return
            }
            let passes = animation.repeatCount > 0 ? Double(animation.repeatCount) : 1
            let keyframes = animation as? CAKeyframeAnimation
            let keyPath = (animation as? CAPropertyAnimation)?.keyPath
            result.append(
                AnimationSnapshot(
                    layer: layer, key: attached.key, keyPath: animation is CATransition ? kCATransition : keyPath ?? "",
                    beginTime: begin + offset, duration: duration,
                    activeDuration: duration * (animation.autoreverses ? 2 : 1) * passes,
                    keyTimes: keyframes?.resolvedKeyTimes ?? [], calculationMode: keyframes?.calculationMode,
                    timing: Self.timing(of: animation),
                    segmentTimings: (keyframes?.timingFunctions ?? []).map { TimingDescription($0) },
                    curve: { animation.curve($0, passDuration: duration) },
                    sample: { time in Self.text(of: attached, on: layer, keyPath: keyPath, at: time) }))
        }
        visit(attached.animation, offset: 0, inheritedDuration: nil)
        return result
    }

    /// The curve of an explicit animation's pass.
    private static func timing(of animation: CAAnimation) -> TimingDescription {
        guard let spring = animation as? CASpringAnimation else { return TimingDescription(animation.timingFunction) }
        return .spring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: spring.initialVelocity)
    }

    /// What `attached` alone shows at engine time `time`: the value it gives `keyPath` (a
    /// transition's type and progress when it is a `CATransition`), nil outside its active
    /// time without a fill.
    private static func text(
        of attached: AttachedAnimation, on layer: CALayer, keyPath: String?, at time: TimeInterval
    ) -> String? {
        let elapsed = layer.localTime(fromEngine: time) - attached.beginTime
        let animation = attached.animation
        guard let progress = animation.progress(elapsed: elapsed, timing: animation.ownTiming) else { return nil }
        if let transition = animation as? CATransition {
            let kind = [transition.type.rawValue, transition.subtype?.rawValue].compactMap { $0 }
            return kind.joined(separator: " ") + String(format: " %.1f %%", progress * 100)
        }
        guard let path = LayerKeyPath(keyPath) else { return nil }
        let copy = layer.modelCopy()
        animation.apply(to: copy, elapsed: elapsed)
        return path.read(copy.modelValue(for: path.property)).text
    }
}
