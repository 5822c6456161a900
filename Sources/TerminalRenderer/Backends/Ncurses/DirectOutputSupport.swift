import CNcurses

/// Whether the current ncurses terminal takes the ECMA-48 sequences `FrameEncoder` writes, read
/// from its terminfo entry: `cup` must be `ESC[r;cH`; a terminal that wraps at the right margin
/// (`am`) must also defer the wrap (`xenl`), so writing the bottom-right cell does not scroll;
/// with colours, `setaf`/`setab` must give `ESC[31m`/`ESC[41m` for colour 1 (and `ESC[38;5;196m`
/// for 196 when the terminal has 256 colours); `bold`, if present, must be `ESC[1m`. Every
/// terminal emulator in use passes (xterm, VTE, kitty, iTerm2, tmux, screen, the Linux
/// console); others are drawn through ncurses. Source: terminfo(5); ours.
enum DirectOutputSupport {
    /// Whether the current terminal passes, for drawing at `depth`.
    @MainActor
    static func check(depth: ColorDepth) -> Bool {
        guard capability("cup", 4, 9) == "\u{1B}[5;10H" else { return false }
        if pushpop_has_flag("am") && !pushpop_has_flag("xenl") { return false }
        if let bold = capability("bold", 0, 0), bold != "\u{1B}[1m" { return false }
        guard depth != .monochrome else { return true }
        guard capability("setaf", 1, 0) == "\u{1B}[31m", capability("setab", 1, 0) == "\u{1B}[41m" else {
            return false
        }
        if depth == .palette256 {
            return capability("setaf", 196, 0) == "\u{1B}[38;5;196m"
                && capability("setab", 196, 0) == "\u{1B}[48;5;196m"
        }
        return true
    }

    private static func capability(_ name: String, _ first: Int32, _ second: Int32) -> String? {
        pushpop_capability(name, first, second).map { String(cString: $0) }
    }
}
