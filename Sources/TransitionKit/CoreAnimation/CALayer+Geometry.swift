import Foundation

extension CALayer {
    /// Whether `components`, the numbers of a new value of `property` (`"frame"`, `"bounds"`,
    /// `"position"`, `"center"`), are all finite. If not, a
    /// `geometry-invalid` diagnostic names the view or layer, the property, the value and the
    /// animator running (if any), and the caller ignores the change. Ours: Core Animation raises
    /// `CALayerInvalidGeometry` ("CALayer position contains NaN") and the app crashes.
    func acceptsGeometry(_ property: String, _ components: CGFloat...) -> Bool {
        guard components.contains(where: { !$0.isFinite }) else { return true }
        // As Swift on iOS prints a CGRect or CGPoint: "(10.0, nan, 100.0, 100.0)".
        let shown = "(" + components.map { "\(Double($0))" }.joined(separator: ", ") + ")"
        let owner =
            owningView.map { "\(String(describing: type(of: $0))) (a view)" } ?? String(describing: type(of: self))
        AnimationEngine.shared.diagnostics.reportFromAnimatorCode(
            .invalidGeometry,
            "\(owner)'s \(property) set to \(shown), which is not finite: ignored (iOS raises "
                + "CALayerInvalidGeometry and the app crashes). A division by zero gives .infinity or .nan; "
                + "compute \(property) from finite values.")
        return false
    }
}
