import TerminalRenderer

/// The playground's keys, in one table: typed-key decoding (`PlaygroundKey(character:)`,
/// `PlaygroundKey(_:)` for terminal events), headless `--keys` tokens (`KeyToken.parse`), the
/// `?` overlay and `--help` (`helpLines`), the HUD's hints (`hintLines`) and README's key table
/// (`markdown`, which a test compares with README) are all read from `entries`. An entry that
/// is not available (`isAvailable` false) is reserved for an action being built: nothing
/// decodes or shows it. Ours.
public enum KeyTable {
    /// Every entry, in the order help lists them: by section, then as written.
    public static let entries: [KeyTableEntry] = [
        KeyTableEntry(
            .navigation,
            [
                .typed("p", .push), .typed("l", .push),
                KeyBinding(key: .arrowRight, name: "→", tokens: ["right"], inputs: [.right]),
            ],
            help: [
                "push (Enter too, with no finger down; on a photo",
                "grid → moves the selection, and the push grows the",
                "photo from the selected tile)",
            ],
            details:
                "push the screen the selection leads to (`Enter` too, while no finger holds a transition); on a "
                + "photo grid `→` moves the selection instead",
            hints: [.init(keys: .text("p"), label: "push", line: 0)]),
        KeyTableEntry(
            .navigation,
            [
                .typed("b", .pop), .typed("h", .pop),
                KeyBinding(
                    key: .pop, name: "Backspace", tokens: ["backspace"], characters: ["\u{7F}", "\u{08}"],
                    inputs: [.backspace]),
                KeyBinding(key: .arrowLeft, name: "←", tokens: ["left"], inputs: [.left]),
            ],
            help: ["pop (on a photo grid ← moves the selection)"],
            details: "pop; on a photo grid `←` moves the selection instead",
            hints: [.init(keys: .text("b"), label: "pop", line: 0)]),
        KeyTableEntry(
            .navigation,
            [
                KeyBinding(key: .arrowUp, name: "↑", tokens: ["up"], inputs: [.up]),
                KeyBinding(key: .arrowDown, name: "↓", tokens: ["down"], inputs: [.down]),
            ],
            help: ["move the selection"],
            details: "move the selection"),
        KeyTableEntry(
            .navigation, [.typed("r", .popToRoot)], help: ["pop to the root"], details: "pop to root",
            hints: [.init(keys: .text("r"), label: "root", line: 0)]),
        KeyTableEntry(
            .presentation, [.typed("m", .present)], help: ["present the selected screen modally"],
            details:
                "present modally what the selection names in the screens file (else the screen `p` would push, as "
                + "a page sheet), over what is presented already; inside it `p` and `b` push and pop",
            hints: [.init(keys: .text("m"), label: "present", line: 0)]),
        KeyTableEntry(
            .presentation, [.typed("d", .dismiss)], help: ["dismiss the presented screen"],
            details: "dismiss the top presented screen",
            hints: [.init(keys: .text("d"), label: "dismiss", line: 0)]),
        KeyTableEntry(
            .tabs, [.typed("{", .previousTab), .typed("}", .nextTab)], help: ["the previous / next tab"],
            details:
                "select the previous / next tab, wrapping round, as a tap on its item does (the tab bar delegate "
                + "and its animator run; as ⌘⇧[ ⌘⇧] do in Safari and Xcode); a click on the tab bar selects a tab",
            hints: [.init(keys: .text("{ }"), label: "tab", line: 1)]),
        KeyTableEntry(
            .animators,
            (1...9).map {
                KeyBinding(key: .animator($0), name: "\($0)", tokens: ["\($0)"], characters: [Character("\($0)")])
            }
                + [
                    KeyBinding(key: .nextAnimator, name: "Tab", tokens: ["tab"], characters: ["\t"], inputs: [.tab]),
                    KeyBinding(
                        key: .previousAnimator, name: "Shift-Tab", tokens: ["shift-tab", "backtab"], inputs: [.backTab]),
                ],
            help: ["pick an animator / the next one / the previous one"],
            details:
                "choose the animator (its name and summary are in the HUD; not while a transition runs). The "
                + "screens start from rest under the new animator: what the last one left moved is put back, with "
                + "a notice; the current animator's own number puts them back at rest too",
            hints: [.init(keys: .animatorNumbers, label: "animator", line: 2)]),
        KeyTableEntry(
            .time, [.typed("s", .slowMotion)], help: ["slow motion: 1×, ½×, ¼×, 1/10×"],
            details: "slow motion: 1×, ½×, ¼×, 1/10×", hints: [.init(keys: .text("s"), label: "slow", line: 1)]),
        KeyTableEntry(
            .time, [KeyBinding(key: .pause, name: "Space", tokens: ["space"], characters: [" "]), .typed(".", .step)],
            help: ["pause / one frame while paused"],
            details:
                "pause; one frame while paused: 1/60 s of wall-clock time, so 1/60 s × the speed of animation time "
                + "(the frame the run loop would show next; at ¼× it moves 1/240 s)",
            hints: [
                .init(keys: .text("Space"), label: "pause", line: 1), .init(keys: .text("."), label: "step", line: 1),
            ]),
        KeyTableEntry(
            .time, [.typed(",", .stepBack), .typed("<", .timelineBack), .typed(">", .timelineForward)],
            help: [
                "while paused: one frame back / a tenth of the",
                "transition back / on (. and > return to now first)",
            ],
            details:
                "while paused, look back: `,` one frame back (the step `.` takes), `<` `>` a tenth of the running "
                + "transition's duration back / on. The engine samples every animation at the earlier time "
                + "(exactly what was on screen then; nothing is replayed) and the HUD's Review row says how far "
                + "back; `.` and `>` go forward through the frames stepped back over to now, then on as before. "
                + "It cannot go back past a change that sampling cannot undo (see \"Looking back\"); `Space` "
                + "returns to now and runs on"),
        KeyTableEntry(
            .finger, [.typed("[", .scrubBack), .typed("]", .scrubForward)],
            help: [
                "the finger: ] puts it down and moves it 5 % (an edge",
                "swipe; at a root a sheet's swipe down or a tab swipe,",
                "else a push scrub), [ moves it back or scrubs a pop;",
                "a running interruptible transition is caught",
            ],
            details:
                "the finger, moved 5 % of the width per press; hold to drag. With a finger down (the mouse's or "
                + "the keys'), `]` moves it right and `[` left. With none and no transition: `]` puts one on the "
                + "phone's left edge and moves it right, an edge swipe that pops interactively through "
                + "`interactivePopGestureRecognizer` or the animator's own edge pan (an animator that gives no "
                + "interaction controller is not popped by it, as on iOS, and a notice says so); `[` scrubs a "
                + "pop by 5 % per press. At the root of a stack `]` makes the other gesture the screen has: on a "
                + "presented screen it lands 20 points below its top and swipes down by 5 % of the height (a page "
                + "sheet or the Half sheet dismisses), with tabs shown it lands at three quarters of the width and "
                + "swipes left (the Tab slide switches to the next tab); where that starts nothing, `]` scrubs a "
                + "push (the playground's scrub, for any animator; `[` then moves it towards the pop's end, `]` "
                + "towards the push's). During a transition "
                + "that runs on its own but is interruptible (its animator has `interruptibleAnimator(using:)` and "
                + "its interaction controller started it with `wantsInteractiveStart` false, as the Interruptible "
                + "slide's does; the HUD says \"interruptible: [ ] catch it\"), the first press catches it where "
                + "it stands, as a finger landing on the moving screens does (`pause()`), and moves it on by 5 % "
                + "— `[` towards the pop's end, `]` towards the push's end",
            hints: [.init(keys: .text("[ ]"), label: "finger", line: 1)]),
        KeyTableEntry(
            .finger,
            [
                KeyBinding(
                    key: .enter, name: "Enter", tokens: ["enter", "return"], characters: ["\r", "\n", "\r\n"],
                    inputs: [.enter]),
                KeyBinding(
                    key: .cancel, name: "Esc", tokens: ["esc", "escape"], characters: ["\u{1B}"], inputs: [.escape]),
            ],
            help: [
                "lift the finger: Enter flicks it on (a swipe",
                "finishes), Esc cancels the touch; finish / cancel",
                "a scrubbed or caught transition",
            ],
            details:
                "lift the finger: `Enter` lets it go with a flick the way it was moving (1000 points per second, "
                + "in the next 1/60 s of time: a swipe finishes its pop, dismissal or tab switch), `Esc` cancels the touch (the pop is cancelled); "
                + "with no finger, finish / cancel the scrubbed or caught transition, as releasing an edge swipe "
                + "would (`p` still pushes, queued behind it); a caught one then plays on its own again and can be "
                + "caught again. Seeds 000 and 004, and seed 002's push, call `completeTransition(true)` whatever "
                + "happens, as their articles do: after `Esc` the transition goes ahead anyway and the HUD says so"),
        KeyTableEntry(
            .finger, [], names: ["mouse"],
            help: [
                "a finger: tap to push or pick a tab; drag from the",
                "left edge to pop, down a sheet to dismiss it",
            ],
            details:
                "a finger on the phone: a tap on a tile or row pushes from it (the photo zoom grows from the "
                + "tap), a tap on the tab bar selects the tab; a drag is no tap: one from the phone's left edge is "
                + "an edge swipe that pops interactively, following the mouse, one down a page sheet dismisses it, "
                + "and an animator's own gestures (the Half sheet's, the Tab slide's) get theirs (released past "
                + "half way or with a flick it finishes, else the screen goes back); the phone shows the finger "
                + "(`●`, `o` in ASCII)"),
        KeyTableEntry(
            .inspector, [.typed("i", .inspector)],
            help: [
                "the inspector: the views, their values, the timeline;",
                "while it is open ↑ ↓ select the row above / below,",
                "Tab Shift-Tab the next / previous view beside it,",
                "← its superview, → its first subview",
            ],
            details:
                "open or close the inspector: the running transition's container (else the window) as a tree "
                + "of views, back to front, with each one's presentation frame, transform, alpha and "
                + "`zPosition`; the selected view's values in full (model values beside the presentation's "
                + "where they differ) and its corners marked on the phone; and the timeline of the running "
                + "animations (README, \"Inspector and timeline\"). While it is open, `↓` and `↑` select the "
                + "row below and above, `Tab` and `Shift-Tab` the next and previous view beside the selected one "
                + "(its superview's next subview, in front of it, and the one behind it), `←` the superview and "
                + "`→` the first subview (they choose no animator, push, pop or move the screens' selection until "
                + "it is closed)"),
        KeyTableEntry(
            .app, [.typed("f", .forceComplete)], help: ["force-complete a frozen transition"],
            details:
                "force-complete a frozen transition: one whose animator has not called `completeTransition` 2 s "
                + "after its duration, or whose duration is over 10 s (at once)",
            hints: [.init(keys: .text("f"), label: "force-complete", line: 2)]),
        KeyTableEntry(
            .app, [.typed("S", .saveFrame)], help: ["save the frame as text and ANSI in this directory"],
            details:
                "save the frame shown in the current directory, as text (`pushpop-frame-N.txt`, the grid as "
                + "headless mode's text frame shows it) and with its colours (`pushpop-frame-N.ans`, ANSI escapes, "
                + "for `cat`); N is the first number with neither file, and the HUD says where they went"),
        KeyTableEntry(
            .app, [.typed("?", .help)], help: ["this help (↑ ↓ scroll; other keys close it; q quits)"],
            details:
                "help: the key map; where the terminal is too short for all of it, `↑` `↓` scroll it; `q` quits, "
                + "any other key closes it",
            hints: [.init(keys: .text("?"), label: "help", line: 2)]),
        KeyTableEntry(
            .app,
            [
                .typed("q", .quit),
                KeyBinding(key: .quit, name: "Ctrl-C", tokens: [], characters: ["\u{03}"]),
            ],
            help: ["quit"], details: "quit (the terminal is restored exactly)",
            hints: [.init(keys: .text("q"), label: "quit", line: 2)]),
    ]

