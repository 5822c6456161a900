import CNcurses

/// The colours of the current ncurses screen, as `TerminalScreen` (and the benchmark, which
/// must measure what the app does) sets them up. Source: ncurses `curs_color(3X)`,
/// `default_colors(3X)`; ours.
public struct CursesColors: Sendable, Equatable {
    /// The depth to draw at.
    public let depth: ColorDepth
    /// Whether colour −1 (the terminal's default) is available (`use_default_colors` succeeded).
    public let hasDefaultColors: Bool
    /// Number of colour pairs the terminal allows (`COLOR_PAIRS`), pair 0 included; 1 without colours.
    public let pairCapacity: Int

    /// No colours started: `.monochrome`, no default colours, pair 0 only.
    public static let none = CursesColors(depth: .monochrome, hasDefaultColors: false, pairCapacity: 1)

    /// Starts colours on the current screen if it has any (`has_colors`; else `none`):
    /// `start_color`, then `use_default_colors`. The depth is `wanted(COLORS)`, capped by what
    /// terminfo's `COLORS` can show (`ColorDepth(terminalColors:)`) — except that `.trueColor`
    /// stays when frames are written `direct`ly and the terminal takes them
    /// (`DirectOutputSupport`), since written directly 24-bit colour needs only the terminal's
    /// word (`COLORTERM`), not terminfo's.
    @MainActor
    public static func start(direct: Bool, wanted: (_ terminalColors: Int) -> ColorDepth) -> CursesColors {
        guard has_colors() else { return .none }
        start_color()
        let hasDefaultColors = use_default_colors() == OK
        let colors = Int(pushpop_colors())
        let requested = wanted(colors)
        let depth =
            requested == .trueColor && direct && DirectOutputSupport.check(depth: .trueColor)
            ? .trueColor
            : min(requested, ColorDepth(terminalColors: colors))
        return CursesColors(
            depth: depth, hasDefaultColors: hasDefaultColors, pairCapacity: Int(pushpop_color_pairs()))
    }
}
