import Foundation

/// When a finger lets go of a system interactive transition — the navigation controller's
/// edge swipe, a page sheet's swipe down — whether the transition finishes or is put back. A
/// flick of at least `decisiveVelocity` points per second towards the end finishes it and one
/// away from the end cancels it; slower, it finishes when its progress is above one half.
/// Ours: iOS publishes neither number.
enum InteractiveRelease {
    /// The flick speed, in points per second, that decides on release whatever the progress.
    static let decisiveVelocity: CGFloat = 500

    /// Whether a transition let go of at `progress` (0…1) with the finger moving at `velocity`
    /// points per second towards its end (negative: away from it) finishes.
    static func finishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        velocity >= decisiveVelocity || (velocity > -decisiveVelocity && progress > 0.5)
    }
}
