import Animators

extension PlaygroundCommand {
    /// What a command is run with: the program's name for its messages, its arguments, and what
    /// it needs to run the playground as the program does (`PushPop.main` with `animators` and
    /// `commands`). Ours.
    public struct Invocation: Sendable {
        /// The name the program was started by, for messages (`PushPop.programName`), e.g. `pushpop`.
        public let program: String
        /// The arguments after the command's name.
        public let arguments: [String]
        /// The animators the program runs the playground with.
        public let animators: [AnimatorEntry]
        /// Every command the program registered, this one among them (for `--help`).
        public let commands: [PlaygroundCommand]

        /// An invocation; see the properties.
        public init(program: String, arguments: [String], animators: [AnimatorEntry], commands: [PlaygroundCommand]) {
            self.program = program
            self.arguments = arguments
            self.animators = animators
            self.commands = commands
        }
    }
}
