import Foundation

/// A time interval in seconds, as Core Foundation's `CFTimeInterval` (the type of Core
/// Animation's times: `CACurrentMediaTime()`, `CADisplayLink.timestamp`, `CAMediaTiming`'s
/// durations). Foundation on Linux does not export it. Source: Apple's Core Foundation
/// documentation for `CFTimeInterval`.
public typealias CFTimeInterval = Double
