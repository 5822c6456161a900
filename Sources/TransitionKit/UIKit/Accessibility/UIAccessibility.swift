import Foundation

/// UIKit's accessibility namespace (`UIAccessibility`), the part transition code reads: whether
/// the user asked for reduced motion, whether VoiceOver runs, and posting notifications.
/// Reduced motion is the setting of `AccessibilitySettings.shared` (the playground turns it on
/// for `PUSHPOP_ANIMATIONS=none` and `basic`), announced when it changes as iOS announces it.
/// Nothing here speaks or listens: `isVoiceOverRunning` is false and
/// `post(notification:argument:)` does nothing (ours). Source: Apple's UIKit documentation for
/// `UIAccessibility`.
public enum UIAccessibility {
    /// A notification to assistive technologies, UIKit's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's value.
        public let rawValue: UInt32
        /// The notification with `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A large part of the screen changed (a new screen was pushed).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to read out (the argument is the string).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (the argument describes the new position).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether the Reduce Motion setting is on: `AccessibilitySettings.shared`'s
    /// `isReduceMotionEnabled` (false unless the program running the code turned it on).
    /// Source: Apple's UIKit documentation for `UIAccessibility.isReduceMotionEnabled`
    /// (`@MainActor static var isReduceMotionEnabled: Bool { get }`).
    @MainActor public static var isReduceMotionEnabled: Bool {
        AccessibilitySettings.shared.isReduceMotionEnabled
    }

    /// Whether VoiceOver is running: false.
    public static var isVoiceOverRunning: Bool { false }

    /// Posted on `NotificationCenter.default` when `isReduceMotionEnabled` changes (no object):
    /// when `AccessibilitySettings.shared.isReduceMotionEnabled` is set to another value.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Tells assistive technologies about `notification`, with `argument` (a string, a view or
    /// nil): does nothing here.
    public static func post(notification: Notification, argument: Any?) {}
}
