import Testing

@testable import TerminalRenderer

@Suite struct ColorTests {
    // Expected indices worked out from xterm's 256-colour layout: cube 16 + 36r + 6g + b with
    // levels 0, 95, 135, 175, 215, 255; greys 232 + k at 8 + 10k.
    @Test func palette256KnownValues() {
        let q = ColorQuantizer(depth: .palette256)
        #expect(q.index(for: RGB(red: 255, green: 0, blue: 0)) == 196)  // cube (5,0,0)
        #expect(q.index(for: RGB(red: 0, green: 0, blue: 0)) == 16)  // cube black beats grey 8
        #expect(q.index(for: RGB(red: 255, green: 255, blue: 255)) == 231)
        // Grey 128: cube's nearest grey is 135 (off by 7), the ramp has 128 exactly (232 + 12).
        #expect(q.index(for: RGB(red: 128, green: 128, blue: 128)) == 244)
        // systemBlue (0, 122, 255): levels 0, 135, 255 → 16 + 0 + 12 + 5 = 33.
        #expect(q.index(for: RGB(red: 0, green: 122, blue: 255)) == 33)
        // (95, 135, 175) is a cube colour exactly: 16 + 36 + 12 + 3 = 67.
        #expect(q.index(for: RGB(red: 95, green: 135, blue: 175)) == 67)
        #expect(q.quantized(RGB(red: 250, green: 2, blue: 3)) == RGB(red: 255, green: 0, blue: 0))
        #expect(ColorQuantizer.paletteColor(244) == RGB(red: 128, green: 128, blue: 128))
        #expect(ColorQuantizer.paletteColor(67) == RGB(red: 95, green: 135, blue: 175))
    }

    // Hues worked out by hand: systemBlue 211° → blue (240 is nearer than 180), systemGreen
    // 135° → green, systemOrange 35° → yellow, greys by luminance.
    @Test func palette8ByHue() {
        let q = ColorQuantizer(depth: .palette8)
        #expect(q.index(for: RGB(red: 255, green: 0, blue: 0)) == 1)
        #expect(q.index(for: RGB(red: 0, green: 0, blue: 255)) == 4)
        #expect(q.index(for: RGB(red: 0, green: 122, blue: 255)) == 4)
        #expect(q.index(for: RGB(red: 52, green: 199, blue: 89)) == 2)
        #expect(q.index(for: RGB(red: 255, green: 149, blue: 0)) == 3)
        #expect(q.index(for: RGB(red: 0, green: 200, blue: 200)) == 6)
        #expect(q.index(for: RGB(red: 200, green: 0, blue: 200)) == 5)
        #expect(q.index(for: RGB(red: 242, green: 242, blue: 247)) == 7)
        #expect(q.index(for: RGB(red: 30, green: 30, blue: 30)) == 0)
        #expect(q.index(for: RGB(red: 40, green: 0, blue: 0)) == 0)  // too dark to be red
    }

