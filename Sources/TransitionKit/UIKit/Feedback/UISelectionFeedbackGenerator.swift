import Foundation

/// Haptics for a changed selection, as UIKit's `UISelectionFeedbackGenerator`. Does nothing
/// here (see `UIFeedbackGenerator`). Source: Apple's UIKit documentation for
/// `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A generator.
    public override init() {
        super.init()
    }

    /// Tells that the selection changed: nothing here.
    open func selectionChanged() {}
}
