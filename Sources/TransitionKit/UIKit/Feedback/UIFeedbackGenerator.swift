import Foundation

/// The base of the haptic feedback generators, as UIKit's `UIFeedbackGenerator`. A terminal
/// has no Taptic Engine: every generator accepts its calls and does nothing (ours), so iOS code
/// that gives feedback during a transition runs unchanged. Source: Apple's UIKit documentation
/// for `UIFeedbackGenerator`.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// A generator.
    public override init() {
        super.init()
    }

    /// Readies the hardware for feedback soon: nothing to ready here.
    open func prepare() {}
}
