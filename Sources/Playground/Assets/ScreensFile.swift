import Foundation

/// A screens file read and checked: the document, and its text to locate values in, so later
/// checks (images) can point into the file too. Ours.
///
/// Reading costs a few times the file in memory, not hundreds: the text is scanned once for
/// duplicate keys and decoded once with `JSONDecoder`; Foundation's `JSONSerialization`, whose
/// tree of the whole file took some 200 bytes of memory per byte of a file of one-letter rows,
/// decides (and words why not) only when the scan is not certain the text is JSON, and a value
/// is located only when an error names it.
struct ScreensFile: Sendable {
    /// The largest screens file pushpop reads, in bytes: 1 MiB, 20 000 rows with a title and a
    /// subtitle. Loading grows linearly with the file (a rows screen then costs only the rows on
    /// screen), so this bounds the time to the first frame and the memory; past it loading stops
    /// with an error that names the limit. Ours.
    static let maximumByteCount = 1 << 20

    /// The file's path as shown in messages.
    let file: String
    /// The decoded, cross-checked document.
    let document: ScreenDocument
    /// Locates the values, for errors.
    let sourceMap: JSONSourceMap

    /// Parses, decodes and cross-checks `data`, the text of the screens file `file`.
    /// - Throws: `AssetError` for the first problem: invalid JSON (Foundation's reason at its
    ///   byte offset), invalid UTF-8, a key given twice in one object, a value of the wrong
    ///   type, a missing or unknown key, an unknown colour,
    ///   a duplicate id, or an id that names no screen.
    init(data: Data, file: String) throws(AssetError) {
        self.file = file
        let bytes = [UInt8](data)
        let map = JSONSourceMap(bytes: bytes)
        sourceMap = map
        // Foundation names the string that holds bad UTF-8 in words ("starting from character
        // N") and no line; found here, the error points at the first bad byte itself.
        if let offset = Self.firstInvalidUTF8Offset(in: bytes) {
            let (line, column) = map.lineAndColumn(atOffset: offset)
            throw AssetError(
                file: file, line: line, column: column,
                message: "invalid UTF-8: \(Self.invalidUTF8Problem(in: bytes, at: offset)); save the file as UTF-8")
        }
        // Foundation decides what is JSON and words why not; the scan has checked the common
        // case (see `isCertainlyJSON`), and asks it about the rest.
        if !map.isCertainlyJSON {
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                throw Self.syntaxError(error, map: map, file: file)
            }
        }
        if let duplicate = map.firstDuplicateKey {
            let (line, column) = map.lineAndColumn(atOffset: duplicate.offset)
            let first = map.lineAndColumn(atOffset: duplicate.firstOffset)
            throw AssetError(
                file: file, line: line, column: column, keyPath: duplicate.path.description,
                message: "duplicate key, given before at \(first.line):\(first.column) (JSON keeps only one of them)")
        }
        let decoded: ScreenDocument
        do {
            decoded = try JSONDecoder().decode(ScreenDocument.self, from: data)
        } catch let violation as SchemaViolation {
            throw Self.error(for: violation, map: map, file: file)
        } catch let decodingError as DecodingError {
            throw Self.error(for: decodingError, map: map, file: file)
        } catch {
            throw AssetError(file: file, line: 1, column: 1, message: "cannot decode: \(error)")
        }
        if let violation = decoded.firstBrokenReference() {
            throw Self.error(for: violation, map: map, file: file)
        }
        document = decoded
    }

    /// The offset of the first byte of `bytes` that starts no valid UTF-8 sequence; nil when
    /// all of it is UTF-8.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// What is wrong with the bytes at `offset`, where `firstInvalidUTF8Offset` stopped, in
    /// the terms of RFC 3629's table of well-formed sequences (§4): a byte that begins no
    /// character, a continuation byte with no beginning, a character cut short (by which byte,
    /// or the end of the file), a UTF-16 surrogate, an overlong form, or a code point past
    /// U+10FFFF. Ours.
    static func invalidUTF8Problem(in bytes: [UInt8], at offset: Int) -> String {
        func hex(_ byte: UInt8) -> String { "0x" + String(byte, radix: 16, uppercase: true) }
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0x80...0xBF:
            return "byte \(hex(lead)) (at byte \(offset)) continues a character that never began"
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default:
            return "byte \(hex(lead)) (at byte \(offset)) begins no UTF-8 character"
        }
        if offset + 1 < bytes.count {
            let second = bytes[offset + 1]
            let pair = "bytes \(hex(lead)) \(hex(second)) (at byte \(offset))"
            switch (lead, second) {
            case (0xED, 0xA0...0xBF):
                return "\(pair) begin a UTF-16 surrogate, which UTF-8 does not allow"
            case (0xE0, 0x80...0x9F), (0xF0, 0x80...0x8F):
                return "\(pair) begin an overlong form, which UTF-8 does not allow"
            case (0xF4, 0x90...0xBF):
                return "\(pair) begin a code point past U+10FFFF"
            default:
                break
            }
        }
        let cut = (offset + 1..<min(offset + length, bytes.count)).first { !(0x80...0xBF).contains(bytes[$0]) }
        let cause = cut.map { "by byte \(hex(bytes[$0])) (at byte \($0))" } ?? "by the end of the file"
        return "byte \(hex(lead)) (at byte \(offset)) begins a \(length)-byte character that is cut short \(cause)"
    }

    /// An error at `path` in this file.
    func error(at path: JSONPath, message: String) -> AssetError {
        Self.error(for: SchemaViolation(path: path, message: message), map: sourceMap, file: file)
    }

    // MARK: Mapping errors to positions

    static func error(for violation: SchemaViolation, map: JSONSourceMap, file: String) -> AssetError {
        let offset =
            switch violation.anchor {
            case .value: map.valueOffset(for: violation.path)
            case .key: map.keyOffset(for: violation.path)
            }
        var message = violation.message
        if violation.appendsFoundKind, let kind = map.entry(for: violation.path)?.kind {
            message += ", found \(kind.phrase)"
        }
        let (line, column) = map.lineAndColumn(atOffset: offset)
        return AssetError(file: file, line: line, column: column, keyPath: violation.path.description, message: message)
    }

    static func error(for error: DecodingError, map: JSONSourceMap, file: String) -> AssetError {
        switch error {
        case .typeMismatch(let type, let context):
            let path = JSONPath(codingPath: context.codingPath)
            let found = map.entry(for: path)?.kind.phrase ?? "another kind of value"
            return Self.error(
                for: SchemaViolation(path: path, message: "expected \(phrase(for: type)), found \(found)"), map: map,
                file: file)
        case .valueNotFound(let type, let context):
            let path = JSONPath(codingPath: context.codingPath)
            return Self.error(
                for: SchemaViolation(path: path, message: "expected \(phrase(for: type)), found null"), map: map,
                file: file)
        case .keyNotFound(let key, let context):
            let path = JSONPath(codingPath: context.codingPath)
            return Self.error(
                for: SchemaViolation(path: path, message: "missing required key \"\(key.stringValue)\""), map: map,
                file: file)
        case .dataCorrupted(let context):
            let path = JSONPath(codingPath: context.codingPath)
            return Self.error(for: SchemaViolation(path: path, message: context.debugDescription), map: map, file: file)
        @unknown default:
            return AssetError(file: file, line: 1, column: 1, message: "cannot decode: \(error)")
        }
    }

    /// "a string", "an object", … for the type a decoder expected.
    static func phrase(for type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "an object" }
        if name.hasPrefix("Array") || name.contains("UnkeyedDecodingContainer") { return "an array" }
        switch name {
        case "String": return "a string"
        case "Bool": return "true or false"
        case "Int", "Double", "Float", "Int64", "UInt", "CGFloat": return "a number"
        default: return name
        }
    }

    /// An error for JSON Foundation rejects: at the byte offset Foundation names ("around
    /// character 24"). Where it names none (a number out of range, half a surrogate pair, the
    /// end of the file: see `JSONSourceMap.firstRefusal`), at what the source map's scan found
    /// first, the value Foundation refuses or else where the text stops being JSON, in the
    /// scan's words; should the scan have found neither, at the first value it left to
    /// Foundation. Never past the end of the text, and never at its end unless the message
    /// says the text ends there.
    static func syntaxError(_ error: any Error, map: JSONSourceMap, file: String) -> AssetError {
        let nsError = error as NSError
        let text = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        var reason = text
        var offset: Int?
        for pattern in [" around character ", " at "] {
            if let range = reason.range(of: pattern, options: .backwards) {
                let digits = reason[range.upperBound...].prefix { $0.isNumber }
                if let value = Int(digits), !digits.isEmpty {
                    offset = value
                    reason = String(reason[..<range.lowerBound])
                    break
                }
            }
        }
        if reason.hasSuffix(".") { reason.removeLast() }
        reason = reason.prefix(1).lowercased() + reason.dropFirst()
        if offset == nil {
            if let found = map.firstRefusal ?? map.firstProblem {
                offset = found.offset
                reason = found.reason
            } else {
                offset = map.firstUnsureOffset
            }
        }
        // Foundation is asked only when the scan is unsure, so one of the three is there.
        let (line, column) = map.lineAndColumn(atOffset: offset ?? 0)
        return AssetError(file: file, line: line, column: column, message: "invalid JSON: \(reason)")
    }
}
