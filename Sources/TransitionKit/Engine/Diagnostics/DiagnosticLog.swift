import Foundation

/// The diagnostics TransitionKit has reported, oldest first, and whom to tell about new ones.
/// Ours: UIKit stays silent about every mistake listed in `Diagnostic.Kind`.
///
/// `AnimationEngine.shared.diagnostics` is the one log. It is a collection of `Diagnostic`
/// (tests read it as an array: `contains { $0.kind == … }`, `isEmpty`, `last`); `onReport` is
/// called with each new one (the playground's HUD, headless mode's standard error). A
/// diagnostic identical to one already reported (same kind and message) since the current
/// navigation transition began — or since the log was emptied, outside transitions — is not
/// repeated: a mistake made every frame is reported once per transition.
@preconcurrency @MainActor
public final class DiagnosticLog: @MainActor RandomAccessCollection {
    private var entries: [Diagnostic] = []
    /// Kind and message of each diagnostic since the running transition began.
    private var reportedSinceTransitionBegan: Set<String> = []
    /// Supplies `Diagnostic.time`: the engine's clock, in seconds.
    private let clock: @MainActor () -> TimeInterval

    /// Called with each new diagnostic as it is reported.
    public var onReport: ((Diagnostic) -> Void)?

    /// The animator whose `animateTransition(using:)` (or interaction start) is running now, for
    /// messages about mistakes made inside it.
    private(set) var runningAnimatorName: String?

    init(clock: @escaping @MainActor () -> TimeInterval) {
        self.clock = clock
    }

    // MARK: Collection

    /// 0, the oldest diagnostic's index.
    public var startIndex: Int { 0 }
    /// One past the newest diagnostic's index (the number reported).
    public var endIndex: Int { entries.count }
    /// The diagnostic at `position`, 0 being the oldest.
    public subscript(position: Int) -> Diagnostic { entries[position] }

    // MARK: Reporting

    /// Records a diagnostic of `kind` with one-line `message`, stamped with the engine's time,
    /// and passes it to `onReport` — unless the same was reported since the transition began.
    public func report(_ kind: Diagnostic.Kind, _ message: String) {
        guard reportedSinceTransitionBegan.insert("\(kind.rawValue)\u{0}\(message)").inserted else { return }
        let diagnostic = Diagnostic(kind: kind, message: message, time: clock())
        entries.append(diagnostic)
        onReport?(diagnostic)
    }

    /// Reports a mistake made by code that may be running inside an animator: the message then
    /// starts with the animator's name and method.
    func reportFromAnimatorCode(_ kind: Diagnostic.Kind, _ message: String) {
        if let runningAnimatorName {
            report(kind, "\(runningAnimatorName).animateTransition(using:): \(message)")
        } else {
            report(kind, message)
        }
    }

    /// Runs `body` with `name` as the running animator.
    func whileRunningAnimator(_ name: String, _ body: () -> Void) {
        let outer = runningAnimatorName
        runningAnimatorName = name
        body()
        runningAnimatorName = outer
    }

    /// A navigation transition begins: the same mistake may be reported again from now on.
    func transitionDidBegin() {
        reportedSinceTransitionBegan.removeAll()
    }

    /// Forgets every diagnostic, the handler and the running animator (`AnimationEngine.reset()`).
    func reset() {
        entries.removeAll()
        reportedSinceTransitionBegan.removeAll()
        runningAnimatorName = nil
        onReport = nil
    }
}
