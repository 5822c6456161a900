import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// A push whose screens slide in on a long `CABasicAnimation` and whose delegate completes the
/// transition, as Core Animation tutorials write it (`animationDidStop(_:finished:)` calls
/// `completeTransition`).
@MainActor
private final class SlowLayerSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private var context: (any UIViewControllerContextTransitioning)?
    var stops: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        30
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        context = transitionContext
        transitionContext.containerView.addSubview(toView)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = toView.layer.position.x + toView.bounds.width
        slide.toValue = toView.layer.position.x
        slide.duration = transitionDuration(using: transitionContext)
        slide.delegate = self
        toView.layer.add(slide, forKey: "slide")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
    }
}

/// A push animator with the swapped-argument typo `toView.addSubview(containerView)`, after
/// adding `toView` to the container as it should: the container would be inside its own subview.
@MainActor
private final class SwappedAddSubviewAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        containerView.addSubview(toView)
        toView.addSubview(containerView)  // the typo
        toView.alpha = 0
        UIView.animate(withDuration: 0.3) {
            toView.alpha = 1
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Mistakes an animator can make that iOS answers with a crash, and one the playground's way
/// out must not blame on the animator.
@MainActor
@Suite struct AnimatorMistakeTests {
    /// `f` on a 30 s layer slide: the animation ends at once, its delegate hears
    /// `finished == true` and completes the transition before `forceCompleteTransition()`
    /// returns — so the forced completion has nothing left to do, and nothing reports a second
    /// `completeTransition`.
    @Test func forcingATransitionThatALayerDelegateCompletesBlamesNoOne() {
        _ = freshEngine()
        let navigation = UINavigationController(rootViewController: RecordingViewController("Home"))
        let delegate = RecordingDelegate()
        let animator = SlowLayerSlideAnimator()
        delegate.animator = animator
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let engine = AnimationEngine.shared
        navigation.pushViewController(RecordingViewController("Next"), animated: true)
        engine.advance(by: 3)
        #expect(navigation.isTransitioning)
        navigation.forceCompleteTransition()
        #expect(animator.stops == [true])
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Next"])
        engine.advance(by: 1)
        #expect(!engine.diagnostics.contains { $0.kind == .completeTransitionCalledTwice })
        _ = window
    }

    /// The typo is refused with `hierarchy-cycle`, naming the animator: the container stays in
    /// the window, the pushed view in the container, and the push completes.
    @Test func addingTheContainerToItsOwnSubviewIsRefusedAndNamed() {
        _ = freshEngine()
        let navigation = UINavigationController(rootViewController: RecordingViewController("Home"))
        let delegate = RecordingDelegate()
        delegate.animator = SwappedAddSubviewAnimator()
        navigation.delegate = delegate
        let window = makeWindow(navigation)
        let next = RecordingViewController("Next")
        navigation.pushViewController(next, animated: true)
        let engine = AnimationEngine.shared
        let cycle = engine.diagnostics.filter { $0.kind == .hierarchyCycle }.map(\.message)
        #expect(cycle.count == 1)
        #expect(
            cycle == [
                "SwappedAddSubviewAnimator.animateTransition(using:): UIView “transition container” was added to the "
                    + "view of RecordingViewController “Next”, which is inside it (iOS raises: a cycle in the layer "
                    + "tree); nothing was changed."
            ])
        engine.advance(by: 0.5)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Next"])
        #expect(next.view.window === window)
        #expect(!next.view.isDescendant(of: next.view.subviews.first ?? UIView()))
        _ = window
    }

    /// A view added to itself, and a layer added under its own sublayer: both refused, the
    /// trees unchanged (iOS: "Can't add self as subview"; Core Animation: a cycle).
    @Test func aViewOrLayerAddedInsideItselfIsRefused() {
        _ = freshEngine()
        let outer = UIView()
        let inner = UIView()
        outer.addSubview(inner)
        outer.addSubview(outer)
        inner.addSubview(outer)
        #expect(outer.superview == nil && inner.superview === outer && inner.subviews.isEmpty)
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        child.insertSublayer(root, at: 0)
        child.sublayers = [root]
        #expect(root.superlayer == nil && child.superlayer === root && (child.sublayers ?? []).isEmpty)
        let kinds = AnimationEngine.shared.diagnostics.map(\.kind)
        #expect(kinds == [.hierarchyCycle, .hierarchyCycle, .hierarchyCycle])
        #expect(
            AnimationEngine.shared.diagnostics.first?.message
                == "a UIView was added to itself (iOS raises: a cycle in the layer tree); nothing was changed.")
    }

    /// Spring parameters that are not finite or out of range are replaced and named: a `.nan`
    /// velocity by 0, so the values on screen stay finite; a `CASpringAnimation` with mass,
    /// stiffness and damping all 0 gets mass 1 and stiffness 100 (damping 0 is a valid,
    /// undamped spring).
    @Test func invalidSpringParametersAreReplacedAndNamed() {
        _ = freshEngine()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: .nan, options: []
        ) {
            view.center.x = 150
        }
        AnimationEngine.shared.advance(by: 0.5)
        #expect(view.layer.presentation()?.position.x.isFinite == true)
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.mass = 0
        spring.stiffness = 0
        spring.damping = 0
        spring.fromValue = 0
        spring.toValue = 1
        view.layer.add(spring, forKey: "fade")
        let messages = AnimationEngine.shared.diagnostics.filter { $0.kind == .invalidSpring }.map(\.message)
        #expect(
            messages == [
                "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…): the "
                    + "initialSpringVelocity is .nan; 0 used instead. Give a finite initialSpringVelocity.",
                "CALayer.add(_:forKey:) of a CASpringAnimation: the mass is 0; 1 used instead. Give a finite mass "
                    + "more than 0.",
                "CALayer.add(_:forKey:) of a CASpringAnimation: the stiffness is 0; 100 used instead. Give a finite "
                    + "stiffness more than 0.",
            ])
        let added = view.layer.animation(forKey: "fade") as? CASpringAnimation
        #expect(added?.mass == 1 && added?.stiffness == 100 && added?.damping == 0)
    }
}
