/// One thing the person at the terminal did, or that happened to the terminal, as reported by
/// `TerminalScreen.waitForInput(timeout:)`. Source: ours.
public enum InputEvent: Equatable, Sendable {
    /// A printable character key (already decoded from UTF-8).
    case character(Character)
    /// Return / Enter.
    case enter
    /// Backspace (DEL or ^H).
    case backspace
    /// A lone Escape, recognised after ncurses' ESCDELAY (25 ms unless `ESCDELAY` is set).
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// The terminal now has `columns × rows` cells; the screen has already been resized to match,
    /// and the next `draw` repaints everything.
    case resize(columns: Int, rows: Int)
    /// The mouse's left button went down, moved while held, or came up, at a cell.
    case pointer(PointerEvent)
    /// Ctrl-C (SIGINT).
    case interrupt
    /// SIGTERM, SIGHUP or SIGQUIT (Ctrl-\), or the terminal went away (reported as SIGHUP):
    /// quit now. `signal` is the signal's number.
    case terminate(signal: Int32)
}
