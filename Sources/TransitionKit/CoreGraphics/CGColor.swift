import Foundation

/// A colour as Core Graphics stores it: red, green, blue and alpha components in the sRGB
/// colour space, each a 0…1 fraction.
///
/// Foundation on Linux has no Core Graphics; TransitionKit supplies this subset so that
/// `CALayer.backgroundColor` and `borderColor` keep their Core Animation types.
/// Source: Apple's Core Graphics documentation (`CGColor(red:green:blue:alpha:)`, `components`).
public final class CGColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Red, green, blue and alpha, each 0…1.
    public let components: [CGFloat]?
    /// Opacity, 0…1.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// Number of components including alpha: always 4 here.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Creates an sRGB colour; components are clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [Self.clamped(red), Self.clamped(green), Self.clamped(blue), Self.clamped(alpha)]
    }

    /// `value` limited to 0…1.
    private static func clamped(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }

    /// Creates a grey: `gray` for red, green and blue (0 black … 1 white).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Equal when all components are equal (Core Graphics' `CGColorEqualToColor` compares
    /// colour space and components; every colour here is sRGB).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    /// Hashes the components, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// `CGColor(r, g, b, a)` with three decimals, for logs and test output. Ours.
    public var description: String {
        let parts = (components ?? []).map { String(format: "%.3f", Double($0)) }
        return "CGColor(\(parts.joined(separator: ", ")))"
    }

    var rgba: RGBA {
        guard let c = components, c.count == 4 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        return RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

/// Components of an sRGB colour, 0…1 each; the value animations interpolate.
struct RGBA: Equatable, Sendable {
    var red: CGFloat
    var green: CGFloat
    var blue: CGFloat
    var alpha: CGFloat

    static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    func interpolated(to other: RGBA, fraction: CGFloat) -> RGBA {
        RGBA(
            red: red + (other.red - red) * fraction,
            green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction,
            alpha: alpha + (other.alpha - alpha) * fraction)
    }

    var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}
