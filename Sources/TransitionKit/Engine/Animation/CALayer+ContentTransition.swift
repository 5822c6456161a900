import Foundation

extension CALayer {
    /// The running `CATransition` on this (model) layer, placed for now: the latest one added
    /// that is in its active time (or filling), whose layer backs a view; nil if none. Ours.
    @_spi(Rendering)
    public var contentTransitionFrame: ContentTransitionFrame? {
        guard !explicitAnimations.isEmpty else { return nil }
        let time = presentedLocalTime
        for attached in explicitAnimations.reversed() {
            guard let transition = attached.animation as? CATransition,
                let progress = transition.progress(elapsed: time - attached.beginTime, timing: transition.ownTiming),
                let frame = transition.frame(progress: progress, size: bounds.size)
            else { continue }
            return frame
        }
        return nil
    }
}
