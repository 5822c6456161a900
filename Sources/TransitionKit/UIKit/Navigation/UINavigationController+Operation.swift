import Foundation

extension UINavigationController {
    /// The kind of stack change a transition animates, with UIKit's raw values.
    /// Source: UIKit SDK (`UINavigationControllerOperation`).
    public enum Operation: Int, Sendable, CustomStringConvertible {
        /// No change.
        case none = 0
        /// A controller is pushed on top.
        case push = 1
        /// One or more controllers are popped.
        case pop = 2

        /// `"none"`, `"push"` or `"pop"`, for logs and the playground's HUD. Ours.
        public var description: String {
            switch self {
            case .none: "none"
            case .push: "push"
            case .pop: "pop"
            }
        }
    }
}