    /// The entries whose keys work now.
    public static let available: [KeyTableEntry] = entries.filter(\.isAvailable)

    /// Every key that works now: what typed characters, terminal keys and `--keys` tokens decode to.
    public static let bindings: [KeyBinding] = available.flatMap(\.bindings)

    /// How help writes the key(s) for `keys`: the first available binding's name of each, joined
    /// by spaces (`name(of: .scrubBack, .scrubForward)` is "[ ]"). What the HUD's status lines
    /// and the notices name keys with, so they follow the table.
    public static func name(of keys: PlaygroundKey...) -> String {
        keys.compactMap { key in bindings.first { $0.key == key }?.name }.joined(separator: " ")
    }

    /// The columns of help's key names.
    static let helpKeyColumns = 20

    /// The key map as help shows it: the keys in 20 columns (on a line of their own when longer),
    /// then what they do, continuation lines indented. What the `?` overlay and `--help` print.
    public static var helpLines: [String] {
        var lines: [String] = []
        for entry in available {
            let keys = entry.names.joined(separator: "  ")
            // Keys too long for their columns take a line of their own.
            let fits = keys.count < helpKeyColumns - 1
            if !fits { lines.append(keys) }
            for (index, text) in entry.help.enumerated() {
                let left = index == 0 && fits ? keys : ""
                lines.append(left + String(repeating: " ", count: helpKeyColumns - left.count) + text)
            }
        }
        return lines
    }

