import Foundation
import Testing

@testable import Playground

/// The HUD's per-frame typesetting: numbers as `printf` writes them, and wrapped text and key
/// hints that are the same whether worked out or looked up.
@Suite struct HUDTypesettingTests {
    /// `%.2f` rounds the exact binary value: 0.125 is exact and a tie, which goes to the even
    /// digit (0.12); 2.675 is stored as 2.67499999999999982236431605997495353221893310546875
    /// (below the tie: 2.67); 1.005 as 1.00499999999999989341858963598497211933135986328125
    /// (1.00); 0.375 is exact, a tie, even: 0.38. With no places, 0.5 → 0 and 1.5 → 2 (ties to
    /// even), 59.6 → 60.
    @Test func decimalsAsPrintfRoundsThem() {
        #expect(HUDTypesetting.decimal(0.125, places: 2) == "0.12")
        #expect(HUDTypesetting.decimal(2.675, places: 2) == "2.67")
        #expect(HUDTypesetting.decimal(1.005, places: 2) == "1.00")
        #expect(HUDTypesetting.decimal(0.375, places: 2) == "0.38")
        #expect(HUDTypesetting.decimal(0.5, places: 0) == "0")
        #expect(HUDTypesetting.decimal(1.5, places: 0) == "2")
        #expect(HUDTypesetting.decimal(59.6, places: 0) == "60")
        #expect(HUDTypesetting.decimal(-0.25, places: 1) == "-0.2")
    }

    /// Hand-worked strings at the edges: negative zero and a negative value that rounds to
    /// zero keep their "-"; 0.05 is stored as 0.05000000000000000277… (above the tie: 0.1);
    /// 0.45 as 0.450000000000000011102… (0.5); 1e15 + 0.5 is exact, a tie at no places, even:
    /// 1000000000000000; 2⁵² − 0.5 at two places is exact: 4503599627370495.50; the smallest
    /// subnormal is 0.00; 1e300 goes through printf; infinities and NaN as printf writes them.
    @Test func decimalsAtTheEdges() {
        #expect(HUDTypesetting.decimal(-0.0, places: 2) == "-0.00")
        #expect(HUDTypesetting.decimal(-0.001, places: 2) == "-0.00")
        #expect(HUDTypesetting.decimal(0.05, places: 1) == "0.1")
        #expect(HUDTypesetting.decimal(0.45, places: 1) == "0.5")
        #expect(HUDTypesetting.decimal(1e15 + 0.5, places: 0) == "1000000000000000")
        #expect(HUDTypesetting.decimal(0x1p52 - 0.5, places: 2) == "4503599627370495.50")
        #expect(HUDTypesetting.decimal(Double.leastNonzeroMagnitude, places: 2) == "0.00")
        #expect(HUDTypesetting.decimal(1e300, places: 0).count == 301)
        #expect(HUDTypesetting.decimal(.infinity, places: 2) == "inf")
        #expect(HUDTypesetting.decimal(-.infinity, places: 2) == "-inf")
        #expect(HUDTypesetting.decimal(.nan, places: 2) == "nan")
    }

    /// The same text as `String(format:)` (glibc's printf) for 0…3 places over values where
    /// the rounding is decided: every multiple of 1/1000 and of 1/8 (ties) from −50 to 50,
    /// times of a 0.35 s transition at 60 fps, and pseudo-random values of every magnitude up
    /// to 2⁵⁴ (a fixed linear congruential sequence, so the run is the same every time).
    @Test func decimalsAsStringFormatWritesThem() {
        var values: [Double] = []
        for step in -50_000...50_000 { values.append(Double(step) / 1000) }
        for step in -400...400 { values.append(Double(step) / 8) }
        for frame in 0...21 { values.append(Double(frame) / 60 * 0.35) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let magnitude = Double(state >> 11) / 0x1p53  // 0 ..< 1
            let exponent = Int(state % 70) - 15
            values.append((state & 1 == 0 ? 1 : -1) * magnitude * pow(2, Double(exponent)))
        }
        for value in values {
            for places in 0...3 {
                let expected = String(format: "%.\(places)f", value)
                if HUDTypesetting.decimal(value, places: places) != expected {
                    Issue.record(
                        "\(value) at \(places) places: \(HUDTypesetting.decimal(value, places: places)), not \(expected)"
                    )
                    return
                }
            }
        }
    }

