import Foundation

extension DiagnosticLog {
    /// `fraction`, a transition's completed fraction that user code gave `method`, when it is
    /// finite; otherwise nil, with a `progress-invalid` diagnostic naming the running animator
    /// (if any), the method and the value. Ours: UIKit stays silent, and a NaN fraction leaves
    /// the transition's views at no defined place.
    func checkedFraction(_ fraction: CGFloat, of method: String) -> CGFloat? {
        guard !fraction.isFinite else { return fraction }
        reportFromAnimatorCode(
            .invalidProgress,
            "\(method): the fraction is \(Self.describe(seconds: Double(fraction))), which is not finite: ignored, the "
                + "transition stays where it was. A translation divided by a width of 0 gives .nan; "
                + "give a fraction from finite values.")
        return nil
    }
}
