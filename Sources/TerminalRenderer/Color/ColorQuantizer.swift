/// Maps 24-bit colours to the nearest colour a terminal of a given `ColorDepth` can show.
///
/// - `.palette256`: xterm's 6×6×6 cube (indices 16…231, channel levels 0, 95, 135, 175, 215,
///   255) and grey ramp (232…255, levels 8, 18, …, 238), nearest by the "redmean" weighted
///   distance (a cheap perceptual approximation). Indices 0…15 are skipped: terminals theme them.
///   Source: xterm's `256colres.h`; the metric after T. Riemersma, "Colour metric" (CompuPhase).
/// - `.palette8`: ANSI 0…7 (black, red, green, yellow, blue, magenta, cyan, white) by hue,
///   since themes move those colours too much for a distance to mean much: greys and very dark
///   colours go to black or white by luminance, others to the nearest of the six hues. Ours.
/// - `.trueColor`: every colour is itself; no index.
/// - `.monochrome`: no index; `quantized` gives black or white by luminance.
public struct ColorQuantizer: Sendable {
    /// The depth this quantizer maps to.
    public let depth: ColorDepth

    /// A quantizer for `depth`.
    public init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The palette index for `color`: 16…255 at `.palette256`, 0…7 at `.palette8`, nil at
    /// `.trueColor` and `.monochrome`.
    public func index(for color: RGB) -> Int? {
        switch depth {
        case .palette256: return ColorQuantizer.index256(for: color)
        case .palette8: return ColorQuantizer.index8(for: color)
        case .trueColor, .monochrome: return nil
        }
    }

    /// The colour the terminal shows for `color`: the palette entry's RGB (xterm's defaults for
    /// the eight ANSI colours), `color` itself at `.trueColor`, black or white at `.monochrome`.
    public func quantized(_ color: RGB) -> RGB {
        switch depth {
        case .trueColor: return color
        case .monochrome: return color.luminance >= 0.5 ? .white : .black
        case .palette256: return ColorQuantizer.paletteColor(ColorQuantizer.index256(for: color))
        case .palette8: return ColorQuantizer.ansiColors[ColorQuantizer.index8(for: color)]
        }
    }

    /// The RGB of xterm-256 palette entry `index` (16…255; 0…15 give xterm's default system colours).
    public static func paletteColor(_ index: Int) -> RGB {
        switch index {
        case 16...231:
            let cube = index - 16
            return RGB(
                red: cubeLevels[cube / 36], green: cubeLevels[(cube / 6) % 6], blue: cubeLevels[cube % 6])
        case 232...255:
            let level = UInt8(8 + 10 * (index - 232))
            return RGB(red: level, green: level, blue: level)
        case 0...7:
            return ansiColors[index]
        case 8...15:
            return brightColors[index - 8]
        default:
            return .black
        }
    }

    // MARK: 256 colours

    /// The six channel levels of xterm's colour cube.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    static func index256(for color: RGB) -> Int {
        let r = nearestCubeLevel(color.red)
        let g = nearestCubeLevel(color.green)
        let b = nearestCubeLevel(color.blue)
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let cubeColor = RGB(red: cubeLevels[r], green: cubeLevels[g], blue: cubeLevels[b])
        // Nearest grey of the ramp to the channel mean.
        let mean = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(max((mean - 8 + 5) / 10, 0), 23)
        let greyLevel = UInt8(8 + 10 * step)
        let greyColor = RGB(red: greyLevel, green: greyLevel, blue: greyLevel)
        return distance(color, greyColor) < distance(color, cubeColor) ? 232 + step : cubeIndex
    }

    private static func nearestCubeLevel(_ value: UInt8) -> Int {
        // Midpoints between the levels 0, 95, 135, 175, 215, 255.
        switch value {
        case ..<48: return 0
        case ..<115: return 1
        case ..<155: return 2
        case ..<195: return 3
        case ..<235: return 4
        default: return 5
        }
    }

    /// Squared "redmean" distance: a weighted Euclidean distance whose red and blue weights
    /// follow the mean red level.
    static func distance(_ lhs: RGB, _ rhs: RGB) -> Int {
        let meanRed = (Int(lhs.red) + Int(rhs.red)) / 2
        let dr = Int(lhs.red) - Int(rhs.red)
        let dg = Int(lhs.green) - Int(rhs.green)
        let db = Int(lhs.blue) - Int(rhs.blue)
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }

    // MARK: 8 colours

    /// xterm's default RGB for ANSI colours 0…7.
    static let ansiColors: [RGB] = [
        RGB(red: 0, green: 0, blue: 0), RGB(red: 205, green: 0, blue: 0), RGB(red: 0, green: 205, blue: 0),
        RGB(red: 205, green: 205, blue: 0), RGB(red: 0, green: 0, blue: 238), RGB(red: 205, green: 0, blue: 205),
        RGB(red: 0, green: 205, blue: 205), RGB(red: 229, green: 229, blue: 229),
    ]

    /// xterm's default RGB for the bright colours 8…15.
    static let brightColors: [RGB] = [
        RGB(red: 127, green: 127, blue: 127), RGB(red: 255, green: 0, blue: 0), RGB(red: 0, green: 255, blue: 0),
        RGB(red: 255, green: 255, blue: 0), RGB(red: 92, green: 92, blue: 255), RGB(red: 255, green: 0, blue: 255),
        RGB(red: 0, green: 255, blue: 255), RGB(red: 255, green: 255, blue: 255),
    ]

    static func index8(for color: RGB) -> Int {
        let r = Double(color.red) / 255
        let g = Double(color.green) / 255
        let b = Double(color.blue) / 255
        let maximum = max(r, g, b)
        let minimum = min(r, g, b)
        let chroma = maximum - minimum
        let saturation = maximum > 0 ? chroma / maximum : 0
        if saturation < 0.25 || maximum < 0.25 {
            return color.luminance >= 0.5 ? 7 : 0
        }
        var hue: Double
        if maximum == r {
            hue = 60 * ((g - b) / chroma)
        } else if maximum == g {
            hue = 60 * ((b - r) / chroma + 2)
        } else {
            hue = 60 * ((r - g) / chroma + 4)
        }
        if hue < 0 { hue += 360 }
        // Hue sectors centred on red 0°, yellow 60°, green 120°, cyan 180°, blue 240°, magenta 300°.
        let sector = Int(((hue + 30) / 60).rounded(.down)) % 6
        let ansiBySector = [1, 3, 2, 6, 4, 5]
        return ansiBySector[sector]
    }
}
