/// A replacement of a range of a file's UTF-8 bytes. Ours.
struct SourceEdit {
    /// The bytes replaced, as offsets from the start of the file.
    let range: Range<Int>
    /// What replaces them.
    let replacement: String

    /// `bytes` with `edits` made; the edits must not overlap. They are applied from the end of
    /// the file backwards, so that each one's offsets still hold when it is made.
    static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return result
    }
}
