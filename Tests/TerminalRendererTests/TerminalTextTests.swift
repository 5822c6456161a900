import Testing

@testable import TerminalRenderer

/// `TerminalText.columns`: text of scalars that stand alone is counted scalar by scalar, other
/// text character by character; both count a wide character as two columns.
@Suite struct TerminalTextTests {
    /// "ab" takes 2 columns; "┌─ 12 →" 7 (box drawing and the arrow are one column each);
    /// "中文" 4 (wide: two each); "─中" 3 (one narrow, one wide); "e\u{301}x" 2 (the combining
    /// acute accent joins its "e"); "" 0.
    @Test func columnsOfText() {
        #expect(TerminalText.columns(of: "ab") == 2)
        #expect(TerminalText.columns(of: "┌─ 12 →") == 7)
        #expect(TerminalText.columns(of: "中文") == 4)
        #expect(TerminalText.columns(of: "─中") == 3)
        #expect(TerminalText.columns(of: "e\u{301}x") == 2)
        #expect(TerminalText.columns(of: "") == 0)
        #expect(TerminalText.columns(of: "xab".dropFirst()) == 2)
    }
}
