import Foundation

/// Several explicit animations run together under one timing, as Core Animation's
/// `CAAnimationGroup`: each child's `beginTime` counts from the group's start, and children
/// are cut off at the group's duration. Source: Apple's Core Animation documentation.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group.
    open var animations: [CAAnimation]?

    /// An empty group.
    public override init() {
        super.init()
    }

    /// Not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeBlank() -> CAAnimation {
        CAAnimationGroup()
    }

    override func copyTiming(to copy: CAAnimation) {
        super.copyTiming(to: copy)
        if let copy = copy as? CAAnimationGroup {
            copy.animations = animations?.map { $0.makeCopy() }
        }
    }

    override var keyPaths: [String] { (animations ?? []).flatMap(\.keyPaths) }

    override func valueProblems(on layer: CALayer) -> [String] {
        (animations ?? []).flatMap { $0.valueProblems(on: layer) }
    }

    /// The group's own timing (curve, autoreverse, repeat, fill) maps its time to its
    /// children's: a child at `beginTime` b sees `progress · duration − b` seconds. Children
    /// keep their own fill modes within the group, but stay as long as the group does (their
    /// `isRemovedOnCompletion` is ignored, as Core Animation documents); a child without a
    /// duration lasts as long as the group.
    override func apply(to layer: CALayer, elapsed: TimeInterval, timing: PassTiming) {
        guard let progress = progress(elapsed: elapsed, timing: timing) else { return }
        let groupTime = progress * timing.duration
        for child in animations ?? [] {
            child.applyInGroup(to: layer, elapsed: groupTime - child.beginTime, groupDuration: timing.duration)
        }
    }
}
