/// An opaque sRGB colour with 8-bit channels (0…255 each), as a terminal cell stores it.
///
/// Blending and quantisation work on these values; translucency is resolved by the
/// rasteriser before a colour reaches a cell. Source: ours.
public struct RGB: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8

    /// Creates a colour from 8-bit channels (0…255 each).
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from 0…1 fractions, clamped and rounded to the nearest 8-bit value.
    public init(fractionRed red: Double, green: Double, blue: Double) {
        self.init(red: RGB.channel(red), green: RGB.channel(green), blue: RGB.channel(blue))
    }

    /// Black, (0, 0, 0).
    public static let black = RGB(red: 0, green: 0, blue: 0)
    /// White, (255, 255, 255).
    public static let white = RGB(red: 255, green: 255, blue: 255)

    /// `self` laid over `below` with opacity `alpha` (0…1): each channel is
    /// `round(self·alpha + below·(1 − alpha))`, the "source over" blend in sRGB space.
    @inline(__always)
    public func blended(over below: RGB, alpha: Double) -> RGB {
        if alpha >= 1 { return self }
        if alpha <= 0 { return below }
        @inline(__always)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            let value = Double(top) * alpha + Double(bottom) * (1 - alpha)
            // Half up, as `rounded()` for these non-negative values, without a call to libm.
            return UInt8(min(max(value, 0), 255) + 0.5)
        }
        return RGB(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue))
    }

    /// Relative luminance, 0 (black) … 1 (white), with Rec. 709 weights on the 8-bit values
    /// (no gamma decoding: good enough to pick glyph densities and border contrast).
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }

    /// `"#RRGGBB"`.
    public var description: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for channel in [red, green, blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 0xF)])
        }
        return text
    }

    private static func channel(_ fraction: Double) -> UInt8 {
        guard fraction.isFinite else { return 0 }
        return UInt8(min(max((fraction * 255).rounded(), 0), 255))
    }
}
