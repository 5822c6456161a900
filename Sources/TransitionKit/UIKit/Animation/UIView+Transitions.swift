import Foundation

extension UIView {
    /// Animates a change of `view`'s content made in `animations`, with the transition style in
    /// `options`: a cross-dissolve from a snapshot of the old content (`transitionCrossDissolve`,
    /// and the curl styles, which fall back to it: ours), or a flip (`transitionFlipFromLeft`,
    /// `…FromRight`, `…FromTop`, `…FromBottom`): the view turns over in 3-D about its vertical
    /// (left/right) or horizontal (top/bottom) centre line, the named edge coming towards the
    /// viewer, in perspective — the old content on the front face for the first half, edge-on at
    /// half time, the new content on the back face (turned to read normally) for the second.
    /// The turn is `layer.transform` animated by keyframes under the options' curve (ease in and
    /// out by default), with the perspective `m34 = −1 / (2 × the view's width, or height for
    /// top/bottom)` (ours: UIKit does not publish its eye distance); the view's own transform
    /// is kept and put back at the end. The changes are made at once, without animation;
    /// `completion` runs at the end. Without a transition style the changes are simply made.
    /// Source: Apple's documentation for `transition(with:duration:options:animations:completion:)`
    /// and `UIView.AnimationOptions` (the flips' directions); the drawing is ours.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let style = (options.rawValue >> 20) & 0xF
        let duration = AnimationEngine.shared.diagnostics.checkedTime(
            duration, "duration", of: "UIView.transition(with:duration:options:animations:completion:)")
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
            flip(view, showing: snapshot, style: style, duration: duration, curveOptions: curveOptions) { finished in
                snapshot.removeFromSuperview()
                completion?(finished)
            }
        default:  // cross-dissolve; the curls fall back to it
            UIView.animate(
                withDuration: duration, delay: 0, options: curveOptions, animations: { snapshot.alpha = 0 },
                completion: { finished in
                    snapshot.removeFromSuperview()
                    completion?(finished)
                })
        }
    }

    /// Turns `view` over for the flip `style` (1 left, 2 right, 6 top, 7 bottom: bits 20–23 of
    /// the options), showing `snapshot` (its subview holding the old content) until half time. About y, a positive angle brings the left edge towards the viewer
    /// (`CATransform3DMakeRotation`'s m13 = −sin θ gives a point left of the anchor a positive
    /// z); about x, a negative angle brings the top edge.
    private static func flip(
        _ view: UIView, showing snapshot: UIView, style: UInt, duration: TimeInterval,
        curveOptions: UIView.AnimationOptions, completion: @escaping (Bool) -> Void
    ) {
        let original = view.layer.transform
        let aboutY = style == 1 || style == 2
        let size = view.bounds.size
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / max(2 * (aboutY ? size.width : size.height), 1)
        let towardsViewer: CGFloat = style == 1 || style == 7 ? 1 : -1
        func turned(_ angle: CGFloat) -> CATransform3D {
            let rotation = CATransform3DMakeRotation(angle, aboutY ? 0 : 1, aboutY ? 1 : 0, 0)
            return CATransform3DConcat(CATransform3DConcat(rotation, perspective), original)
        }
        performWithoutAnimation { view.layer.transform = turned(0) }
        UIView.animateKeyframes(
            withDuration: duration, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: curveOptions.rawValue),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    view.layer.transform = turned(towardsViewer * .pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) {
                    snapshot.alpha = 0
                    view.layer.transform = turned(-towardsViewer * .pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.layer.transform = turned(0)
                }
            },
            completion: { finished in
                performWithoutAnimation { view.layer.transform = original }
                completion(finished)
            })
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with the transition style in
    /// `options` (cross-dissolve, or the 3-D flips as in `transition(with:…)`: the superview turns
    /// over, as in UIKit), then removes
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
