import Foundation

/// Decodes the Netpbm formats the playground's Assets use: PPM (`P6` binary, `P3` text),
/// PGM (`P5`, `P2`) and PAM (`P7`, depth 1–4). Samples with a maximum value other than 255
/// are rescaled to 8 bits. Ours; format source: the Netpbm manual pages (ppm(5), pgm(5), pam(5)).
public enum NetpbmDecoder {
    /// Decodes `data` into an RGBA8 bitmap.
    /// - Throws: `ImageDecodingError` naming the first problem (bad magic number, malformed
    ///   header field, too few samples, …) and its byte offset.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> CGImage {
        var reader = Reader(bytes: [UInt8](data))
        let magic = reader.magic()
        switch magic {
        case "P6", "P3", "P5", "P2":
            let width = try reader.headerNumber("width", in: 1...ImageDecoder.maximumSide)
            let height = try reader.headerNumber("height", in: 1...ImageDecoder.maximumSide)
            let maxValue = try reader.headerNumber("maximum value", in: 1...65535)
            let channels = (magic == "P6" || magic == "P3") ? 3 : 1
            let binary = magic == "P6" || magic == "P5"
            if binary { try reader.singleWhitespace() }
            return try reader.pixels(
                width: width, height: height, depth: channels, maxValue: maxValue, binary: binary)
        case "P7":
            var fields: [String: String] = [:]
            try reader.endOfLine()
            // Each field's value and the offset of its first byte (of its line, when it has none).
            var offsets: [String: Int] = [:]
            while true {
                let lineStart = reader.index
                let line = try reader.line()
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed == "ENDHDR" { break }
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
                let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
                fields[parts[0]] = value
                let valueStart = value.isEmpty ? nil : line.range(of: value)?.lowerBound
                offsets[parts[0]] =
                    lineStart + (valueStart.map { line.utf8.distance(from: line.startIndex, to: $0) } ?? 0)
            }
            func number(_ name: String, in range: ClosedRange<Int>) throws(ImageDecodingError) -> Int {
                guard let text = fields[name] else {
                    throw ImageDecodingError(reason: "PAM header has no \(name)", offset: reader.index)
                }
                let offset = offsets[name] ?? reader.index
                guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    throw ImageDecodingError(reason: "PAM \(name) \"\(text)\" is not a number", offset: offset)
                }
                guard let value = Int(text), range.contains(value) else {
                    let shown = String(text.prefix(20)) + (text.count > 20 ? "…" : "")
                    throw ImageDecodingError(
                        reason: "PAM \(name) \(shown) outside \(range.lowerBound)…\(range.upperBound)",
                        offset: offset)
                }
                return value
            }
            let width = try number("WIDTH", in: 1...ImageDecoder.maximumSide)
            let height = try number("HEIGHT", in: 1...ImageDecoder.maximumSide)
            let depth = try number("DEPTH", in: 1...4)
            let maxValue = try number("MAXVAL", in: 1...65535)
            return try reader.pixels(width: width, height: height, depth: depth, maxValue: maxValue, binary: true)
        default:
            throw ImageDecodingError(
                reason: "not a Netpbm image (magic number \"\(magic)\"; expected P2, P3, P5, P6 or P7)", offset: 0)
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func magic() -> String {
            guard bytes.count >= 2 else { return String(decoding: bytes, as: UTF8.self) }
            index = 2
            return String(decoding: bytes[0..<2], as: UTF8.self)
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
        }

        mutating func skipSpaceAndComments() {
            while index < bytes.count {
                if Self.isSpace(bytes[index]) {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        /// The decimal number next in the header, which must lie in `range`; `name` is what it
        /// is ("width") in messages. A number out of range, however many digits it has, is
        /// reported with its digits (the first 20 when there are more) and the range.
        mutating func headerNumber(_ name: String, in range: ClosedRange<Int>) throws(ImageDecodingError) -> Int {
            skipSpaceAndComments()
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            guard index > start else {
                let found = index < bytes.count ? "\"\(Character(UnicodeScalar(bytes[index])))\"" : "end of data"
                throw ImageDecodingError(reason: "expected \(name), found \(found)", offset: start)
            }
            let digits = bytes[start..<index]
            guard let value = Int(String(decoding: digits, as: UTF8.self)), range.contains(value) else {
                let shown = String(decoding: digits.prefix(20), as: UTF8.self) + (digits.count > 20 ? "…" : "")
                throw ImageDecodingError(
                    reason: "\(name) \(shown) outside \(range.lowerBound)…\(range.upperBound)", offset: start)
            }
            return value
        }

        mutating func singleWhitespace() throws(ImageDecodingError) {
            guard index < bytes.count, Self.isSpace(bytes[index]) else {
                throw ImageDecodingError(reason: "expected one whitespace byte before the pixels", offset: index)
            }
            index += 1
        }

        mutating func endOfLine() throws(ImageDecodingError) {
            while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            guard index < bytes.count else {
                throw ImageDecodingError(reason: "PAM header ends early", offset: index)
            }
            index += 1
        }

        mutating func line() throws(ImageDecodingError) -> String {
            let start = index
            try endOfLine()
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }

        mutating func sample(maxValue: Int, binary: Bool) throws(ImageDecodingError) -> UInt8 {
            let raw: Int
            if binary {
                let size = maxValue > 255 ? 2 : 1
                guard index + size <= bytes.count else {
                    throw ImageDecodingError(reason: "pixel data ends early", offset: index)
                }
                raw = size == 2 ? Int(bytes[index]) << 8 | Int(bytes[index + 1]) : Int(bytes[index])
                index += size
            } else {
                raw = try headerNumber("sample", in: 0...maxValue)
            }
            guard raw <= maxValue else {
                throw ImageDecodingError(reason: "sample \(raw) exceeds the maximum value \(maxValue)", offset: index)
            }
            return maxValue == 255 ? UInt8(raw) : UInt8((raw * 255 + maxValue / 2) / maxValue)
        }

        mutating func pixels(
            width: Int, height: Int, depth: Int, maxValue: Int, binary: Bool
        ) throws(ImageDecodingError) -> CGImage {
            try ImageDecoder.checkSize(width: width, height: height, offset: index)
            var out = [UInt8](repeating: 255, count: width * height * 4)
            for pixel in 0..<(width * height) {
                var samples: [UInt8] = []
                samples.reserveCapacity(depth)
                for _ in 0..<depth { samples.append(try sample(maxValue: maxValue, binary: binary)) }
                let o = pixel * 4
                switch depth {
                case 1, 2:
                    out[o] = samples[0]
                    out[o + 1] = samples[0]
                    out[o + 2] = samples[0]
                    if depth == 2 { out[o + 3] = samples[1] }
                default:
                    out[o] = samples[0]
                    out[o + 1] = samples[1]
                    out[o + 2] = samples[2]
                    if depth == 4 { out[o + 3] = samples[3] }
                }
            }
            guard let image = CGImage(width: width, height: height, pixelData: out) else {
                throw ImageDecodingError(reason: "inconsistent image size", offset: index)
            }
            return image
        }
    }
}
