import Foundation

extension UIEvent {
    /// The kind of an event, as UIKit's `UIEvent.EventType` (same raw values). Source: UIKit
    /// SDK (`UIEvent.h`).
    public enum EventType: Int, Sendable {
        /// Touches on the screen: every event TransitionKit sends.
        case touches = 0
        /// Motion of the device.
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Physical buttons pressed.
        case presses = 3
        /// A scroll from a trackpad or mouse wheel (iOS 13.4).
        case scroll = 10
        /// A pointer hovering (iOS 13.4).
        case hover = 11
        /// A transform gesture from a trackpad (iOS 13.4).
        case transform = 14
    }

    /// The subtype of an event, as UIKit's `UIEvent.EventSubtype` (the touch events' `.none`
    /// and the shake; remote-control subtypes are not modelled). Source: UIKit SDK (`UIEvent.h`).
    public enum EventSubtype: Int, Sendable {
        /// No subtype: every touch event.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
    }
}
