import Foundation

extension CALayer {
    /// Adds a copy of `anim` under `key` (nil: a fresh key), replacing the animation already
    /// there under the same key (whose delegate hears `finished == false`). It begins at its
    /// `beginTime` in the layer's local time, or now if that is 0; the delegate hears
    /// `animationDidStart` then, and `animationDidStop(_:finished: true)` when it ends, after
    /// which it is removed unless `isRemovedOnCompletion` is false. Model values do not change.
    /// A key path TransitionKit does not animate (see `CAPropertyAnimation`) is reported as an
    /// `unsupported-animation` diagnostic and the animation still runs its timing (ours), and so
    /// is a value it cannot use (a `CGVector` for `position`: named with the key path and the
    /// value's type, and ignored) and a path animation between paths that cannot move point by
    /// point (with their element counts; it jumps at the end). A
    /// `CATransition` freezes the layer's look now as its old content.
    /// Source: Apple's Core Animation documentation for `add(_:forKey:)`.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let engine = AnimationEngine.shared
        // A change reviews cannot cross, noted first: a transition's old look is the live one.
        engine.noteIrreversibleChange()
        for path in anim.keyPaths {
            if let keyPath = LayerKeyPath(path) {
                guard keyPath.property.isShapeProperty, !(self is CAShapeLayer) else { continue }
                engine.diagnostics.reportFromAnimatorCode(
                    .unsupportedAnimation,
                    "\(String(describing: type(of: anim))) for key path '\(path)' on a "
                        + "\(String(describing: type(of: self))): '\(path)' is a CAShapeLayer property; it has no "
                        + "effect on screen.")
            } else {
                engine.diagnostics.reportFromAnimatorCode(
                    .unsupportedAnimation,
                    "\(String(describing: type(of: anim))) for key path '\(path)' is not animated by TransitionKit "
                        + "(supported: \(LayerKeyPath.supported.joined(separator: ", "))); it has no effect on screen.")
            }
        }
        for problem in anim.valueProblems(on: self) {
            engine.diagnostics.reportFromAnimatorCode(.unsupportedAnimation, problem)
        }
        let name = key ?? "animation-\(UUID().uuidString)"
        removeExplicitAnimation(forKey: name, finished: false)
        let copy = anim.makeCopy()
        let method = "CALayer.add(_:forKey:) of a \(String(describing: type(of: anim)))"
        copy.duration = engine.diagnostics.checkedTime(anim.duration, "duration", of: method, fallback: 0.25)
        if let spring = copy as? CASpringAnimation {
            let physical = engine.diagnostics.checkedPhysicalSpring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, of: method)
            (spring.mass, spring.stiffness, spring.damping) = physical
            spring.initialVelocity = engine.diagnostics.checkedSpring(
                spring.initialVelocity, "initialVelocity", of: method, mustBe: "", fallback: 0)
        }
        (copy as? CATransition)?.captureOldContent(of: self)
        let begin = anim.beginTime == 0 ? localTime : anim.beginTime
        let attached = AttachedAnimation(key: name, animation: copy, beginTime: begin)
        appendExplicit(attached)
        engine.explicitAnimationAdded(attached, on: self)
    }

    /// The animation under `key`, if any: the copy the layer keeps (an explicit animation), or
    /// nil. Source: Core Animation's `animation(forKey:)`.
    public func animation(forKey key: String) -> CAAnimation? {
        explicitAnimations.first { $0.key == key }?.animation
    }

    /// Removes the explicit animation under `key`, telling its delegate it did not finish.
    func removeExplicitAnimation(forKey key: String, finished: Bool) {
        guard let attached = explicitAnimations.first(where: { $0.key == key }) else { return }
        removeExplicit(attached)
        AnimationEngine.shared.explicitAnimationRemoved(attached, finished: finished)
    }
}