    /// A text wrapped once and looked up in the next frames gives the lines `PanelWriter.wrap`
    /// gives ("interactive 50" is 14 columns; see `PanelWriterTests`), also after frames end;
    /// a text no frame used is wrapped again (at another width, other lines).
    @Test func wrappedTextIsTheSameLookedUp() {
        let typesetting = HUDTypesetting()
        let text = "interactive 50 %: [ ] scrub"
        let expected = ["interactive", "50 %: [ ]", "scrub"]
        #expect(typesetting.wrap(text, width: 14) == expected)
        #expect(typesetting.wrap(text, width: 14) == expected)
        typesetting.endFrame()
        #expect(typesetting.wrap(text, width: 14) == expected)
        typesetting.endFrame()
        typesetting.endFrame()
        #expect(typesetting.wrap(text, width: 14) == expected)
        // "interactive 50 %:" is 17 columns, "[ ] scrub" 9.
        #expect(typesetting.wrap(text, width: 17) == ["interactive 50 %:", "[ ] scrub"])
    }

    /// Texts asked for in another order than in the last frame, and at another width, give
    /// `PanelWriter.wrap`'s lines: "one two" at width 4 is "one", "two" (7 columns together);
    /// "three four" at width 6 is "three", "four" (10); "five" is whole; "one two" at width 8
    /// is one line.
    @Test func wrappedTextsInAnotherOrder() {
        let typesetting = HUDTypesetting()
        #expect(typesetting.wrap("one two", width: 4) == ["one", "two"])
        #expect(typesetting.wrap("three four", width: 6) == ["three", "four"])
        typesetting.endFrame()
        #expect(typesetting.wrap("three four", width: 6) == ["three", "four"])
        #expect(typesetting.wrap("five", width: 6) == ["five"])
        #expect(typesetting.wrap("one two", width: 4) == ["one", "two"])
        #expect(typesetting.wrap("one two", width: 8) == ["one two"])
        typesetting.endFrame()
        #expect(typesetting.wrap("one two", width: 8) == ["one two"])
    }

    /// The progress bar: the fraction of its cells filled, rounded (0.3 × 8 = 2.4: 2 of 8;
    /// 0.5 × 8: 4), clamped to 0…1, `█`/`░` or `#`/`-` in ASCII; asked again, the same.
    @Test func progressBars() {
        let typesetting = HUDTypesetting()
        #expect(typesetting.progressBar(0.3, width: 8, ascii: false) == "[██░░░░░░]")
        #expect(typesetting.progressBar(0.3, width: 8, ascii: false) == "[██░░░░░░]")
        #expect(typesetting.progressBar(0.5, width: 8, ascii: true) == "[####----]")
        #expect(typesetting.progressBar(1.5, width: 4, ascii: false) == "[████]")
        #expect(typesetting.progressBar(-1, width: 4, ascii: true) == "[----]")
    }

    /// The breadcrumb fitted to a width: "Home › Photos › Photo 3" takes 23 columns; at 20 the
    /// first entry gives way to "…" ("… › Photos › Photo 3", 20 columns); at 10 only the last
    /// is left ("… › Photo 3", 11: the last entry is never dropped); a title that changes is
    /// fitted again.
    @Test func breadcrumbsFitTheirWidth() {
        let typesetting = HUDTypesetting()
        let crumbs = [
            (separator: "", title: "Home"), (separator: " › ", title: "Photos"), (separator: " › ", title: "Photo 3"),
        ]
        #expect(typesetting.breadcrumb(crumbs, width: 30) == "Home › Photos › Photo 3")
        #expect(typesetting.breadcrumb(crumbs, width: 20) == "… › Photos › Photo 3")
        #expect(typesetting.breadcrumb(crumbs, width: 10) == "… › Photo 3")
        var renamed = crumbs
        renamed[2].title = "Photo 4"
        #expect(typesetting.breadcrumb(renamed, width: 10) == "… › Photo 4")
    }

    /// The key hints follow the width and the number of animators they were asked for.
    @Test func hintsFollowTheirWidth() {
        let typesetting = HUDTypesetting()
        for (count, width) in [(18, 200), (18, 30), (9, 30), (18, 200)] {
            #expect(
                typesetting.hintLines(animatorCount: count, width: width)
                    == KeyTable.hintLines(animatorCount: count, width: width))
        }
    }
}
