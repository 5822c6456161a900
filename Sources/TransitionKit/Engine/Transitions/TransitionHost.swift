import Foundation

/// The container a `TransitionContext` runs for — a navigation controller (push, pop), a
/// presentation controller (present, dismiss) or a tab bar controller (a tab switch) — told
/// what it alone knows: the words for messages, the layers besides the container that an
/// interaction holds, and how to settle its controllers when the animator completes. Ours.
@MainActor
protocol TransitionHost: AnyObject {
    /// What a frozen transition freezes, for the `complete-transition-missing` message (e.g.
    /// "the navigation stack is frozen").
    var frozenDescription: String { get }
    /// Layers outside the container that an interaction holds with it (the navigation bar).
    var chromeLayers: [CALayer] { get }
    /// Settles the host after `completeTransition(_:)`: views in and out of the container,
    /// the appearance callbacks, the host's state (`didComplete` false: as before).
    func settleTransition(_ context: TransitionContext, didComplete: Bool)
    /// The transition is over: `animationEnded(_:)` and the coordinator's completions have run.
    func transitionDidEnd(_ context: TransitionContext, didComplete: Bool)
}
