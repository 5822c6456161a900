import Foundation
import Synchronization

/// Diagnostics noticed in code that may run off the main actor (such as `UIImage(named:)`),
/// held until the engine's next `advance(by:)` reports them to `AnimationEngine.shared.diagnostics`.
/// Ours.
enum PendingDiagnostics {
    private static let queue = Mutex<[(Diagnostic.Kind, String)]>([])

    /// Holds a diagnostic of `kind` with `message` for the next frame.
    static func post(_ kind: Diagnostic.Kind, _ message: String) {
        queue.withLock { $0.append((kind, message)) }
    }

    /// The diagnostics held, oldest first, and none held any more.
    static func take() -> [(Diagnostic.Kind, String)] {
        queue.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }
}
