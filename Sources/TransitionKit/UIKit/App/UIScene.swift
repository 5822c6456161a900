import Foundation

/// One instance of the app's user interface, as UIKit's `UIScene`. TransitionKit has one,
/// always in the foreground and active (a `UIWindowScene`: `UIApplication.shared.connectedScenes`).
/// Source: Apple's UIKit documentation for `UIScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Whether the scene is on screen and receiving events: always `.foregroundActive`.
    open var activationState: UIScene.ActivationState { .foregroundActive }

    /// The scene's title (stored; shown nowhere).
    open var title: String!

    override init() {
        super.init()
    }
}
