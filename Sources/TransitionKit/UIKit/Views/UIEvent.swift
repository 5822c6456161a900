import Foundation

/// An input event (UIKit's `UIEvent`), passed to hit-testing. The playground's key and mouse
/// events do not carry UIKit event data, so this type only exists for signatures such as
/// `hitTest(_:with:)`; TransitionKit always passes nil.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// An event carrying no data (nothing in TransitionKit reads event data).
    public override init() {
        super.init()
    }
}
