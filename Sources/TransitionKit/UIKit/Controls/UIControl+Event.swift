import Foundation

extension UIControl {
    /// The events a control sends actions for, as UIKit's `UIControl.Event` (same raw values).
    /// Source: UIKit SDK (`UIControl.h`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bit pattern.
        public let rawValue: UInt
        /// An event set from its bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (`tapCount` above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged from outside into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged from inside out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (sliders, switches).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap, iOS 9).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began (text fields).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the application's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states of a control, as UIKit's `UIControl.State` (same raw values): titles and
    /// colours are set per state. Source: UIKit SDK (`UIControl.h`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The bit pattern.
        public let rawValue: UInt
        /// A state set from its bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted: no bit set.
        public static let normal = State([])
        /// A finger is down in the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (tvOS, keyboards).
        public static let focused = State(rawValue: 1 << 3)
        /// For the application's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
