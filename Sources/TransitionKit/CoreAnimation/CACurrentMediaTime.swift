import Foundation

/// The current media time in seconds: `AnimationEngine.shared.currentTime`, the clock every
/// animation runs on (Core Animation's host time; here the engine's, advanced by hand in tests
/// and headless mode). Source: Apple's Core Animation documentation for `CACurrentMediaTime()`.
// swift-format-ignore: AlwaysUseLowerCamelCase
// (Core Animation's own name.)
@MainActor
public func CACurrentMediaTime() -> TimeInterval {
    AnimationEngine.shared.currentTime
}
