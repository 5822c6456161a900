import Foundation

/// An explicit animation on a layer: the copy the layer keeps, its key, and where it started.
@MainActor
final class AttachedAnimation {
    let key: String
    let animation: CAAnimation
    /// Local time at which it begins (moved when an interaction gives the layer's time back).
    var beginTime: TimeInterval
    /// Set when its active time has run out (it may stay, filling forwards).
    var hasEnded = false
    var hasStarted = false

    init(key: String, animation: CAAnimation, beginTime: TimeInterval) {
        self.key = key
        self.animation = animation
        self.beginTime = beginTime
    }

    var endTime: TimeInterval { beginTime + animation.activeDuration }
}
