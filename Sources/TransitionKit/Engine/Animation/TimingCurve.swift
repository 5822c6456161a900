import Foundation

/// How an animation maps elapsed time (fraction of its duration) to progress.
enum TimingCurve: Equatable, Sendable {
    case bezier(CAMediaTimingFunction)
    case spring(SpringCurve)

    init(_ curve: UIView.AnimationCurve) {
        self = .bezier(curve.timingFunction)
    }

    func progress(at fraction: Double) -> Double {
        switch self {
        case .bezier(let function): function.progress(at: fraction)
        case .spring(let spring): spring.progress(at: fraction)
        }
    }
}
