/// Turns what ncurses reads, key by key, into the events a person meant: mouse reports — SGR
/// (`ESC [ < b ; x ; y M` or `m`, mode 1006) and X10-style (`ESC [ M b x y`, each a byte 32 +
/// the value) — become `PointerEvent`s, and arrow and back-tab sequences that terminfo did not
/// describe become those keys.
///
/// pushpop decodes mouse reports itself rather than through ncurses (`mousemask`, `KEY_MOUSE`):
/// ncurses recognises only the report format terminfo's `kmous` names — `ESC [ M` for
/// `tmux-256color` and `screen-256color`, `ESC [ <` for `xterm-256color` — so under one `TERM`
/// the other format arrived as Escape, `[`, `<`, digits… (a `[` scrubbing, an Escape cancelling).
/// The terminal is asked for SGR reports with button-motion tracking (modes 1006 and 1002)
/// whatever `TERM` says, and both formats are read. A report may arrive split over two reads:
/// its start is held until the rest comes. A sequence that starts like a report and then breaks
/// the grammar is dropped through its final byte, as a terminal parses a control sequence
/// (ECMA-48: parameter and intermediate bytes up to one in `@`…`~`), so neither a stray `[` or
/// Escape nor the digits of an overlong or negative number reach the app as keys.
///
/// Only the left button counts: its press (`down`), motion while held (`moved`) and release
/// (`up`); Shift, Meta and Control held with it are ignored; other buttons and the wheel give
/// nothing. X10 coordinates reach 223 (one byte each); in a UTF-8 locale ncurses delivers bytes
/// above 127 as parts of characters, so X10 reports there reach column and row 95 — SGR reports
/// have no limit. Source: xterm's "Control Sequences", Mouse Tracking; ours.
struct InputDecoder {
    /// The start of a report read so far, kept for the next batch.
    private var pending: [InputEvent] = []

    /// The events `batch` (what ncurses returned in one non-blocking read, after anything held
    /// from the last) stands for. An unfinished report at its end is held for the next call.
    mutating func decode(_ batch: [InputEvent]) -> [InputEvent] {
        let events = pending + batch
        pending = []
        var result: [InputEvent] = []
        result.reserveCapacity(events.count)
        var index = 0
        while index < events.count {
            switch Self.sequence(in: events, at: index) {
            case .none:
                result.append(events[index])
                index += 1
            case .event(let event, let length):
                if let event { result.append(event) }
                index += length
            case .incomplete:
                pending = Array(events[index...])
                return result
            case .broken(let length):
                index += length
            }
        }
        return result
    }

    /// What starts at `index`.
    private enum Sequence {
        /// Not an escape sequence this decoder knows: the event stands for itself.
        case none
        /// A sequence of `length` events meaning `event` (nil: a report of something ignored).
        case event(InputEvent?, length: Int)
        /// The start of a report, cut off by the end of the batch.
        case incomplete
        /// The start of a report that broke the grammar after `length` events: drop them.
        case broken(length: Int)
    }

    private static func sequence(in events: [InputEvent], at index: Int) -> Sequence {
        // ncurses waits ESCDELAY after Escape and after `ESC [` (a prefix of terminfo's keys), so
        // a batch ending there ends with keys, not with half a report.
        guard events[index] == .escape, index + 2 < events.count,
            case .character(let introducer) = events[index + 1], introducer == "[" || introducer == "O",
            case .character(let third) = events[index + 2]
        else { return .none }
        switch (introducer, third) {
        case ("[", "<"): return sgrReport(in: events, at: index)
        case ("[", "M"): return x10Report(in: events, at: index)
        case (_, "A"): return .event(.up, length: 3)
        case (_, "B"): return .event(.down, length: 3)
        case (_, "C"): return .event(.right, length: 3)
        case (_, "D"): return .event(.left, length: 3)
        case ("[", "Z"): return .event(.backTab, length: 3)
        default: return .none
        }
    }

