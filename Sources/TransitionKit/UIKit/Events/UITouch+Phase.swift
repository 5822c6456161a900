import Foundation

extension UITouch {
    /// The phase of a touch, as UIKit's `UITouch.Phase` (same raw values). Source: UIKit SDK
    /// (`UITouch.h`).
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move (not sent here: one finger moves or lifts).
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a view (iOS 13.4; not sent here).
        case regionEntered = 5
        /// A pointer moved within a view (iOS 13.4; not sent here).
        case regionMoved = 6
        /// A pointer left a view (iOS 13.4; not sent here).
        case regionExited = 7
    }

    /// The kind of a touch, as UIKit's `UITouch.TouchType` (same raw values). Source: UIKit SDK
    /// (`UITouch.h`).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen: every touch here.
        case direct = 0
        /// A touch not on the screen (a remote's surface).
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
        /// A pointer (iOS 13.4).
        case indirectPointer = 3
    }
}
