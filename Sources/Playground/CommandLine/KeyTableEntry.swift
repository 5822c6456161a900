/// One row of the key table: keys that belong together for a person (`b` `h` `Backspace` `←`
/// all pop; `[` `]` move the finger), what they do in help's words and README's, the HUD's
/// short hints, and the section. Ours.
public struct KeyTableEntry: Sendable {
    /// The groups the table is read in, in this order.
    public enum Section: String, Sendable, CaseIterable {
        /// Push, pop, selection.
        case navigation = "Navigation"
        /// Present modally, dismiss.
        case presentation = "Presentation"
        /// Switch tabs.
        case tabs = "Tabs"
        /// Choose the animator.
        case animators = "Animators"
        /// Slow motion, pause, step.
        case time = "Time"
        /// The virtual finger: scrub or catch a transition, release it; the mouse.
        case finger = "Finger"
        /// The inspector and its timeline.
        case inspector = "Inspector"
        /// Force-complete, help, quit.
        case app = "App"
    }

    /// A short hint at the bottom of the HUD: `p push`.
    public struct Hint: Equatable, Sendable {
        /// How the hint writes the keys.
        public enum Keys: Equatable, Sendable {
            /// As written: `p`, `[ ]`.
            case text(String)
            /// `Tab/1-N`, N the animators the number keys reach (at most 9).
            case animatorNumbers
        }
        /// The keys.
        public let keys: Keys
        /// What they do, one or two words.
        public let label: String
        /// The HUD's hint line it goes on (0 is the top one).
        public let line: Int

        /// `keys label`, for `animatorCount` animators.
        public func text(animatorCount: Int) -> String {
            switch keys {
            case .text(let text): return "\(text) \(label)"
            case .animatorNumbers: return "Tab/1-\(min(9, animatorCount)) \(label)"
            }
        }
    }

    /// The section.
    public let section: Section
    /// The keys, in the order help names them (none for the mouse).
    public let bindings: [KeyBinding]
    /// How help and README name the keys, in order: the bindings' names with `1` … `9` as one,
    /// or what the entry was given (e.g. "mouse").
    public let names: [String]
    /// What they do in help and `--help`: lines of at most 54 columns.
    public let help: [String]
    /// What they do in README's key table (markdown).
    public let details: String
    /// The HUD's hints for them, if any.
    public let hints: [Hint]
    /// Whether the keys do what the entry says yet. An entry that is not is reserved for an
    /// action still being built: its keys are not decoded, and help, the HUD, `--help` and
    /// README do not show it.
    public let isAvailable: Bool

    /// An entry; `names` defaults to the bindings' names with the number keys folded to `1 … 9`.
    public init(
        _ section: Section, _ bindings: [KeyBinding], names: [String]? = nil, help: [String], details: String,
        hints: [Hint] = [], isAvailable: Bool = true
    ) {
        self.section = section
        self.bindings = bindings
        self.names = names ?? Self.foldedNames(bindings)
        self.help = help
        self.details = details
        self.hints = hints
        self.isAvailable = isAvailable
    }

    /// The bindings' names, with those of `animator(1)` … `animator(9)` as one "1 … 9".
    private static func foldedNames(_ bindings: [KeyBinding]) -> [String] {
        bindings.compactMap { binding in
            guard case .animator(let number) = binding.key else { return binding.name }
            return number == 1 ? "1 … 9" : nil
        }
    }
}
