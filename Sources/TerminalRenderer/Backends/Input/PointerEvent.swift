/// What the mouse did at a terminal cell: its left button went down, moved while held, or came
/// up. Decoded from the terminal's SGR (1006) mouse reports with button-motion tracking (1002),
/// or from X10-style reports. Source: xterm's "Control Sequences" (Mouse Tracking); the choice
/// of events is ours.
public struct PointerEvent: Equatable, Sendable {
    /// What happened.
    public enum Phase: Equatable, Sendable {
        /// The left button was pressed.
        case down
        /// The mouse moved with the left button held.
        case moved
        /// The left button was released.
        case up
    }

    /// What happened.
    public let phase: Phase
    /// The cell's 0-based column in the terminal.
    public let column: Int
    /// The cell's 0-based row in the terminal.
    public let row: Int

    /// An event; see the properties.
    public init(phase: Phase, column: Int, row: Int) {
        self.phase = phase
        self.column = column
        self.row = row
    }
}
