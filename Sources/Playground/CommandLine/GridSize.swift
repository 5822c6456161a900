/// A terminal size in character cells. Ours.
public struct GridSize: Equatable, Hashable, Sendable {
    /// Columns (cells across).
    public var columns: Int
    /// Rows (cells down).
    public var rows: Int

    /// A size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The headless default, 100 × 32.
    public static let defaultHeadless = GridSize(columns: 100, rows: 32)

    /// The largest `--size` accepted in each direction.
    public static let maximumDimension = 1000

    /// Parses `COLSxROWS` (`x` or `X`, e.g. `100x32`); nil if malformed.
    init?(parsing text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        let split = parts.count == 2 ? parts : text.split(separator: "X", omittingEmptySubsequences: false)
        guard split.count == 2,
            split.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let columns = Int(split[0]), let rows = Int(split[1])
        else { return nil }
        self.init(columns: columns, rows: rows)
    }
}
