@testable import TerminalRenderer

/// A tiny terminal for tests: applies the ECMA-48 subset `FrameEncoder` may send — CUP, CUF,
/// CHA, VPA, SGR (0, 1, 22, 30–37, 39, 40–47, 49, 90–97, 100–107, 38;5;n, 48;5;n, 38;2;r;g;b,
/// 48;2;r;g;b), UTF-8 text with a deferred wrap at the right margin — and records what each
/// cell shows. Anything else fails the replay. Written from ECMA-48 and xterm's ctlseqs,
/// independently of the encoder.
///
/// Characters in `wideCharacters` take two columns, as xterm draws them: the right cell shows
/// `rightHalf`, the cursor moves two columns, and writing over either half of a pair erases
/// the other half to `erased` (a blank of no colour a grid has, so a cell the encoder failed
/// to send again shows as wrong).
struct TerminalModel {
    struct Shown: Equatable, CustomStringConvertible {
        var character: Character = " "
        var foreground: Int32 = -1
        var background: Int32 = -1
        var isBold = false
        var description: String { "\(character) fg \(foreground) bg \(background)\(isBold ? " bold" : "")" }
    }

    /// The right cell of a wide character.
    static let rightHalf: Character = "\u{0}"
    /// What xterm leaves of a pair's other half when one half is written over.
    static let erased = Shown(character: " ", foreground: -9, background: -9, isBold: false)

    let columns: Int
    let rows: Int
    /// The characters this terminal draws two columns wide.
    var wideCharacters: Set<Character> = []
    private(set) var cells: [Shown]
    private var row = 0
    private var column = 0
    private var pendingWrap = false
    private var current = Shown()
    /// Sequences the model did not understand.
    private(set) var unknown: [String] = []

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Shown(), count: columns * rows)
    }

    subscript(column: Int, row: Int) -> Shown { cells[row * columns + column] }

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5B {
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else {
                    unknown.append("unterminated CSI")
                    return
                }
                let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                control(final: bytes[end], parameters: parameters)
                index = end + 1
                continue
            }
            guard byte >= 0x20 else {
                unknown.append("control \(byte)")
                index += 1
                continue
            }
            var length = 1
            if byte >= 0xF0 { length = 4 } else if byte >= 0xE0 { length = 3 } else if byte >= 0xC0 { length = 2 }
            let text = String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self)
            put(text.first ?? "?")
            index += length
        }
    }

    private mutating func put(_ character: Character) {
        if pendingWrap {
            pendingWrap = false
            column = 0
            row = min(row + 1, rows - 1)
        }
        let width = wideCharacters.contains(character) ? 2 : 1
        if width == 2 && column + 1 == columns {
            unknown.append("wide \(character) in the last column")
            return
        }
        for cell in column..<(column + width) { erasePair(at: cell) }
        var shown = current
        shown.character = character
        cells[row * columns + column] = shown
        if width == 2 {
            shown.character = Self.rightHalf
            cells[row * columns + column + 1] = shown
        }
        if column + width < columns { column += width } else { pendingWrap = true }
    }

    /// Before a write into `cell` of the current row: erases the other half of a pair there.
    private mutating func erasePair(at cell: Int) {
        let index = row * columns + cell
        if cells[index].character == Self.rightHalf {
            if cell > 0 { cells[index - 1] = Self.erased }
        } else if wideCharacters.contains(cells[index].character), cell + 1 < columns {
            cells[index + 1] = Self.erased
        }
    }

    private mutating func control(final: UInt8, parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int = 1) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        pendingWrap = false
        switch final {
        case 0x48:  // H
            row = min(max(number(0) - 1, 0), rows - 1)
            column = min(max(number(1) - 1, 0), columns - 1)
        case 0x43: column = min(column + max(number(0), 1), columns - 1)  // C
        case 0x47: column = min(max(number(0) - 1, 0), columns - 1)  // G
        case 0x64: row = min(max(number(0) - 1, 0), rows - 1)  // d
        case 0x6D: rendition(numbers.map { $0 ?? 0 })  // m
        default: unknown.append("CSI \(parameters) \(Character(Unicode.Scalar(final)))")
        }
    }

    private mutating func rendition(_ parameters: [Int]) {
        var index = 0
        let list = parameters.isEmpty ? [0] : parameters
        while index < list.count {
            let p = list[index]
            switch p {
            case 0: current = Shown()
            case 1: current.isBold = true
            case 22: current.isBold = false
            case 30...37: current.foreground = Int32(p - 30)
            case 39: current.foreground = -1
            case 40...47: current.background = Int32(p - 40)
            case 49: current.background = -1
            case 90...97: current.foreground = Int32(p - 90 + 8)
            case 100...107: current.background = Int32(p - 100 + 8)
            case 38, 48:
                var value: Int32 = 0
                if index + 2 < list.count, list[index + 1] == 5 {
                    value = Int32(list[index + 2])
                    index += 2
                } else if index + 4 < list.count, list[index + 1] == 2 {
                    value = Int32(list[index + 2] << 16 | list[index + 3] << 8 | list[index + 4])
                    index += 4
                } else {
                    unknown.append("SGR \(p) without colour")
                }
                if p == 38 { current.foreground = value } else { current.background = value }
            default: unknown.append("SGR \(p)")
            }
            index += 1
        }
    }
}
