/// A key of the playground's key map (`KeyTable`, README "Keys"), whether typed or given as a
/// headless `--keys` token. The arrows are separate cases because their meaning depends on
/// the screen: they pop and push, except on a photo grid, where they move the selection; the
/// app decides. Ours.
public enum PlaygroundKey: Hashable, Sendable {
    /// `p`, `l`: push the next screen.
    case push
    /// Enter: finishes a scrubbed transition; otherwise pushes, as `push` does.
    case enter
    /// `b`, `h`, Backspace: pop.
    case pop
    /// ←: pop, or move the selection left on a photo grid.
    case arrowLeft
    /// →: push, or move the selection right on a photo grid.
    case arrowRight
    /// ↑: move the selection up.
    case arrowUp
    /// ↓: move the selection down.
    case arrowDown
    /// `r`: pop to the root.
    case popToRoot
    /// `1`…`9`: pick animator N (1-based).
    case animator(Int)
    /// Tab: the next animator.
    case nextAnimator
    /// Shift-Tab: the previous animator.
    case previousAnimator
    /// `s`: cycle slow motion (1×, ½×, ¼×, 1/10×).
    case slowMotion
    /// Space: pause or resume.
    case pause
    /// `.`: one frame while paused (forward through a review first).
    case step
    /// `,`: one frame back while paused, by review (sampling the animations earlier).
    case stepBack
    /// `<`: a tenth of the running transition back while paused, by review.
    case timelineBack
    /// `>`: a tenth of the running transition on while paused (through a review first).
    case timelineForward
    /// `[`: scrub an interactive transition back.
    case scrubBack
    /// `]`: scrub an interactive transition forward.
    case scrubForward
    /// Esc: cancel an interactive transition.
    case cancel
    /// `?`: show or hide help.
    case help
    /// `q`, Ctrl-C: quit.
    case quit
    /// `f`: force-complete a stuck transition.
    case forceComplete
    /// `m`: present the selected screen modally.
    case present
    /// `d`: dismiss the presented screen.
    case dismiss
    /// `{`: the previous tab.
    case previousTab
    /// `}`: the next tab.
    case nextTab
    /// `S`: save the frame shown as text and as ANSI (`FrameSnapshot`).
    case saveFrame
    /// `i`: open or close the inspector (while it is open, Tab, Shift-Tab and the arrows move
    /// its selection).
    case inspector

    /// The key a typed character stands for (letters in either case, unless a capital letter
    /// has a key of its own, as `S` has; Enter as "\r", "\n" or "\r\n"; Backspace as DEL or BS;
    /// Esc; Tab; Ctrl-C), per `KeyTable.bindings`; nil if none. Arrow keys and Shift-Tab arrive
    /// as escape sequences or curses key codes, not characters.
    public init?(character: Character) {
        let lowered = Character(character.lowercased())
        guard
            let binding = KeyTable.bindings.first(where: { $0.characters.contains(character) })
                ?? KeyTable.bindings.first(where: { $0.characters.contains(lowered) })
        else { return nil }
        self = binding.key
    }

    /// The key a `--keys` token names (case-insensitive, unless a capital letter's token names a
    /// key of its own, as `S` does), per `KeyTable.bindings`; nil if none.
    public init?(token: String) {
        let lowered = token.lowercased()
        guard
            let binding = KeyTable.bindings.first(where: { $0.tokens.contains(token) })
                ?? KeyTable.bindings.first(where: { $0.tokens.contains(lowered) })
        else { return nil }
        self = binding.key
    }
}
