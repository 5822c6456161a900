import Foundation

extension UIView {
    /// Animates a change of `view`'s content made in `animations`, with the transition style in
    /// `options`: a cross-dissolve from a snapshot of the old content (`transitionCrossDissolve`,
    /// and the curl styles, which fall back to it), or a flip (`transitionFlipFromLeft`,
    /// `…FromRight`, `…FromTop`, `…FromBottom`): the view folds to an edge over the first half
    /// showing the old content and unfolds showing the new (a 2-D squash standing in for the 3-D
    /// turn). The changes are made at once, without animation; `completion` runs at the end.
    /// Without a transition style the changes are simply made. Source: Apple's documentation
    /// for `transition(with:duration:options:animations:completion:)`; the drawing is ours.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let style = (options.rawValue >> 20) & 0xF
        guard style != 0, duration > 0, let snapshot = view.snapshotView(afterScreenUpdates: false) else {
            performWithoutAnimation { animations?() }
            if let completion { AnimationEngine.shared.performOnNextRunLoopTurn { completion(true) } }
            return
        }
        performWithoutAnimation { animations?() }
        snapshot.frame = view.bounds
        view.addSubview(snapshot)
        let curveOptions = UIView.AnimationOptions(rawValue: options.rawValue & (0xF << 16))
        switch style {
        case 1, 2, 6, 7:  // flips: left, right, top, bottom
            let original = view.transform
            let horizontal = style == 1 || style == 2
            let folded = original.scaledBy(x: horizontal ? 0.001 : 1, y: horizontal ? 1 : 0.001)
            UIView.animateKeyframes(
                withDuration: duration, delay: 0,
                options: UIView.KeyframeAnimationOptions(rawValue: curveOptions.rawValue),
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.transform = folded }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { snapshot.alpha = 0 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.transform = original }
                },
                completion: { finished in
                    snapshot.removeFromSuperview()
                    completion?(finished)
                })
        default:  // cross-dissolve; the curls fall back to it
            UIView.animate(
                withDuration: duration, delay: 0, options: curveOptions, animations: { snapshot.alpha = 0 },
                completion: { finished in
                    snapshot.removeFromSuperview()
                    completion?(finished)
                })
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with the transition style in
    /// `options` (cross-dissolve, or the flips as in `transition(with:…)`), then removes
    /// `fromView` — or only hides it, with `showHideTransitionViews` (then `toView` is shown
    /// rather than added). Source: Apple's documentation for
    /// `transition(from:to:duration:options:completion:)`; the drawing is ours.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let showHide = options.contains(.showHideTransitionViews)
        guard let container = fromView.superview else {
            if let completion { AnimationEngine.shared.performOnNextRunLoopTurn { completion(true) } }
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if showHide {
                    toView.isHidden = false
                    fromView.isHidden = true
                } else {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }
}
