import Foundation
import TransitionKit

extension TimelineSection {
    /// The timeline of `session`'s running transition: the animations of the views in `tree`,
    /// the selected view's (row `selected`) first among them. Nil until the engine can list a
    /// layer's animations (work in progress: `AnimationEngine.animationSnapshots(in:)`).
    @MainActor
    init?(_ session: PlaygroundSession, tree: InspectorTree, selected: Int) {
        return nil
    }
}
