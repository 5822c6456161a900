import Foundation

/// Several explicit animations run together under one timing, as Core Animation's
/// `CAAnimationGroup`: each child's `beginTime` counts from the group's start, and children
/// are cut off at the group's duration. Source: Apple's Core Animation documentation.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group.
    open var animations: [CAAnimation]?

    /// An empty group.
    public required init() {}

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        if let copy = copy as? CAAnimationGroup {
            copy.animations = animations?.map { $0.copy() }
        }
    }

    override var keyPaths: [String] { (animations ?? []).flatMap(\.keyPaths) }

    override func apply(to layer: CALayer, elapsed: TimeInterval) {
        guard progress(elapsed: elapsed) != nil else { return }
        // Time within the group's current pass.
        let local = min(max(elapsed, 0), activeDuration)
        let pass = effectiveDuration
        let within = local >= activeDuration && pass > 0 ? pass : local.truncatingRemainder(dividingBy: max(pass, 1e-9))
        for child in animations ?? [] {
            child.apply(to: layer, elapsed: within - child.beginTime)
        }
    }
}
