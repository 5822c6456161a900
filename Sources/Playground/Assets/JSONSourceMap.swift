/// Where each value and key of a JSON text starts, so that errors found after decoding can
/// name a line and column. Ours.
///
/// The scan is tolerant: it records what it can and stops at the first thing that is not
/// JSON, remembering where (Foundation's parser decides what is valid; this only locates).
/// Offsets are UTF-8 byte offsets; lines and columns are 1-based, columns counted in Unicode
/// scalars.
struct JSONSourceMap: Sendable {
    /// What kind of JSON value starts at a location.
    enum ValueKind: Sendable, Equatable {
        case object, array, string, number, bool, null, invalid

        /// The kind with its article, for messages: "an object", "a string", …
        var phrase: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "true or false"
            case .null: "null"
            case .invalid: "something else"
            }
        }
    }

    /// Where a value (and the key naming it, inside an object) starts.
    struct Entry: Sendable, Equatable {
        /// Byte offset of the key's opening quote; nil for array elements and the top level.
        var keyOffset: Int?
        /// Byte offset of the value's first byte.
        var valueOffset: Int
        /// The value's kind, from its first byte.
        var kind: ValueKind
    }

    private let bytes: [UInt8]
    private(set) var entries: [JSONPath: Entry] = [:]
    /// Where the scan found something that is not JSON, if it did, and what it expected there.
    private(set) var firstProblem: (offset: Int, reason: String)?
    /// The first key given twice in one object (keys starting with `$`, comments, aside): its
    /// path, the offsets of its second and first opening quotes. JSON parsers keep one of
    /// the two silently, so the file would not mean what it says.
    private(set) var firstDuplicateKey: (path: JSONPath, offset: Int, firstOffset: Int)?

    /// Scans `bytes` (UTF-8 JSON text).
    init(bytes: [UInt8]) {
        self.bytes = bytes
        var scanner = Scanner(bytes: bytes)
        scanner.skipByteOrderMark()
        if scanner.scanValue(at: JSONPath(), keyOffset: nil) {
            scanner.skipWhitespace()
            if scanner.index < bytes.count {
                scanner.fail("unexpected text after the end of the JSON value")
            }
        }
        entries = scanner.entries
        firstProblem = scanner.problem
        firstDuplicateKey = scanner.duplicateKey
    }

    /// The entry for `path`, if the scan reached it.
    func entry(for path: JSONPath) -> Entry? {
        entries[path]
    }

    /// The offset of `path`'s value, or of its nearest recorded ancestor (0 if none).
    func valueOffset(for path: JSONPath) -> Int {
        var current = path
        while true {
            if let entry = entries[current] { return entry.valueOffset }
            if current.isEmpty { return 0 }
            current = current.parent
        }
    }

    /// The offset of `path`'s key, falling back to its value or nearest ancestor.
    func keyOffset(for path: JSONPath) -> Int {
        entries[path]?.keyOffset ?? valueOffset(for: path)
    }

    /// The 1-based line and column (in Unicode scalars) of byte `offset`; offsets past the end
    /// give the position just after the last byte.
    func lineAndColumn(atOffset offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The offset just past the last byte.
    var endOffset: Int { bytes.count }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var entries: [JSONPath: Entry] = [:]
        var problem: (offset: Int, reason: String)?
        var duplicateKey: (path: JSONPath, offset: Int, firstOffset: Int)?
        private var depth = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func fail(_ reason: String) {
            if problem == nil { problem = (index, reason) }
        }

        mutating func skipByteOrderMark() {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// Scans one value, recording it at `path`; false if the text stops being JSON.
        mutating func scanValue(at path: JSONPath, keyOffset: Int?) -> Bool {
            skipWhitespace()
            guard index < bytes.count else {
                fail("expected a value, found the end of the file")
                return false
            }
            let start = index
            let kind: ValueKind
            switch bytes[index] {
            case UInt8(ascii: "{"): kind = .object
            case UInt8(ascii: "["): kind = .array
            case UInt8(ascii: "\""): kind = .string
            case UInt8(ascii: "t"), UInt8(ascii: "f"): kind = .bool
            case UInt8(ascii: "n"): kind = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number
            default: kind = .invalid
            }
            entries[path] = Entry(keyOffset: keyOffset, valueOffset: start, kind: kind)
            switch kind {
            case .object: return scanObject(at: path)
            case .array: return scanArray(at: path)
            case .string: return scanString() != nil
            case .bool, .null: return scanLiteral()
            case .number: return scanNumber()
            case .invalid:
                fail("expected a value")
                return false
            }
        }

        private mutating func scanObject(at path: JSONPath) -> Bool {
            depth += 1
            defer { depth -= 1 }
            guard depth < 512 else {
                fail("nested too deeply")
                return false
            }
            index += 1  // {
            var keyOffsets: [String: Int] = [:]
            while true {
                skipWhitespace()
                guard index < bytes.count else {
                    fail("expected a key or }, found the end of the file")
                    return false
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return true
                }
                guard bytes[index] == UInt8(ascii: "\"") else {
                    fail("expected a key in double quotes")
                    return false
                }
                let keyStart = index
                guard let key = scanString() else { return false }
                if duplicateKey == nil, !key.hasPrefix("$"), let first = keyOffsets[key] {
                    duplicateKey = (path.appending(key), keyStart, first)
                }
                keyOffsets[key] = keyOffsets[key] ?? keyStart
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    fail("expected : after the key")
                    return false
                }
                index += 1
                guard scanValue(at: path.appending(key), keyOffset: keyStart) else { return false }
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return true
                } else {
                    fail("expected , or } after the value")
                    return false
                }
            }
        }

        private mutating func scanArray(at path: JSONPath) -> Bool {
            depth += 1
            defer { depth -= 1 }
            guard depth < 512 else {
                fail("nested too deeply")
                return false
            }
            index += 1  // [
            var element = 0
            while true {
                skipWhitespace()
                guard index < bytes.count else {
                    fail("expected a value or ], found the end of the file")
                    return false
                }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return true
                }
                guard scanValue(at: path.appending(index: element), keyOffset: nil) else { return false }
                element += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return true
                } else {
                    fail("expected , or ] after the value")
                    return false
                }
            }
        }

        /// Scans a string at the opening quote and returns its text (escapes resolved).
        private mutating func scanString() -> String? {
            index += 1  // opening quote
            var raw: [UInt8] = []
            var escaped = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    raw.append(byte)
                    index += 1
                    if index < bytes.count { raw.append(bytes[index]) }
                } else if byte == UInt8(ascii: "\"") {
                    index += 1
                    return escaped ? Self.unescape(raw) : String(decoding: raw, as: UTF8.self)
                } else if byte < 0x20 {
                    fail("control character in a string (write \\n for a line break)")
                    return nil
                } else {
                    raw.append(byte)
                }
                index += 1
            }
            fail("unterminated string")
            return nil
        }

        private static func unescape(_ raw: [UInt8]) -> String {
            var out = ""
            var scalars = Array(String(decoding: raw, as: UTF8.self).unicodeScalars)[...]
            while let scalar = scalars.popFirst() {
                guard scalar == "\\", let next = scalars.popFirst() else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                switch next {
                case "n": out += "\n"
                case "t": out += "\t"
                case "r": out += "\r"
                case "b": out += "\u{8}"
                case "f": out += "\u{C}"
                case "u":
                    let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                    scalars = scalars.dropFirst(4)
                    if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                        out.unicodeScalars.append(decoded)
                    }
                default: out.unicodeScalars.append(next)
                }
            }
            return out
        }

        private mutating func scanLiteral() -> Bool {
            let start = index
            while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            guard ["true", "false", "null"].contains(word) else {
                index = start
                fail("expected true, false or null")
                return false
            }
            return true
        }

        private mutating func scanNumber() -> Bool {
            let allowed = Set("+-.eE0123456789".utf8)
            while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
            return true
        }
    }
}