    @Test func trueColorAndMonochrome() {
        #expect(ColorQuantizer(depth: .trueColor).index(for: .white) == nil)
        #expect(
            ColorQuantizer(depth: .trueColor).quantized(RGB(red: 1, green: 2, blue: 3))
                == RGB(red: 1, green: 2, blue: 3))
        #expect(ColorQuantizer(depth: .monochrome).index(for: .white) == nil)
        #expect(ColorQuantizer(depth: .monochrome).quantized(RGB(red: 200, green: 200, blue: 200)) == .white)
    }

    @Test func blending() {
        // White over red at ½: (255, 127.5, 127.5) rounds to (255, 128, 128).
        #expect(
            RGB.white.blended(over: RGB(red: 255, green: 0, blue: 0), alpha: 0.5)
                == RGB(red: 255, green: 128, blue: 128))
        #expect(RGB.white.blended(over: .black, alpha: 0.2) == RGB(red: 51, green: 51, blue: 51))
        #expect(RGB.white.blended(over: .black, alpha: 1.5) == .white)
        #expect(RGB.white.blended(over: .black, alpha: -1) == .black)
    }

    @Test func depthDetection() {
        #expect(
            ColorDepth.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], terminalColors: 256)
                == .monochrome)
        #expect(ColorDepth.detect(environment: ["COLORTERM": "truecolor"], terminalColors: 8) == .trueColor)
        #expect(ColorDepth.detect(environment: ["COLORTERM": "24bit"], terminalColors: nil) == .trueColor)
        #expect(ColorDepth.detect(environment: [:], terminalColors: 256) == .palette256)
        #expect(ColorDepth.detect(environment: [:], terminalColors: 8) == .palette8)
        #expect(ColorDepth.detect(environment: [:], terminalColors: 2) == .monochrome)
        #expect(ColorDepth.detect(environment: [:], terminalColors: 1 << 24) == .trueColor)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"], terminalColors: nil) == .palette256)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm"], terminalColors: nil) == .palette8)
        #expect(ColorDepth.detect(environment: ["TERM": "dumb"], terminalColors: nil) == .monochrome)
        #expect(ColorDepth.detect(environment: [:], terminalColors: nil) == .monochrome)
        // An empty NO_COLOR does not count (no-color.org).
        #expect(ColorDepth.detect(environment: ["NO_COLOR": ""], terminalColors: 256) == .palette256)
        #expect(ColorDepth.monochrome < ColorDepth.palette8 && ColorDepth.palette8 < ColorDepth.palette256)
        #expect(ColorDepth.palette256 < ColorDepth.trueColor)
    }

    @Test func glyphDetection() {
        #expect(GlyphSet.detect(environment: ["LANG": "en_US.UTF-8"]) == .unicode)
        #expect(GlyphSet.detect(environment: ["LANG": "C.utf8"]) == .unicode)
        #expect(GlyphSet.detect(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == .ascii)
        #expect(GlyphSet.detect(environment: ["LC_ALL": "", "LC_CTYPE": "de_DE.UTF-8", "LANG": "C"]) == .unicode)
        #expect(GlyphSet.detect(environment: [:]) == .ascii)
        #expect(GlyphSet.detect(environment: ["LANG": "POSIX"]) == .ascii)
    }

    /// Chinese, Japanese and Korean UTF-8 locales draw box drawing and blocks two columns wide
    /// in many terminals: ASCII there, unless PUSHPOP_AMBIGUOUS_WIDTH=narrow says otherwise.
    /// The locale that decides is the one POSIX picks (LC_ALL, then LC_CTYPE, then LANG).
    @Test func eastAsianLocalesUseASCII() {
        for locale in ["ja_JP.UTF-8", "zh_CN.UTF-8", "zh_TW.utf8", "ko_KR.UTF-8", "ja.UTF-8", "zh_HK.UTF-8@stroke"] {
            #expect(GlyphSet.detect(environment: ["LANG": locale]) == .ascii, "\(locale)")
            #expect(
                GlyphSet.detect(environment: ["LANG": locale, "PUSHPOP_AMBIGUOUS_WIDTH": "narrow"]) == .unicode,
                "\(locale) narrow")
        }
        #expect(GlyphSet.detect(environment: ["LANG": "ja_JP.UTF-8", "PUSHPOP_AMBIGUOUS_WIDTH": "wide"]) == .ascii)
        #expect(GlyphSet.detect(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ja_JP.UTF-8"]) == .unicode)
        #expect(GlyphSet.detect(environment: ["LC_CTYPE": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]) == .ascii)
        // Not East Asian: Kannada (kn), Konkani (kok), Jamaican (jam) and Zhuang (za) pass.
        for locale in ["kn_IN.UTF-8", "kok_IN.UTF-8", "jam_JM.UTF-8", "za_CN.UTF-8"] {
            #expect(GlyphSet.detect(environment: ["LANG": locale]) == .unicode, "\(locale)")
        }
    }
}
