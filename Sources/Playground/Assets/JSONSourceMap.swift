/// Positions in a JSON text, found by scanning its bytes: where the value (and the key) at a
/// path starts, the first key given twice in one object and where the text stops being JSON, so
/// that errors found after decoding can name a line and column. Ours.
///
/// Creating a map scans the text once and keeps nothing per value, so its memory does not grow
/// with the file (a screens file may hold 75 000 values): the scan finds duplicate keys, which
/// JSON parsers accept silently, and tells whether the text is JSON for certain, so that
/// Foundation's parser, which builds a tree of the whole text, is asked only when it is not. A
/// value is located only when an error names it, by scanning the text again for its path.
///
/// The scan is tolerant: it stops at the first thing that is not JSON, remembering where
/// (Foundation's parser decides what is valid; this only locates). It also remembers the first
/// value Foundation's parser refuses without saying where (a number beyond a `Double`'s range,
/// half of a surrogate pair), so that every refusal can be placed on its own line. Offsets are
/// UTF-8 byte offsets; lines and columns are 1-based, columns counted in Unicode scalars.
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
    /// Where the scan found something that is not JSON, if it did, and what it expected there.
    let firstProblem: (offset: Int, reason: String)?
    /// The first value that JSON's grammar allows but Foundation's parser refuses, naming no
    /// position (its messages "Number 1e400 is not representable in Swift.", "Unexpected end of
    /// file during string parse (expected low-surrogate code point but did not find one).",
    /// "Unable to convert hex escape sequence (no high character) to UTF8-encoded character."),
    /// and why in plain words: a number whose `Double` value is infinite, an escape
    /// `\uD800`…`\uDBFF` not followed by an escape `\uDC00`…`\uDFFF`, or one of the latter not
    /// preceded by one of the former. Before `firstProblem` when both are found (the scan stops
    /// there), so Foundation's parser, which reads in order, stops at this one.
    let firstRefusal: (offset: Int, reason: String)?
    /// The offset of the first value the scan leaves Foundation's parser to decide (see
    /// `isCertainlyJSON`): where an error Foundation places nowhere is most likely, should it
    /// refuse one the scan does not foresee. Nil when the scan met none.
    let firstUnsureOffset: Int?
    /// The first key given twice in one object (keys starting with `$`, comments, aside): its
    /// path, the offsets of its second and first opening quotes. JSON parsers keep one of
    /// the two silently, so the file would not mean what it says.
    let firstDuplicateKey: (path: JSONPath, offset: Int, firstOffset: Int)?
    /// Whether the text is certainly JSON that Foundation's parser reads: the scan reached its
    /// end and met nothing that only a parser's finer rules decide, that is an escape other than
    /// `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` and a `\u` of four hex digits outside the
    /// surrogates (D800–DFFF), or a number other than `-?(0|[1-9][0-9]*)(\.[0-9]+)?` of at most
    /// 15 digits (which an `Int64` holds exactly and a `Double` finitely; Foundation refuses
    /// numbers it cannot represent). A UTF-8 byte-order mark first is skipped, as Foundation
    /// skips it. When false, only Foundation's parser can say whether the text is JSON.
    let isCertainlyJSON: Bool

    /// Scans `bytes` (UTF-8 JSON text) once.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        let scan = Scanner.scan(bytes, locating: nil)
        firstProblem = scan.problem
        firstRefusal = scan.refusal
        firstUnsureOffset = scan.firstUnsureOffset
        firstDuplicateKey = scan.duplicateKey
        isCertainlyJSON = scan.isCertain
    }

    /// The entry for `path`, if the scan reaches it. Scans the text.
    func entry(for path: JSONPath) -> Entry? {
        entries(along: path)[path.components.count]
    }

    /// The offset of `path`'s value, or of its nearest ancestor the scan reaches (0 if none).
    /// Scans the text.
    func valueOffset(for path: JSONPath) -> Int {
        Self.valueOffset(in: entries(along: path))
    }

    /// The offset of `path`'s key, falling back to its value or nearest ancestor. Scans the text.
    func keyOffset(for path: JSONPath) -> Int {
        let along = entries(along: path)
        return along[path.components.count]?.keyOffset ?? Self.valueOffset(in: along)
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

    /// The entries of `path`'s ancestors and of `path` itself, the top level first: element n
    /// is the value at the path's first n steps (the last one in the text, should a key repeat),
    /// nil where the scan does not reach one.
    private func entries(along path: JSONPath) -> [Entry?] {
        Scanner.scan(bytes, locating: path.components).located
    }

    /// The value offset of the deepest entry of `along` (see `entries(along:)`), 0 if none.
    private static func valueOffset(in along: [Entry?]) -> Int {
        along.compactMap { $0 }.last?.valueOffset ?? 0
    }

    /// One pass over the text, keeping only the path being scanned, the keys of the objects
    /// open around it and, when locating, the entries along the path looked for.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var problem: (offset: Int, reason: String)?
        var refusal: (offset: Int, reason: String)?
        var firstUnsureOffset: Int?
        var duplicateKey: (path: JSONPath, offset: Int, firstOffset: Int)?
        /// False once the scan meets something that only a parser's finer rules decide (see
        /// `isCertainlyJSON`).
        var isCertain = true
        /// The path being located, if any.
        let target: [JSONPath.Component]?
        /// The entries found along `target` (element n: at its first n steps).
        var located: [Entry?]
        /// The path of the value being scanned.
        private var path: [JSONPath.Component] = []
        /// How many of `path`'s first steps are `target`'s.
        private var stepsOnTarget = 0
        /// The keys met so far in each open object, with their opening quotes' offsets, by
        /// nesting depth (kept between objects, so their storage is reused).
        private var keysByDepth: [[String: Int]] = []
        private var depth = 0

        /// Scans all of `bytes`, locating `target` if given.
        static func scan(_ bytes: [UInt8], locating target: [JSONPath.Component]?) -> Scanner {
            var scanner = Scanner(bytes: bytes, target: target)
            scanner.scanDocument()
            return scanner
        }

        private init(bytes: [UInt8], target: [JSONPath.Component]?) {
            self.bytes = bytes
            self.target = target
            located = Array(repeating: nil, count: target.map { $0.count + 1 } ?? 0)
        }

        private mutating func scanDocument() {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            if scanValue(keyOffset: nil) {
                skipWhitespace()
                if index < bytes.count {
                    fail("unexpected text after the end of the JSON value")
                }
            }
        }

        private mutating func fail(_ reason: String) {
            isCertain = false
            if problem == nil { problem = (index, reason) }
        }

        /// Fails where `what` was expected, saying so when the text ends there (the one place
        /// past the last line an error is put, just after its line break if it has one).
        private mutating func fail(expecting what: String) {
            fail(index < bytes.count ? "expected \(what)" : "expected \(what), found the end of the file")
        }

        /// Notes a value at `offset` that only Foundation's parser decides.
        private mutating func doubt(at offset: Int) {
            isCertain = false
            if firstUnsureOffset == nil { firstUnsureOffset = offset }
        }

        /// Notes a value at `offset` that Foundation's parser refuses, naming no position.
        private mutating func refuse(at offset: Int, _ reason: String) {
            if refusal == nil { refusal = (offset, reason) }
        }

        private mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        /// Steps into the member or element `step` of the value at `path`.
        private mutating func enter(_ step: JSONPath.Component) {
            if let target, stepsOnTarget == path.count, stepsOnTarget < target.count, target[stepsOnTarget] == step {
                stepsOnTarget += 1
            }
            path.append(step)
        }

        /// Steps back out of the last `enter(_:)`.
        private mutating func leave() {
            path.removeLast()
            stepsOnTarget = min(stepsOnTarget, path.count)
        }

        /// Scans one value at `path`; false if the text stops being JSON.
        private mutating func scanValue(keyOffset: Int?) -> Bool {
            skipWhitespace()
            guard index < bytes.count else {
                fail(expecting: "a value")
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
            if target != nil, stepsOnTarget == path.count {
                located[stepsOnTarget] = Entry(keyOffset: keyOffset, valueOffset: start, kind: kind)
            }
            switch kind {
            case .object: return scanObject()
            case .array: return scanArray()
            case .string: return scanString() != nil
            case .bool, .null: return scanLiteral()
            case .number: return scanNumber()
            case .invalid:
                fail("expected a value")
                return false
            }
        }

        private mutating func scanObject() -> Bool {
            depth += 1
            defer { depth -= 1 }
            guard depth < 512 else {
                fail("nested too deeply")
                return false
            }
            index += 1  // {
            while keysByDepth.count < depth { keysByDepth.append([:]) }
            keysByDepth[depth - 1].removeAll(keepingCapacity: true)
            while true {
                skipWhitespace()
                guard index < bytes.count else {
                    fail(expecting: "a key or }")
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
                guard let written = scanString() else { return false }
                let key =
                    written.isEscaped
                    ? Self.unescape(bytes[written.range]) : String(decoding: bytes[written.range], as: UTF8.self)
                if let first = keysByDepth[depth - 1][key] {
                    if duplicateKey == nil, !key.hasPrefix("$") {
                        duplicateKey = (JSONPath(path + [.key(key)]), keyStart, first)
                    }
                } else {
                    keysByDepth[depth - 1][key] = keyStart
                }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    fail(expecting: ": after the key")
                    return false
                }
                index += 1
                enter(.key(key))
                let scanned = scanValue(keyOffset: keyStart)
                leave()
                guard scanned else { return false }
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return true
                } else {
                    fail(expecting: ", or } after the value")
                    return false
                }
            }
        }

        private mutating func scanArray() -> Bool {
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
                    fail(expecting: "a value or ]")
                    return false
                }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return true
                }
                enter(.index(element))
                let scanned = scanValue(keyOffset: nil)
                leave()
                guard scanned else { return false }
                element += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return true
                } else {
                    fail(expecting: ", or ] after the value")
                    return false
                }
            }
        }

        /// Scans a string at its opening quote: the range of the bytes between the quotes (as
        /// written) and whether they hold an escape; nil if the text stops being JSON.
        private mutating func scanString() -> (range: Range<Int>, isEscaped: Bool)? {
            index += 1  // opening quote
            let start = index
            var isEscaped = false
            var pairedLowSurrogate: Int?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                    index += 1
                    if index < bytes.count, !isSimpleEscape(at: index) {
                        doubt(at: index - 1)
                        checkSurrogate(at: index - 1, pairedLow: &pairedLowSurrogate)
                    }
                } else if byte == UInt8(ascii: "\"") {
                    index += 1
                    return (start..<index - 1, isEscaped)
                } else if byte < 0x20 {
                    fail("control character in a string (write \\n for a line break)")
                    return nil
                }
                index += 1
            }
            fail("the file ends inside a string (its closing quote is missing)")
            return nil
        }

        /// Whether the escape whose letter is at `offset` is one every parser reads alike: a
        /// one-letter escape of JSON's or `\u` with four hex digits outside the surrogates.
        private func isSimpleEscape(at offset: Int) -> Bool {
            switch bytes[offset] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                return true
            case UInt8(ascii: "u"):
                guard let value = hexValue(at: offset + 1) else { return false }
                return !(0xD800...0xDFFF).contains(value)
            default:
                return false
            }
        }

        /// The value of the four hex digits at `offset`; nil unless all four are there (a sign,
        /// which `UInt32(_:radix:)` would read, is no hex digit to a JSON parser).
        private func hexValue(at offset: Int) -> UInt32? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[offset..<offset + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }

        /// Refuses the escape at `offset` (its backslash) if it is half of a surrogate pair
        /// without the other half (see `firstRefusal`). `pairedLow` is the offset of the low
        /// half that the last high half was paired with, so that it passes. A high half followed
        /// by `\u` and no four hex digits is that escape's problem, which Foundation locates.
        private mutating func checkSurrogate(at offset: Int, pairedLow: inout Int?) {
            guard bytes[offset + 1] == UInt8(ascii: "u"), let value = hexValue(at: offset + 2) else { return }
            let escape = String(decoding: bytes[offset..<offset + 6], as: UTF8.self)
            let pair = "(a character above U+FFFF is escaped as a pair, e.g. \\ud83d\\ude00)"
            switch value {
            case 0xD800...0xDBFF:
                let next = offset + 6
                let isEscapeNext =
                    next + 1 < bytes.count && bytes[next] == UInt8(ascii: "\\") && bytes[next + 1] == UInt8(ascii: "u")
                let following = isEscapeNext ? hexValue(at: next + 2) : nil
                if let following, (0xDC00...0xDFFF).contains(following) {
                    pairedLow = next
                } else if !isEscapeNext || following != nil {
                    refuse(at: offset, "a \(escape) escape with no low surrogate after it \(pair)")
                }
            case 0xDC00...0xDFFF where pairedLow != offset:
                refuse(at: offset, "a \(escape) escape with no high surrogate before it \(pair)")
            default:
                break
            }
        }

        /// The text of a string's bytes `raw` (between the quotes), escapes resolved.
        private static func unescape(_ raw: ArraySlice<UInt8>) -> String {
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
            let word = bytes[start..<index]
            guard word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) || word.elementsEqual("null".utf8)
            else {
                index = start
                fail("expected true, false or null")
                return false
            }
            return true
        }

        private mutating func scanNumber() -> Bool {
            let start = index
            while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
            let text = bytes[start..<index]
            if !Self.isPlainNumber(text) {
                doubt(at: start)
                // Foundation reads a number as an Int64 or else a Double, and refuses one whose
                // Double is infinite (found here with Swift's parse, which rounds as it does).
                if let value = Double(String(decoding: text, as: UTF8.self)), !value.isFinite {
                    let written =
                        text.count <= 24
                        ? String(decoding: text, as: UTF8.self)
                        : String(decoding: text.prefix(20), as: UTF8.self) + "… (\(text.count) characters)"
                    refuse(at: start, "number \(written) is beyond a Double's range (about ±1.8e308)")
                }
            }
            return true
        }

        /// Whether `byte` can be part of a number: a digit, a sign, a decimal point or an exponent.
        private static func isNumberByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                true
            default:
                false
            }
        }

        /// Whether `text` is `-?(0|[1-9][0-9]*)(\.[0-9]+)?` with at most 15 digits.
        static func isPlainNumber(_ text: ArraySlice<UInt8>) -> Bool {
            let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
            var rest = text
            if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            let integer = rest.prefix(while: isDigit)
            guard let first = integer.first, first != UInt8(ascii: "0") || integer.count == 1 else { return false }
            rest = rest.dropFirst(integer.count)
            var digits = integer.count
            if rest.first == UInt8(ascii: ".") {
                let fraction = rest.dropFirst().prefix(while: isDigit)
                guard !fraction.isEmpty else { return false }
                digits += fraction.count
                rest = rest.dropFirst(1 + fraction.count)
            }
            return rest.isEmpty && digits <= 15
        }
    }
}