    /// `helpLines` for a box `width` columns wide: as they are where they fit, else with the
    /// keys in a third of the width (on a line of their own when longer) and what they do
    /// wrapped in the rest (the `?` overlay in a narrow terminal). Ours.
    public static func helpLines(width: Int) -> [String] {
        let lines = helpLines
        guard lines.contains(where: { $0.count > width }) else { return lines }
        let keyColumns = min(helpKeyColumns, max(width / 3, 4))
        var narrow: [String] = []
        for entry in available {
            let keys = entry.names.joined(separator: "  ")
            let fits = keys.count < keyColumns - 1
            if !fits { narrow.append(keys) }
            let text = entry.help.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            for (index, line) in PanelWriter.wrap(text, width: max(width - keyColumns, 8)).enumerated() {
                let left = index == 0 && fits ? keys : ""
                narrow.append(left + String(repeating: " ", count: keyColumns - left.count) + line)
            }
        }
        return narrow
    }

    /// The HUD's hint lines for `animatorCount` animators: each line's hints joined by " · ".
    public static func hintLines(animatorCount: Int) -> [String] {
        let hints = available.flatMap(\.hints)
        let count = (hints.map(\.line).max() ?? -1) + 1
        return (0..<count).map { line in
            hints.filter { $0.line == line }.map { $0.text(animatorCount: animatorCount) }.joined(separator: " · ")
        }
    }