    /// `ESC [ < b ; x ; y M` (press or motion) or `… m` (release), x and y 1-based.
    private static func sgrReport(in events: [InputEvent], at index: Int) -> Sequence {
        var fields: [Int] = [0]
        var digits = 0
        var position = index + 3
        while position < events.count {
            let length = position - index
            guard case .character(let character) = events[position] else { return .broken(length: length) }
            if let digit = character.wholeNumberValue, character.isASCII {
                guard digits < 5 else { return skipControlSequence(in: events, from: index, at: position) }
                fields[fields.count - 1] = fields[fields.count - 1] * 10 + digit
                digits += 1
            } else if character == ";" {
                guard digits > 0, fields.count < 3 else {
                    return skipControlSequence(in: events, from: index, at: position)
                }
                fields.append(0)
                digits = 0
            } else if character == "M" || character == "m" {
                guard digits > 0, fields.count == 3 else { return .broken(length: length + 1) }
                let event = pointer(
                    button: fields[0], column: fields[1] - 1, row: fields[2] - 1, released: character == "m")
                return .event(event.map(InputEvent.pointer), length: length + 1)
            } else {
                return skipControlSequence(in: events, from: index, at: position)
            }
            position += 1
        }
        // At most 5 digits a number and 3 numbers: what is held stays short.
        return .incomplete
    }

    /// The longest broken report skipped whole, in events; past it the rest passes as keys.
    static let longestSkippedSequence = 64

    /// A report starting at `start` that broke the grammar at `position`: the control sequence
    /// runs on through parameter bytes (`0`…`?`) and intermediate bytes (space…`/`) to a final
    /// byte (`@`…`~`), and all of it is dropped; anything else (a key, Escape, a non-ASCII
    /// character) ends it before itself. Held while it may go on, up to
    /// `longestSkippedSequence` events.
    private static func skipControlSequence(in events: [InputEvent], from start: Int, at position: Int) -> Sequence {
        var position = position
        while position < events.count, position - start < longestSkippedSequence {
            guard case .character(let character) = events[position], let byte = character.asciiValue else {
                return .broken(length: position - start)
            }
            switch byte {
            case 0x20...0x3F: position += 1
            case 0x40...0x7E: return .broken(length: position - start + 1)
            default: return .broken(length: position - start)
            }
        }
        return position < events.count || position - start >= longestSkippedSequence
            ? .broken(length: position - start) : .incomplete
    }

    /// `ESC [ M b x y`, each of b, x, y a character whose value is 32 + the number (x and y
    /// 1-based); a release gives button 3, whichever button it was.
    private static func x10Report(in events: [InputEvent], at index: Int) -> Sequence {
        guard index + 5 < events.count else { return .incomplete }
        var values: [Int] = []
        for event in events[(index + 3)...(index + 5)] {
            guard case .character(let character) = event, let scalar = character.unicodeScalars.first,
                character.unicodeScalars.count == 1, (32...255).contains(scalar.value)
            else { return .broken(length: 3) }
            values.append(Int(scalar.value) - 32)
        }
        let released = values[0] & 0b11 == 3 && values[0] & 64 == 0
        let event = pointer(
            button: released ? values[0] & ~0b11 : values[0], column: values[1] - 1, row: values[2] - 1,
            released: released)
        return .event(event.map(InputEvent.pointer), length: 6)
    }

    /// The left button's event for a report's button code (bits: 0–1 the button, 4 Shift,
    /// 8 Meta, 16 Control, 32 motion, 64 wheel, 128 buttons 8–11); nil for anything else.
    private static func pointer(button code: Int, column: Int, row: Int, released: Bool) -> PointerEvent? {
        let button = code & ~(4 | 8 | 16)
        guard column >= 0, row >= 0 else { return nil }
        switch (button, released) {
        case (0, false): return PointerEvent(phase: .down, column: column, row: row)
        case (32, false): return PointerEvent(phase: .moved, column: column, row: row)
        case (0, true): return PointerEvent(phase: .up, column: column, row: row)
        default: return nil
        }
    }
}
