import Foundation

extension DiagnosticLog {
    /// `value`, a spring parameter that user code gave `method` (`parameter` names it, e.g.
    /// `"initialSpringVelocity"`), when it is finite and `isValid`; otherwise `fallback`, with a
    /// `spring-invalid` diagnostic naming the running animator (if any), the method, the value,
    /// what the parameter must be (`requirement`, e.g. `"more than 0"`) and what was used.
    /// Every spring parameter TransitionKit reads from user code goes through here, as every
    /// duration goes through `checkedTime`. Ours: UIKit and Core Animation stay silent, and a
    /// `.nan` velocity or a mass of 0 leaves the animated values undefined.
    func checkedSpring(
        _ value: CGFloat, _ parameter: String, of method: String, mustBe requirement: String,
        fallback: CGFloat, isValid: (CGFloat) -> Bool = { _ in true }
    ) -> CGFloat {
        guard !value.isFinite || !isValid(value) else { return value }
        reportFromAnimatorCode(
            .invalidSpring,
            "\(method): the \(parameter) is \(Self.describe(number: value)); \(Self.describe(number: fallback)) used "
                + "instead. Give a finite \(parameter)\(requirement.isEmpty ? "" : " " + requirement).")
        return fallback
    }

    /// A physical spring's parameters checked with `checkedSpring`: mass and stiffness more
    /// than 0, damping 0 or more, each finite, else Core Animation's defaults (1, 100, 10), as
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` and a
    /// `CASpringAnimation` added to a layer take them.
    func checkedPhysicalSpring(
        mass: CGFloat, stiffness: CGFloat, damping: CGFloat, of method: String
    ) -> (mass: CGFloat, stiffness: CGFloat, damping: CGFloat) {
        (
            checkedSpring(mass, "mass", of: method, mustBe: "more than 0", fallback: 1, isValid: { $0 > 0 }),
            checkedSpring(
                stiffness, "stiffness", of: method, mustBe: "more than 0", fallback: 100, isValid: { $0 > 0 }),
            checkedSpring(damping, "damping", of: method, mustBe: "of 0 or more", fallback: 10, isValid: { $0 >= 0 })
        )
    }

    /// A velocity vector checked component by component with `checkedSpring` (`fallback` 0).
    func checkedSpringVelocity(_ velocity: CGVector, _ parameter: String, of method: String) -> CGVector {
        CGVector(
            dx: checkedSpring(velocity.dx, parameter + ".dx", of: method, mustBe: "", fallback: 0),
            dy: checkedSpring(velocity.dy, parameter + ".dy", of: method, mustBe: "", fallback: 0))
    }

    /// A number as a message shows it: `.infinity`, `-.infinity`, `.nan`, or the value with
    /// at most 3 decimals (`0`, `-2.5`).
    static func describe(number: CGFloat) -> String {
        if number.isNaN { return ".nan" }
        if number.isInfinite { return number < 0 ? "-.infinity" : ".infinity" }
        let rounded = (Double(number) * 1000).rounded() / 1000
        return abs(rounded) < 1e15 && rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    }
}
