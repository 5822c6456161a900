/// How many colours the output can show, from none to 24-bit. Ordered: `monochrome <
/// palette8 < palette256 < trueColor`.
public enum ColorDepth: Sendable, Comparable, Hashable {
    /// No colours: attributes (bold) and glyphs only.
    case monochrome
    /// The eight ANSI colours (SGR 30–37 / 40–47).
    case palette8
    /// xterm's 256-colour palette (SGR 38;5;n / 48;5;n).
    case palette256
    /// 24-bit colour (SGR 38;2;r;g;b / 48;2;r;g;b).
    case trueColor

    /// The depth a terminal reporting `terminalColors` colours (terminfo's `colors`, ncurses'
    /// `COLORS`) can show: ≥ 2²⁴ → `.trueColor` (a direct-colour entry), ≥ 256 →
    /// `.palette256`, ≥ 8 → `.palette8`, otherwise `.monochrome`. Source: terminfo(5); ours.
    public init(terminalColors: Int) {
        switch terminalColors {
        case (1 << 24)...: self = .trueColor
        case 256...: self = .palette256
        case 8...: self = .palette8
        default: self = .monochrome
        }
    }

    /// The depth to use for `environment` and a terminal that reports `terminalColors` colours
    /// (terminfo's `colors`, nil if unknown), in this order:
    /// 1. `NO_COLOR` set to a non-empty value → `.monochrome` (no-color.org);
    /// 2. `COLORTERM` `truecolor` or `24bit` → `.trueColor` (the de-facto convention);
    /// 3. `terminalColors` if known: ≥ 2²⁴ → `.trueColor`, ≥ 256 → `.palette256`, ≥ 8 →
    ///    `.palette8`, otherwise `.monochrome`;
    /// 4. otherwise `TERM`: containing `256color` → `.palette256`, `direct` → `.trueColor`;
    ///    `dumb` or unset → `.monochrome`; any other → `.palette8`.
    public static func detect(environment: [String: String], terminalColors: Int?) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if let colors = terminalColors { return ColorDepth(terminalColors: colors) }
        let term = (environment["TERM"] ?? "").lowercased()
        if term.isEmpty || term == "dumb" { return .monochrome }
        if term.contains("256color") { return .palette256 }
        if term.contains("direct") { return .trueColor }
        return .palette8
    }
}
