extension StringProtocol {
    /// The text without the whitespace and line breaks around it.
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
