extension StringProtocol {
    /// The text without the whitespace and line breaks around it.
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The text as a Swift string literal: in quotes, `\` and `"` escaped.
    var swiftStringLiteral: String {
        reduce(into: "\"") { literal, character in
            if character == "\\" || character == "\"" { literal.append("\\") }
            literal.append(character)
        } + "\""
    }
}
