import TerminalRenderer

/// One key of the key table: the `PlaygroundKey` it means, how people write it, the `--keys`
/// tokens and the typed characters or named terminal keys that produce it. `KeyTable` groups
/// them into entries; decoding, headless token parsing, help, the HUD's hints, `--help` and
/// README's key table all read them from there. Ours.
public struct KeyBinding: Sendable {
    /// The key.
    public let key: PlaygroundKey
    /// How help and README write the key: `p`, `Enter`, `→`, `Shift-Tab`.
    public let name: String
    /// `--keys` tokens, lower case (a capital letter with a key of its own, `S`, as itself); the
    /// first is the one help lists.
    public let tokens: [String]
    /// Characters that produce the key when typed (lower case for letters, but for a capital
    /// letter with a key of its own, `S`).
    public let characters: [Character]
    /// Named terminal keys that produce it (arrows, Enter, Tab, …), as the terminal reports them.
    public let inputs: [InputEvent]

    /// A binding; see the properties.
    public init(
        key: PlaygroundKey, name: String, tokens: [String], characters: [Character] = [], inputs: [InputEvent] = []
    ) {
        self.key = key
        self.name = name
        self.tokens = tokens
        self.characters = characters
        self.inputs = inputs
    }

    /// A letter or symbol key typed as itself, named and tokened as itself: `p`, `[`, `?`.
    static func typed(_ character: Character, _ key: PlaygroundKey) -> KeyBinding {
        KeyBinding(key: key, name: String(character), tokens: [String(character)], characters: [character])
    }
}
