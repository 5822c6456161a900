/// How much motion the playground shows (`PUSHPOP_ANIMATIONS`), as terminal UI frameworks offer a
/// reduce-motion switch and iOS its Reduce Motion setting. Every transition still runs its
/// animator, whose completion and delegate callbacks come as UIKit makes them; `none` and
/// `basic` turn Reduce Motion on (`UIAccessibility.isReduceMotionEnabled` is true, and the
/// change is announced), so an animator that asks gets the answer. Ours.
public enum AnimationMode: String, CaseIterable, Equatable, Sendable {
    /// No motion: a transition that runs on its own jumps to its end state in the frame it
    /// starts (its clock is run through in steps of 1/60 s before anything is drawn, so no frame
    /// in between is shown).
    case none
    /// A cross-fade instead of the animator's motion: the transition jumps to its end as with
    /// `none`, under a picture of the screen as it was when it started (a snapshot of the
    /// window), which fades out in `PlaygroundSession.crossFadeDuration`.
    case basic
    /// The animators' own motion (the default).
    case full

    /// The environment variable that chooses the mode.
    public static let variable = "PUSHPOP_ANIMATIONS"

    /// The mode `environment` asks for: `full` when `PUSHPOP_ANIMATIONS` is not set.
    /// - Throws: `UsageError` naming the variable and the value when it is not `none`, `basic`
    ///   or `full` (exactly so, in lower case).
    public static func from(environment: [String: String]) throws(UsageError) -> AnimationMode {
        guard let value = environment[variable] else { return .full }
        guard let mode = AnimationMode(rawValue: value) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("\(variable)='\(value)' is not one of \(names)")
        }
        return mode
    }
}
