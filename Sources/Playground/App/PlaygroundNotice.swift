import Foundation

/// A short message from the playground itself (not a diagnostic of the code under test): why a
/// key did nothing, or what the playground did on its own. The session gives values; the HUD
/// and headless mode's standard error show `message`, the one place the wording is made. Tests
/// compare values. Ours.
public enum PlaygroundNotice: Equatable, Sendable {
    /// A number key named an animator that does not exist: `number` (1-based) of `count`.
    case noSuchAnimator(number: Int, count: Int)
    /// An animator switch asked for while a transition runs (refused).
    case switchDuringTransition
    /// After an animator switch: the screens titled `titles` were put back at rest, because
    /// `previousAnimator` (its name) had left them moved (`view-not-at-rest`).
    case putBackAtRest(titles: [String], previousAnimator: String)
    /// A push or pop refused: `limit` operations already wait (`PlaygroundSession.queueLimit`).
    case queueFull(limit: Int)
    /// A pop asked for when the stack will be at its root.
    case alreadyAtRoot
    /// `.` pressed while time runs: it steps only while paused.
    case stepNeedsPause
    /// `,` `<` or `>` pressed while time runs: looking back works only while paused.
    case reviewNeedsPause
    /// `,` or `<` with nothing earlier to show: something changed `secondsBack` seconds of
    /// animation time before now (`AnimationEngine.earliestReviewTime`) that sampling cannot
    /// undo.
    case reviewAtEarliest(secondsBack: TimeInterval)
    /// `<` or `>` with no transition running.
    case noTransitionToReview
    /// `[` or `]` during a running transition that cannot be caught (not interruptible).
    case scrubDuringRunningTransition
    /// `[` at the root: nothing to pop interactively.
    case nothingToPopForScrub
    /// `]` put a finger on the left edge and nothing popped: the animator's delegate gives a
    /// custom animation controller for the pop but no interaction controller, and UIKit's edge
    /// swipe then does not pop (`[` still scrubs the pop, the playground's way).
    case edgeSwipeDoesNotPop
    /// A scrub started a transition that its animator does not let be driven interactively.
    case notInteractive
    /// `f` with no transition running.
    case noTransitionToComplete
    /// `f` during a transition that is not yet overdue.
    case transitionStillRunning
    /// A headless `drag:` starts at `start` (window points), outside the window of `windowSize`
    /// points, so it touches nothing (a press outside the phone is no touch).
    case dragStartsOutsideWindow(start: CGPoint, windowSize: CGSize)
    /// An animator switch asked for while something is presented (refused: the presented
    /// screens were made for the current animator's presentation).
    case switchWhilePresenting
    /// A present, dismiss or tab switch asked for while a transition runs (refused, as UIKit
    /// refuses a presentation during another and ignores tab taps during a switch).
    case actionDuringTransition(Action)
    /// `d` with nothing presented.
    case nothingToDismiss
    /// `{` or `}` when the screens have no tabs.
    case noTabs
    /// `{` or `}` while something presented covers the tab bar.
    case tabsCoveredByPresentation
    /// `f` completed a frozen transition: `completeTransition(false)` when `cancelled` (its
    /// interaction had been cancelled), else `completeTransition(true)`.
    case forcedCompletion(cancelled: Bool)
    /// A pop from a key (`b`, `←`, `h`) that the animator's delegate made interactive (it gave an
    /// interaction controller): it waits at 0 % for a gesture, as a pop from code (the back
    /// button) does on iOS with such a delegate; `animator` names the entry.
    case popHeldForInteraction(animator: String)
    /// A new build of the user's files (`pushpop run --watch`) has no entry named `previous`,
    /// the animator that was selected (its type was renamed or removed): `now` is selected.
    case animatorGoneAfterReload(previous: String, now: String)

    /// What was refused during a transition.
    public enum Action: Equatable, Sendable {
        /// A push or pop (during a presentation, dismissal or tab switch).
        case navigation
        case present, dismiss, tabSwitch
    }

    /// `S` saved the frame shown as `text` and `ansi` (file names) in `directory`.
    case frameSaved(text: String, ansi: String, directory: String)
    /// `S` could not save the frame: `reason` names the file and what went wrong.
    case frameNotSaved(reason: String)

