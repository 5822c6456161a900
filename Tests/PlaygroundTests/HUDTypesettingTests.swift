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
