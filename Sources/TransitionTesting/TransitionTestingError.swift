import Foundation
import TerminalRenderer
import TransitionKit

/// What went wrong while a `TransitionRun` started, ran or finished a transition. Each case's
/// `description` names the operation and what to look at. Ours.
public enum TransitionTestingError: Error, Equatable, CustomStringConvertible {
    /// The operation (`"push"`, `"pop"`, `"present"`, `"dismiss"`, `"tab switch"`) did not start
    /// an animated transition; `reason` says what was found instead (e.g. the push was refused,
    /// or the controller was already on the stack).
    case transitionDidNotStart(operation: String, reason: String)
    /// The animator had not called `completeTransition(_:)` `after` seconds (its duration plus
    /// `TransitionRun.completionMargin`).
    case transitionDidNotComplete(operation: String, duration: TimeInterval, after: TimeInterval)
    /// The transition ended without taking place: the animator called `completeTransition(false)`
    /// (or the transition was cancelled), so the screens are as before it. `showing` names the
    /// controllers left on screen (their titles, or their types).
    case transitionCancelled(operation: String, showing: [String])
    /// `advance(to:)` was asked for a time before the run's current time (seconds since the
    /// transition began): the clock only moves forward.
    case timeRunsBackwards(requested: TimeInterval, current: TimeInterval)
    /// `advance(to:)` or `advance(by:)` was given a time that is not finite, or more than
    /// `TransitionRun.longestAdvance` seconds ahead of the run's time (stepping there frame by
    /// frame would not end in a test's lifetime).
    case invalidTime(requested: TimeInterval, current: TimeInterval)
    /// While an `await`ed `advance` or `finish` let other main-actor work run, something else
    /// reset or moved `AnimationEngine.shared` (another test running a transition at the same
    /// time); `at` is the run's time then.
    case engineUsedElsewhere(operation: String, at: TimeInterval)
    /// A window size with a width or height that is not a positive, finite number of points.
    case invalidWindowSize(CGSize)

    /// What went wrong and what to do, on one line (several for a diff).
    public var description: String {
        let text: String
        switch self {
        case .transitionDidNotStart(let operation, let reason):
            text = "the \(operation) never started an animated transition: \(reason)"
        case .transitionDidNotComplete(let operation, let duration, let after):
            text =
                "the \(operation) never completed: its animator had not called completeTransition(_:) "
                + String(format: "%.3f s after it began (its duration %.3f s plus the margin). ", after, duration)
                + "Call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) "
                + "when your animations end; if it is called from DispatchQueue.main.async or a Timer, make "
                + "the test async and use try await run.finish(), which lets the main queue run."
        case .transitionCancelled(let operation, let showing):
            text =
                "the \(operation) was undone: the animator called completeTransition(false) (or the transition "
                + "was cancelled); showing \(showing.joined(separator: " › ")). Call "
                + "completeTransition(!transitionContext.transitionWasCancelled)."
        case .timeRunsBackwards(let requested, let current):
            text = String(
                format: "advance(to: %.4f) is earlier than the run's time %.4f s: time only moves forward", requested,
                current)
        case .invalidTime(let requested, let current):
            text =
                "advance to \(requested) s: a time must be finite and at most "
                + String(format: "%.0f s after the run's time %.4f s", TransitionRun.longestAdvance, current)
        case .engineUsedElsewhere(let operation, let at):
            text =
                String(format: "the %@ was disturbed at %.4f s: ", operation, at)
                + "AnimationEngine.shared was reset or moved while the run waited for the main queue "
                + "(another test ran a transition at the same time): put such tests in a .serialized suite "
                + "or run swift test --no-parallel"
        case .invalidWindowSize(let size):
            text = "the window size \(size.width) × \(size.height) points is not a positive size"
        }
        // Titles come from the test's controllers: no control character reaches the report.
        return TerminalText.sanitized(text, keepingLineBreaks: false)
    }
}
