import Foundation

/// The frame rates a display link asks for, in frames per second, as Core Animation's
/// `CAFrameRateRange`. Source: Apple's Core Animation documentation for `CAFrameRateRange`.
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    /// The lowest acceptable rate (frames per second).
    public var minimum: Float
    /// The highest acceptable rate (frames per second).
    public var maximum: Float
    /// The rate wanted, if any (frames per second).
    public var preferred: Float?

    /// A range from `minimum` to `maximum` frames per second, wanting `preferred` (if given).
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The default range: no preference, every frame (all zeros).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
