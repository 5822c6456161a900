import Foundation
import TransitionKit

extension PlaygroundSession {
    /// How far one `<` or `>` moves, as a fraction of the running transition's duration: a
    /// tenth.
    public static let timelineStep = 0.1

    /// How far before now the screen shows, seconds of animation time (negative), while
    /// reviewing an earlier moment (`,` `<`); nil when live.
    public var reviewOffset: TimeInterval? {
        let engine = AnimationEngine.shared
        return engine.reviewTime.map { $0 - engine.currentTime }
    }

    /// `,`: while paused, shows the frame one step (`stepDuration` × the speed of animation
    /// time, the step `.` takes) before the one shown, by sampling every animation at that time
    /// (`AnimationEngine.review(at:)`). A notice when not paused, or when nothing earlier can be
    /// shown (a change sampling cannot undo, `earliestReviewTime`).
    public func stepBack() {
        guard isPaused else {
            notice = .reviewNeedsPause
            return
        }
        reviewBack(by: Self.stepDuration * speed)
    }

    /// `<` (`direction` −1) or `>` (+1): while paused, moves a tenth of the running transition's
    /// duration back (by review) or on (through the review to now, then the clock on, as `.`
    /// does). A notice when not paused or with no transition running.
    public func scrubTimeline(_ direction: Int) {
        guard isPaused else {
            notice = .reviewNeedsPause
            return
        }
        guard let (_, coordinator) = runningTransition, coordinator.transitionDuration > 0 else {
            notice = .noTransitionToReview
            return
        }
        let step = coordinator.transitionDuration * Self.timelineStep
        if direction < 0 {
            reviewBack(by: step)
        } else if AnimationEngine.shared.reviewTime != nil {
            reviewForward(by: step)
        } else {
            moveClock(by: step / max(speed, 1e-9))
            settle()
        }
    }

    /// Back to what is on screen now (unpausing does this).
    func endReview() {
        AnimationEngine.shared.endReview()
        reviewTrail.removeAll()
    }

    /// Shows the moment `seconds` of animation time before the one shown, as far back as the
    /// engine can; remembers the moment left for the way forward.
    private func reviewBack(by seconds: TimeInterval) {
        let engine = AnimationEngine.shared
        let shown = engine.presentationTime
        let used = engine.review(at: shown - seconds)
        if used < shown {
            reviewTrail.append(shown)
        } else {
            notice = .reviewAtEarliest(secondsBack: engine.currentTime - engine.earliestReviewTime)
        }
    }

    /// Shows the moment `seconds` of animation time after the one shown, at most now: a moment
    /// stepped back from is returned to exactly (steps added up in binary fall a hair off it),
    /// so stepping back and forward again shows exactly the frames shown before.
    func reviewForward(by seconds: TimeInterval) {
        let engine = AnimationEngine.shared
        guard let shown = engine.reviewTime else { return }
        var target = shown + seconds
        while let last = reviewTrail.last, last <= target + 1e-9 {
            reviewTrail.removeLast()
            if abs(last - target) <= 1e-9 { target = last }
        }
        engine.review(at: target)
        if engine.reviewTime == nil { reviewTrail.removeAll() }
    }
}
