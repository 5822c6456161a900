/// A file parsed by sourcekitd: its path, UTF-8 bytes and outline, with the offset of each line
/// to turn offsets into lines and columns. Ours.
struct ParsedFile {
    /// See `SourceFile.path`.
    let path: String
    /// The file's UTF-8 bytes.
    let bytes: [UInt8]
    /// sourcekitd's outline of them.
    let outline: SourceOutline
    /// The offset at which each line starts (line 1 at index 0).
    private let lineStarts: [Int]

    /// `file` parsed.
    /// - Throws: `SourceRewritingError.syntax` with the file's path and its first parse error,
    ///   and the errors of `SourceKit.outline(of:)`.
    init(_ file: SourceFile) throws(SourceRewritingError) {
        let outline = try SourceKit.outline(of: file.text)
        if let error = outline.diagnostics?.first(where: { $0.severity == "source.diagnostic.severity.error" }) {
            throw .syntax(path: file.path, line: error.line, column: error.column, message: error.description)
        }
        let bytes = Array(file.text.utf8)
        path = file.path
        self.bytes = bytes
        self.outline = outline
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The file's text in `range` (UTF-8 bytes).
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The 1-based line of the byte at `offset`.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }

    /// The 1-based column (UTF-8 bytes, as the compiler counts) of the byte at `offset`.
    func column(of offset: Int) -> Int {
        offset - lineStart(ofLine: line(of: offset)) + 1
    }

    /// The offset at which 1-based `line` starts.
    func lineStart(ofLine line: Int) -> Int {
        lineStarts[line - 1]
    }

    /// The file's line `line` (1-based) without its line break.
    func lineText(_ line: Int) -> String {
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        return text(lineStarts[line - 1]..<end)
    }

    /// `offset` moved back to the start of its line when only spaces and tabs are before it there.
    func startOfIndentation(before offset: Int) -> Int {
        let start = lineStart(ofLine: line(of: offset))
        let indentedOnly = bytes[start..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return indentedOnly ? start : offset
    }

    /// The file's name: the path's last component.
    var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The line `#sourceLocation(file: "<path>", line: <line>)` (with its line break): the line
    /// after it is, for the compiler's diagnostics, line `line` of this file. The path is a Swift
    /// string literal, `\` and `"` escaped.
    func sourceLocation(line: Int) -> String {
        "#sourceLocation(file: \(path.swiftStringLiteral), line: \(line))\n"
    }
}
