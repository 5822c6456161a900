import Foundation
import Synchronization

/// Writes an asciicast v2 recording — the format `asciinema play` plays and asciinema.org
/// takes — to a file as it goes: the header line when made, then one line per event, each in
/// one `write` (nothing is buffered, so a crash loses at most the event being written).
///
/// The file is newline-delimited JSON. The header is an object: `version` 2, `width` and
/// `height` (cells), then, when given, `timestamp` (Unix seconds), `env` (`TERM` and `SHELL`,
/// as asciinema records them; a variable that is not set is left out) and `title`. Each event
/// is `[TIME, CODE, DATA]`: TIME in seconds from the start with six decimals (microseconds, as
/// asciinema writes them), never less than the event before's (an earlier time is written as
/// the last one); CODE `"o"` for output, DATA the text the terminal received, or `"r"` for a
/// resize, DATA `"COLSxROWS"`.
///
/// Strings are written ASCII-only: `"` and `\` escaped, every control character (C0, DEL and
/// C1) as `\u00XX` (`\n`, `\r`, `\t`, `\b`, `\f` in their short forms), and every other
/// character outside ASCII as `\uXXXX` (UTF-16, so a character beyond the BMP is a surrogate
/// pair) — so the file shows no control character when printed and is the same on every
/// machine. Output is UTF-8: bytes that end in the middle of a character are held back for the
/// next event (a burst may split one), and bytes that are no UTF-8 become U+FFFD, as
/// asciinema's own recorder decodes them. Sources: asciinema's "asciicast v2" specification
/// (docs.asciinema.org/manual/asciicast/v2); RFC 8259 (JSON strings); the escaping choices are
/// ours. Thread-safe: the interactive recorder writes output from its own thread.
public final class AsciicastWriter: Sendable {
    /// The path written to, as given.
    public let path: String
    private let descriptor: Int32

    private struct State {
        /// The time of the last event written (seconds from the start).
        var lastTime: TimeInterval = 0
        /// The bytes of a character split at the end of the last output, held back.
        var pending: [UInt8] = []
        var isClosed = false
    }

    private let state = Mutex(State())

    /// Creates (or truncates) the file at `path` and writes the header: `columns` × `rows`
    /// cells; `timestamp` (Unix seconds) and `title` when given; `TERM` and `SHELL` from
    /// `environment` when `recordsEnvironment`.
    /// - Throws: `RecordingError` naming `path` and the reason when the file cannot be created
    ///   or written (a missing directory, no permission, a directory at `path`), or is a
    ///   terminal.
    public init(
        path: String, columns: Int, rows: Int, timestamp: Int? = nil, environment: [String: String]? = nil,
        title: String? = nil
    ) throws(RecordingError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RecordingError(path: path, reason: String(cString: strerror(errno))) }
        // A terminal (`/dev/tty`, a pty) would show the recording's JSON over the frames it records.
        guard isatty(descriptor) == 0 else {
            _ = Foundation.close(descriptor)
            throw RecordingError(path: path, reason: "it is a terminal; record to a file")
        }
        self.path = path
        self.descriptor = descriptor
        let header = Self.header(
            columns: columns, rows: rows, timestamp: timestamp, environment: environment, title: title)
        guard Self.writeAll(Array(header.utf8), to: descriptor) else {
            let reason = String(cString: strerror(errno))
            _ = Foundation.close(descriptor)
            throw RecordingError(path: path, reason: reason)
        }
    }

    /// Records `bytes` the terminal received at `time` (seconds from the start) as an `"o"`
    /// event; a character split at the end waits for the next call. Nothing after `close()`.
    public func output(_ bytes: UnsafeRawBufferPointer, at time: TimeInterval) {
        state.withLock { state in
            guard !state.isClosed else { return }
            var data = state.pending
            data.append(contentsOf: bytes)
            let end = Self.completeUTF8Prefix(data)
            state.pending = Array(data[end...])
            let text = String(decoding: data[..<end], as: UTF8.self)
            write(code: "o", data: text, at: time, in: &state)
        }
    }

    /// Records a resize of the terminal to `columns` × `rows` at `time` as an `"r"` event.
    public func resize(columns: Int, rows: Int, at time: TimeInterval) {
        state.withLock { state in
            guard !state.isClosed else { return }
            write(code: "r", data: "\(columns)x\(rows)", at: time, in: &state)
        }
    }

    /// Writes what was held back (as U+FFFD: it never became a character) and closes the file.
    /// Idempotent.
    public func close() {
        state.withLock { state in
            guard !state.isClosed else { return }
            if !state.pending.isEmpty {
                let text = String(decoding: state.pending, as: UTF8.self)
                state.pending = []
                write(code: "o", data: text, at: state.lastTime, in: &state)
            }
            state.isClosed = true
            _ = Foundation.close(descriptor)
        }
    }

    deinit {
        close()
    }

    private func write(code: String, data: String, at time: TimeInterval, in state: inout State) {
        let time = max(time.isFinite ? time : 0, state.lastTime)
        state.lastTime = time
        _ = Self.writeAll(Array(Self.event(time: time, code: code, data: data).utf8), to: descriptor)
    }

    // MARK: Format

    /// The header line (with its line break) for a recording of `columns` × `rows` cells; see
    /// the type's description.
    public static func header(
        columns: Int, rows: Int, timestamp: Int? = nil, environment: [String: String]? = nil, title: String? = nil
    ) -> String {
        var line = "{\"version\": 2, \"width\": \(columns), \"height\": \(rows)"
        if let timestamp { line += ", \"timestamp\": \(timestamp)" }
        if let environment {
            let pairs = ["SHELL", "TERM"].compactMap { name in
                environment[name].map { jsonString(name) + ": " + jsonString($0) }
            }
            line += ", \"env\": {" + pairs.joined(separator: ", ") + "}"
        }
        if let title { line += ", \"title\": " + jsonString(title) }
        return line + "}\n"
    }

    /// An event line (with its line break): `[TIME, "CODE", "DATA"]`, TIME with six decimals.
    public static func event(time: TimeInterval, code: String, data: String) -> String {
        "[" + String(format: "%.6f", time) + ", " + jsonString(code) + ", " + jsonString(data) + "]\n"
    }

    /// `text` as a JSON string literal, ASCII-only (see the type's description).
    public static func jsonString(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value >= 0x20 && scalar.value < 0x7F {
                    result.unicodeScalars.append(scalar)
                } else {
                    for unit in String(scalar).utf16 { result += "\\u" + hex4(unit) }
                }
            }
        }
        return result + "\""
    }

    private static func hex4(_ unit: UInt16) -> String {
        let digits = Array("0123456789abcdef".utf8)
        let nibbles = [unit >> 12, unit >> 8 & 0xF, unit >> 4 & 0xF, unit & 0xF]
        return String(decoding: nibbles.map { digits[Int($0)] }, as: UTF8.self)
    }

    /// The length of `bytes` without a UTF-8 character that starts in its last three bytes and
    /// needs more bytes than are there.
    static func completeUTF8Prefix(_ bytes: [UInt8]) -> Int {
        let count = bytes.count
        var index = count - 1
        while index >= max(count - 3, 0) {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {  // a lead byte or ASCII
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return index + length > count && byte < 0xF8 ? index : count
            }
            index -= 1
        }
        return count
    }

    /// Writes all of `bytes` to `descriptor`, again after interruptions; false on an error.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
