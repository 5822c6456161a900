import Foundation

/// The animations made by one `UIView.animate…` call, and its completion handler, which runs
/// once every animation has finished (`true`) or when any was removed early (`false`).
@MainActor
final class AnimationGroup {
    struct Member {
        weak var layer: CALayer?
        let animation: LayerAnimation

        /// The layer, while this animation is still the one on it for its property (nil once
        /// the layer is gone or the animation was removed or replaced).
        @MainActor var attachedLayer: CALayer? {
            guard let layer, layer.animation(for: animation.property) === animation else { return nil }
            return layer
        }
    }

    var members: [Member] = []
    private var completion: ((Bool) -> Void)?
    /// Set when an animation of the group was replaced or removed before its end.
    private(set) var wasInterrupted = false
    private(set) var isDone = false

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// Whether every member still attached to its layer has run to its end. A member whose
    /// layer's time is frozen (held by an interaction) has not: it is not over until the
    /// interaction lets go, even at 100 %.
    /// Asked every frame while the group runs: it looks first at the end (one walk up the
    /// layer tree for the local time), and up the tree for a frozen time only at the end.
    var allFinished: Bool {
        for member in members {
            guard let layer = member.attachedLayer else { continue }
            guard member.animation.isFinished(atLocalTime: layer.localTime), !layer.isTimeFrozen else { return false }
        }
        return true
    }

    /// Removes the finished members from their layers (the model value shows from now on).
    func detachFinished() {
        for member in members {
            guard let layer = member.attachedLayer else { continue }
            layer.removeAnimation(for: member.animation.property, interrupted: false)
        }
    }

    func markInterrupted() {
        wasInterrupted = true
    }

    /// Runs the completion handler once with `finished`; later calls do nothing.
    func finish(_ finished: Bool) {
        guard !isDone else { return }
        isDone = true
        let handler = completion
        completion = nil
        handler?(finished)
    }
}