    /// The hint lines for a panel `width` columns wide: `hintLines(animatorCount:)` where every
    /// line fits; else as many lines again, the hints flowed into them whole — help (`?`) and
    /// quit (`q`) first, as they lead to the rest, then in the usual order — and those left
    /// over dropped (the help overlay lists every key). Ours.
    public static func hintLines(animatorCount: Int, width: Int) -> [String] {
        let lines = hintLines(animatorCount: animatorCount)
        guard lines.contains(where: { $0.count > width }) else { return lines }
        // Help and quit by their keys, not their labels' wording.
        let leads = { (entry: KeyTableEntry) in entry.bindings.contains { $0.key == .help || $0.key == .quit } }
        let ordered = available.filter(leads).flatMap(\.hints) + available.filter { !leads($0) }.flatMap(\.hints)
        var flowed: [String] = []
        var current = ""
        for hint in ordered {
            let text = hint.text(animatorCount: animatorCount)
            if current.isEmpty {
                current = text
            } else if current.count + 3 + text.count <= width {
                current += " · " + text
            } else {
                flowed.append(current)
                if flowed.count == lines.count { return flowed }
                current = text
            }
        }
        if !current.isEmpty && flowed.count < lines.count { flowed.append(current) }
        return flowed
    }

    /// The tokens help and error messages list: each binding's first token, with `1`…`9`
    /// folded into "1…9", then `wait:SECONDS` and `drag:X0,Y0,X1,Y1,SECONDS`.
    public static var listedTokens: [String] {
        var listed: [String] = []
        for binding in bindings {
            guard let token = binding.tokens.first else { continue }
            if case .animator(let number) = binding.key {
                if number == 1 { listed.append("1…9") }
                continue
            }
            listed.append(token)
        }
        return listed + ["wait:SECONDS", "drag:X0,Y0,X1,Y1,SECONDS"]
    }

    /// README's key table (markdown): a `key | does` header, then a row per available entry,
    /// its keys in backticks (`1`…`9` for the number keys; the mouse in words).
    public static var markdown: String {
        var rows = ["| key | does |", "|---|---|"]
        for entry in available {
            // Keys in backticks; what is not a key (the mouse) as words.
            let keys = entry.names.map { name in
                entry.bindings.isEmpty ? name : name == "1 … 9" ? "`1`…`9`" : "`\(name)`"
            }.joined(separator: " ")
            rows.append("| \(keys) | \(entry.details) |")
        }
        return rows.joined(separator: "\n")
    }
}
