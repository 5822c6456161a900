import Foundation

/// The animation of a presentation or dismissal without a custom animator, for each
/// `UIModalTransitionStyle` (the page sheet slides as `.coverVertical`; its presentation
/// controller pushes the presenter back alongside):
///
/// - `.coverVertical`: the presented view rises from below the container's bottom edge to its
///   final frame; dismissal moves it back down.
/// - `.crossDissolve`: the presented view fades in at its final frame; dismissal fades it out.
/// - `.flipHorizontal`: the container turns over in 3-D (`UIView.transition(with:…)`), from
///   the right on presentation and from the left on dismissal, showing the presented view on
///   the back.
///
/// Ease-in-out, linear while interactive (`systemTransitionCurve(for:)`); 0.5 s, the flip 0.75 s. Ours: the styles are Apple's (documentation for
/// `UIModalTransitionStyle`), the numbers an approximation of iOS, which publishes none.
@MainActor
final class SystemPresentationAnimator: UIViewControllerAnimatedTransitioning {
    /// Seconds, cover vertical and cross dissolve.
    static let duration: TimeInterval = 0.5
    /// Seconds, flip horizontal.
    static let flipDuration: TimeInterval = 0.75

    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        style == .flipHorizontal ? Self.flipDuration : Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let sheet = transitionContext.view(forKey: key),
            let controller = transitionContext.viewController(forKey: controllerKey)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let duration = transitionDuration(using: transitionContext)
        let curve = UIView.AnimationOptions.systemTransitionCurve(for: transitionContext)
        let rest =
            presenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let below = rest.offsetBy(dx: 0, dy: container.bounds.height - rest.minY)
        let finish: (Bool) -> Void = { _ in
            let cancelled = transitionContext.transitionWasCancelled
            // Leave the presented view as it rests on screen; it leaves with the dismissal.
            sheet.frame = rest
            sheet.alpha = 1
            sheet.isHidden = false
            transitionContext.completeTransition(!cancelled)
        }
        if presenting {
            sheet.frame = style == .coverVertical ? below : rest
            if style == .crossDissolve { sheet.alpha = 0 }
        }
        switch style {
        case .flipHorizontal:
            UIView.transition(
                with: container, duration: duration,
                options: [presenting ? .transitionFlipFromRight : .transitionFlipFromLeft, curve],
                animations: {
                    if self.presenting { container.addSubview(sheet) } else { sheet.isHidden = true }
                }, completion: finish)
        default:
            if presenting { container.addSubview(sheet) }
            UIView.animate(
                withDuration: duration, delay: 0, options: [curve],
                animations: {
                    if self.style == .crossDissolve {
                        sheet.alpha = self.presenting ? 1 : 0
                    } else {
                        sheet.frame = self.presenting ? rest : below
                    }
                }, completion: finish)
        }
    }
}

/// A presentation or dismissal with `animated` false: the presented view is put at its final
/// frame (or left to be removed) and the transition completes at once. Ours.
@MainActor
final class ImmediatePresentationAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if presenting, let view = transitionContext.view(forKey: .to),
            let controller = transitionContext.viewController(forKey: .to)
        {
            UIView.performWithoutAnimation { view.frame = transitionContext.finalFrame(for: controller) }
            transitionContext.containerView.addSubview(view)
        }
        transitionContext.completeTransition(true)
    }
}
