import CNcurses

/// Maps what `wget_wch` returns to `InputEvent`s. Source: ncurses `curs_get_wch(3X)` and
/// `curs_getch(3X)` key codes; the choice of keys is ours.
enum KeyDecoder {
    /// The event for a character `wget_wch` returned with `OK`, or nil to ignore it.
    /// Enter is CR (with `nonl`) or LF; Backspace is DEL or ^H; ^C arrives here only in raw mode.
    static func event(forCharacter code: UInt32) -> InputEvent? {
        switch code {
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x1B: return .escape
        case 0x09: return .tab
        case 0x03: return .interrupt
        case 0x00..<0x20, 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The event for a function key `wget_wch` returned with `KEY_CODE_YES`, or nil to ignore
    /// it (`KEY_RESIZE` is handled by the caller).
    static func event(forKey code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_BACKSPACE: return .backspace
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        default: return nil
        }
    }
}
