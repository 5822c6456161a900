import Foundation

/// A system interactive transition driven by a pan — the navigation controller's edge swipe, a
/// page sheet's swipe down: the pan's `.began` starts the interaction, `.changed` updates it
/// with the progress, and the release finishes or cancels it by one rule; a cancelled or failed
/// pan cancels. The rule: a flick of at least `decisiveVelocity` points per second towards the
/// end finishes and one away from it cancels; slower, it finishes when the progress is above
/// one half. Ours: iOS publishes neither number.
@MainActor
struct PanDrivenInteraction {
    /// The flick speed, in points per second, that decides on release whatever the progress.
    static let decisiveVelocity: CGFloat = 500

    /// The interaction the pan drives while it runs.
    private var interaction: UIPercentDrivenInteractiveTransition?

    /// Whether a transition let go of at `progress` (0…1) with the finger moving at `velocity`
    /// points per second towards its end (negative: away from it) finishes.
    static func finishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        velocity >= decisiveVelocity || (velocity > -decisiveVelocity && progress > 0.5)
    }

    /// Follows `pan` in its current state: on `.began` starts the interaction `begin` gives
    /// (nil: nothing to drive), then updates it to `progress` (0…1); on `.ended` finishes or
    /// cancels it by the rule, with `velocity` in points per second towards the end; on
    /// `.cancelled` or `.failed` cancels it.
    mutating func follow(
        _ pan: UIPanGestureRecognizer, progress: @autoclosure () -> CGFloat, velocity: @autoclosure () -> CGFloat,
        begin: () -> UIPercentDrivenInteractiveTransition?
    ) {
        switch pan.state {
        case .began:
            interaction = begin()
            interaction?.update(progress())
        case .changed:
            interaction?.update(progress())
        case .ended:
            if Self.finishes(progress: progress(), velocity: velocity()) {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }
}
