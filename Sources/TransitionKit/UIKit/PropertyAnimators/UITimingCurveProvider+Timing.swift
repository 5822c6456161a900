import Foundation

extension UITimingCurveProvider {
    /// The engine's curve for a run of `duration` seconds and the run's length (`duration`,
    /// or a physical spring's settling duration), read through the protocol so that custom
    /// providers work too: the spring for `.spring` and `.composed` (ours: the cubic part of a
    /// composed curve is not applied), else the cubic curve; ease-in-out when a provider gives
    /// neither (ours).
    func timing(overDuration duration: TimeInterval) -> (curve: TimingCurve, length: TimeInterval) {
        let type = timingCurveType
        if type == .spring || type == .composed, let spring = springTimingParameters {
            return spring.springTiming(overDuration: duration)
        }
        if let cubic = cubicTimingParameters {
            return (.bezier(cubic.function), duration)
        }
        return (TimingCurve(.easeInOut), duration)
    }
}
