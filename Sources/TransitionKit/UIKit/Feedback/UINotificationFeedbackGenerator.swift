import Foundation

/// Haptics for a task's outcome, as UIKit's `UINotificationFeedbackGenerator`. Does nothing
/// here (see `UIFeedbackGenerator`). Source: Apple's UIKit documentation for
/// `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome, UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// A generator.
    public override init() {
        super.init()
    }

    /// Tells the outcome `notificationType`: nothing here.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
