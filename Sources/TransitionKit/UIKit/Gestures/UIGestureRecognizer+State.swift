import Foundation

extension UIGestureRecognizer {
    /// The states of a gesture recognizer, as UIKit's `UIGestureRecognizer.State` (same raw
    /// values; `.recognized` is `.ended`). Source: UIKit SDK (`UIGestureRecognizer.h`).
    public enum State: Int, Sendable {
        /// Not recognized yet: the default.
        case possible = 0
        /// A continuous gesture began (actions are called).
        case began = 1
        /// A continuous gesture changed (actions are called).
        case changed = 2
        /// The gesture ended (continuous) or was recognized (discrete); actions are called.
        case ended = 3
        /// A continuous gesture was cancelled; actions are called.
        case cancelled = 4
        /// The gesture was not recognized; no action.
        case failed = 5

        /// A discrete gesture was recognized: the same as `.ended`.
        public static let recognized = State.ended
    }
}
