import Foundation

extension UIScene {
    /// Whether a scene is on screen and receiving events, with UIKit's raw values.
    /// Source: UIKit SDK (`UISceneActivationState`).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }
}
