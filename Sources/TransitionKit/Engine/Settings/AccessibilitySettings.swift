import Foundation

/// The device's accessibility settings that UIKit reports to apps — here set by the program
/// that runs them (the playground's `PUSHPOP_ANIMATIONS`, a test), as a person sets them in
/// the Settings app (Accessibility › Motion). `UIAccessibility.isReduceMotionEnabled` answers
/// from `isReduceMotionEnabled`; a change is announced as iOS announces it, by posting
/// `UIAccessibility.reduceMotionStatusDidChangeNotification` on `NotificationCenter.default`
/// (no object, no user info), on the main actor, after the value has changed. Ours: iOS has no
/// API to change the setting. Source (of the notification): Apple's UIKit documentation for
/// `UIAccessibility.reduceMotionStatusDidChangeNotification`.
@preconcurrency @MainActor
public final class AccessibilitySettings {
    /// The one set of settings of the process.
    public static let shared = AccessibilitySettings()

    /// Whether Reduce Motion is on (default false). Setting another value posts
    /// `UIAccessibility.reduceMotionStatusDidChangeNotification`; setting the same does not.
    public var isReduceMotionEnabled = false {
        didSet {
            guard isReduceMotionEnabled != oldValue else { return }
            NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }
    }

    private init() {}
}
