/// One terminal cell: a single-column glyph with its colours and weight.
///
/// `nil` colours mean the terminal's default foreground or background. The character must be
/// one column wide; `CellGrid.write` and the backends replace anything else. Source: ours.
public struct Cell: Equatable, Sendable {
    /// The glyph, one column wide (`" "` for a blank cell).
    public var character: Character
    /// Text colour; nil is the terminal's default.
    public var foreground: RGB?
    /// Background colour; nil is the terminal's default.
    public var background: RGB?
    /// Whether the glyph is drawn bold.
    public var isBold: Bool

    /// Creates a cell; the defaults make a blank one.
    public init(character: Character = " ", foreground: RGB? = nil, background: RGB? = nil, isBold: Bool = false) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
    }

    /// A space in the terminal's default colours, not bold.
    public static let blank = Cell()

    /// Compares the cheap fields first; characters last.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.isBold == rhs.isBold && lhs.background == rhs.background && lhs.foreground == rhs.foreground
            && lhs.character == rhs.character
    }
}
