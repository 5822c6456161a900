import Animators

/// A command of a program built on `PushPop.main` besides the playground itself, chosen by its
/// name as the first argument: the pushpop executable registers `run` (`pushpop run
/// FILE.swift…`). `PushPop.main` runs the command registered under that name, and `--help`
/// lists the commands registered, so the usage shows what the program does and no more. Ours.
public struct PlaygroundCommand: Sendable {
    /// The first argument that chooses it, e.g. `run`.
    public let name: String
    /// What follows `PROGRAM NAME` on its line of the usage, e.g. `FILE.swift… [--watch]`.
    public let synopsis: String
    /// Its paragraph in `--help`, given the program's name (the paragraph names the command as
    /// it is typed): lines of at most 80 characters with the name `pushpop`, no final line break.
    public let help: @Sendable (_ program: String) -> String
    /// Runs it and returns the exit status.
    public let main: @MainActor @Sendable (_ invocation: Invocation) -> Int32

    /// A command named `name`; see the properties.
    public init(
        name: String, synopsis: String, help: @escaping @Sendable (_ program: String) -> String,
        main: @escaping @MainActor @Sendable (_ invocation: Invocation) -> Int32
    ) {
        self.name = name
        self.synopsis = synopsis
        self.help = help
        self.main = main
    }
}