    /// The text the HUD shows and headless mode prints after `[notice]`; keys are named as
    /// `KeyTable` names them.
    public var message: String {
        switch self {
        case .noSuchAnimator(let number, let count):
            return "no animator \(number): there are \(count)"
        case .switchDuringTransition:
            return "finish the running transition before switching animators"
        case .putBackAtRest(let titles, let previous):
            return "\(titles.joined(separator: ", ")) put back at rest: \(previous) had left "
                + (titles.count == 1 ? "it" : "them") + " moved (view-not-at-rest)"
        case .queueFull(let limit):
            return "\(limit) pushes and pops are already waiting; let them run"
        case .alreadyAtRoot:
            return "already at the root"
        case .stepNeedsPause:
            return "press \(KeyTable.name(of: .pause)) to pause, then \(KeyTable.name(of: .step)) steps one frame"
        case .reviewNeedsPause:
            return "press \(KeyTable.name(of: .pause)) to pause, then \(KeyTable.name(of: .stepBack)) steps back"
        case .reviewAtEarliest(let secondsBack):
            return "nothing earlier to show: " + String(format: "%.3f", secondsBack)
                + " s back something changed that sampling the animations cannot undo"
        case .noTransitionToReview:
            let keys = KeyTable.name(of: .timelineBack, .timelineForward)
            return "no transition to scrub: \(keys) move along a running one"
        case .scrubDuringRunningTransition:
            return "wait for the running transition to finish before scrubbing: only an interruptible one is caught"
        case .nothingToPopForScrub:
            return "nothing to pop: press \(KeyTable.name(of: .scrubForward)) to scrub a push"
        case .edgeSwipeDoesNotPop:
            return "the edge swipe does not pop here: the animator gives no interaction controller for pops; "
                + "press \(KeyTable.name(of: .scrubBack)) to scrub the pop"
        case .notInteractive:
            return "this transition cannot be driven interactively"
        case .switchWhilePresenting:
            return "dismiss the presented screens (\(KeyTable.name(of: .dismiss))) before switching animators"
        case .actionDuringTransition(let action):
            let what =
                switch action {
                case .navigation: "pushing or popping"
                case .present: "presenting"
                case .dismiss: "dismissing"
                case .tabSwitch: "switching tabs"
                }
            return "wait for the running transition to finish before \(what)"
        case .nothingToDismiss:
            return "nothing is presented: \(KeyTable.name(of: .present)) presents the selected screen"
        case .noTabs:
            return "these screens have no tabs (see Assets/README.md, \"tabs\")"
        case .tabsCoveredByPresentation:
            return "the tab bar is covered: \(KeyTable.name(of: .dismiss)) dismisses the presented screen"
        case .noTransitionToComplete:
            return "no transition to complete"
        case .transitionStillRunning:
            return "the transition is still running; f only completes one whose animator is overdue"
        case .dragStartsOutsideWindow(let start, let size):
            return "drag starts at \(Self.points(start.x)),\(Self.points(start.y)), outside the "
                + "\(Self.points(size.width))×\(Self.points(size.height))-point window: nothing is touched "
                + "(drag: takes window points, not cells)"
        case .animatorGoneAfterReload(let previous, let now):
            return "the new build has no \(previous): \(now) is selected"
        case .popHeldForInteraction(let animator):
            return "\(animator) made this pop interactive: it waits at 0 % for a finger, as a pop from code does on "
                + "iOS — \(KeyTable.name(of: .scrubBack)) \(KeyTable.name(of: .scrubForward)) drag it, "
                + "\(KeyTable.name(of: .enter)) finishes, \(KeyTable.name(of: .cancel)) cancels"
        case .frameSaved(let text, let ansi, let directory):
            return "frame saved as \(text) and \(ansi) in \(directory)"
        case .frameNotSaved(let reason):
            return "frame not saved: \(reason)"
        case .forcedCompletion(let cancelled):
            return cancelled
                ? "forced completeTransition(false): the interaction had been cancelled"
                : "forced completeTransition(true)"
        }
    }

    /// `value` (points) as a person writes it: whole numbers without a fraction, others to
    /// one decimal.
    private static func points(_ value: CGFloat) -> String {
        // Past a billion points, as given (`1e+308`): tenths would overflow to infinity.
        guard abs(value) < 1e9 else { return String(format: "%g", Double(value)) }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}
