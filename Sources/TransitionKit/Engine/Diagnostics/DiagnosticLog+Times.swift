import Foundation

extension DiagnosticLog {
    /// `seconds`, a duration or delay that user code gave `method` (`parameter` names it, e.g.
    /// `"duration"`), when it is finite and not negative; otherwise `fallback` seconds, with a
    /// `time-invalid` diagnostic naming the running animator (if any), the method, the value
    /// and what was used. Every duration and delay TransitionKit reads from user code goes
    /// through here, so that `.infinity`, `.nan` and negative values are treated alike. Ours:
    /// UIKit and Core Animation stay silent, and run a non-finite duration for ever.
    func checkedTime(
        _ seconds: TimeInterval, _ parameter: String, of method: String, fallback: TimeInterval = 0
    ) -> TimeInterval {
        guard !seconds.isFinite || seconds < 0 else { return seconds }
        reportFromAnimatorCode(
            .invalidTime,
            "\(method): the \(parameter) is \(Self.describe(seconds: seconds)); "
                + "\(Self.describe(seconds: fallback)) used instead. Give a finite \(parameter) of 0 s or more.")
        return fallback
    }

    /// A number of seconds as a message shows it: `.infinity`, `-.infinity`, `.nan`, or the
    /// value with at most 3 decimals and `s` (`-1 s`, `0.25 s`, `3600 s`).
    static func describe(seconds: TimeInterval) -> String {
        let number = describe(number: CGFloat(seconds))
        return seconds.isFinite ? number + " s" : number
    }
}
