/// One entry of the key table: the `--keys` tokens and the typed characters that mean a
/// `PlaygroundKey`. The one table behind headless token parsing, typed-character decoding
/// and the help text's token list. Ours.
public struct KeyBinding: Sendable {
    /// The key.
    public let key: PlaygroundKey
    /// `--keys` tokens, lower case; the first is the one help lists.
    public let tokens: [String]
    /// Characters that produce the key when typed (lower case for letters).
    public let characters: [Character]

    /// A binding; see the properties.
    public init(key: PlaygroundKey, tokens: [String], characters: [Character]) {
        self.key = key
        self.tokens = tokens
        self.characters = characters
    }

    /// The key table, in the order help lists it.
    public static let all: [KeyBinding] =
        [
            KeyBinding(key: .push, tokens: ["p"], characters: ["p"]),
            KeyBinding(key: .push, tokens: ["l"], characters: ["l"]),
            KeyBinding(key: .enter, tokens: ["enter", "return"], characters: ["\r", "\n", "\r\n"]),
            KeyBinding(key: .pop, tokens: ["b"], characters: ["b"]),
            KeyBinding(key: .pop, tokens: ["h"], characters: ["h"]),
            KeyBinding(key: .pop, tokens: ["backspace"], characters: ["\u{7F}", "\u{08}"]),
            KeyBinding(key: .arrowLeft, tokens: ["left"], characters: []),
            KeyBinding(key: .arrowRight, tokens: ["right"], characters: []),
            KeyBinding(key: .arrowUp, tokens: ["up"], characters: []),
            KeyBinding(key: .arrowDown, tokens: ["down"], characters: []),
            KeyBinding(key: .popToRoot, tokens: ["r"], characters: ["r"]),
        ]
        + (1...9).map { KeyBinding(key: .animator($0), tokens: ["\($0)"], characters: [Character("\($0)")]) }
        + [
            KeyBinding(key: .nextAnimator, tokens: ["tab"], characters: ["\t"]),
            KeyBinding(key: .previousAnimator, tokens: ["shift-tab", "backtab"], characters: []),
            KeyBinding(key: .slowMotion, tokens: ["s"], characters: ["s"]),
            KeyBinding(key: .pause, tokens: ["space"], characters: [" "]),
            KeyBinding(key: .step, tokens: ["."], characters: ["."]),
            KeyBinding(key: .scrubBack, tokens: ["["], characters: ["["]),
            KeyBinding(key: .scrubForward, tokens: ["]"], characters: ["]"]),
            KeyBinding(key: .cancel, tokens: ["esc", "escape"], characters: ["\u{1B}"]),
            KeyBinding(key: .help, tokens: ["?"], characters: ["?"]),
            KeyBinding(key: .quit, tokens: ["q"], characters: ["q", "\u{03}"]),
            KeyBinding(key: .forceComplete, tokens: ["f"], characters: ["f"]),
        ]

    /// The tokens help and error messages list: each binding's first token, with `1`…`9`
    /// folded into "1…9", then `wait:SECONDS`.
    public static var listedTokens: [String] {
        var listed: [String] = []
        for binding in all {
            guard let token = binding.tokens.first else { continue }
            if case .animator(let number) = binding.key {
                if number == 1 { listed.append("1…9") }
                continue
            }
            listed.append(token)
        }
        return listed + ["wait:SECONDS"]
    }
}
