import Foundation

extension AnimationEngine {
    /// Shows an earlier moment: from now on `presentation()` (and so what the renderer draws)
    /// samples every animation at engine time `time` instead of `currentTime`, until
    /// `endReview()`, until time moves forward (`advance(by:)` with a positive time), or until
    /// something changes that sampling cannot undo (see `earliestReviewTime`; the engine is then
    /// live again). The values are exactly those a live engine had at that time, because they
    /// are the same pure functions of time evaluated at the same time: nothing is replayed.
    ///
    /// - Parameter time: engine time in seconds; clamped to `earliestReviewTime`…`currentTime`.
    ///   At `currentTime` the engine is live (`reviewTime` nil).
    /// - Returns: the time used, seconds.
    ///
    /// Ours: Core Animation has no such thing (a paused layer with a `timeOffset` comes nearest,
    /// and it changes the layer's model of time instead of sampling it).
    @discardableResult
    public func review(at time: TimeInterval) -> TimeInterval {
        let clamped = min(max(time, earliestReviewTime), currentTime)
        reviewTime = clamped < currentTime ? clamped : nil
        return clamped
    }

    /// Back to live: `presentation()` samples at `currentTime` again. Nothing else changes.
    /// Ours.
    public func endReview() {
        if reviewTime != nil { reviewTime = nil }
    }

    /// The engine time presentation values are sampled at, seconds: `reviewTime` while
    /// reviewing, else `currentTime` (where a timeline panel puts its cursor). Ours.
    public var presentationTime: TimeInterval { reviewTime ?? currentTime }

    /// Something changed that sampling cannot undo: no review may go before now, and a review
    /// under way ends (what it showed is no longer what the engine had then with what is now).
    func noteIrreversibleChange() {
        earliestReviewTime = currentTime
        if reviewTime != nil { reviewTime = nil }
    }

    /// `noteIrreversibleChange()` when a drawn value goes from `old` to a different `new`
    /// (setting the same value again, as layout passes do, changes nothing).
    func noteChange<Value: Equatable>(from old: Value, to new: Value) {
        if old != new { noteIrreversibleChange() }
    }
}
