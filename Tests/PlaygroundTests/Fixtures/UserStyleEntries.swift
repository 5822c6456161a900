import Animators
import TransitionKit

/// Entries written the way users write theirs and unlike any built-in one: the every-entry
/// checks in `PlaygroundSessionTests` run them as they run the catalogue's and yours, so that
/// those checks keep asking only what every working animator does.
enum UserStyleEntries {
    @MainActor static let entries: [AnimatorEntry] = [
        .navigationController("Classic CATransition push") { root in
            ClassicPushNavigationController(rootViewController: root)
        },
        .animator("Snapshot zoom") { operation in SnapshotZoomAnimator(operation: operation) },
    ]
}
