import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current media time in seconds: `AnimationEngine.shared.currentTime`, the clock every
/// animation runs on (Core Animation's host time; here the engine's, advanced by hand in tests
/// and headless mode). Keeps Core Animation's name. Source: Apple's Core Animation
/// documentation for `CACurrentMediaTime()`.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> TimeInterval {
    AnimationEngine.shared.currentTime
}
