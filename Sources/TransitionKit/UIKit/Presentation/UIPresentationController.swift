import Foundation

/// Manages a presented view controller's place on screen from its presentation until its
/// dismissal, as UIKit's `UIPresentationController`: the container view the transition runs
/// in, the presented view's frame, the views it adds (a dimming view), and the four hooks
/// around the presentation and dismissal transitions.
///
/// UIKit makes one for every presentation: for `.custom` the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` (a plain
/// `UIPresentationController` when it gives none), else the system's for the style.
/// Subclass it as on iOS: override `frameOfPresentedViewInContainerView`,
/// `shouldRemovePresentersView`, the transition hooks (add a dimming view to `containerView`
/// in `presentationTransitionWillBegin()` and fade it with
/// `presentedViewController.transitionCoordinator?.animate(alongsideTransition:completion:)`),
/// `containerViewWillLayoutSubviews()`.
///
/// The container (UIKit's `UITransitionView`) is a subview of the window above the root view
/// (and above earlier presentations), the size of the window — or, for `.currentContext` and
/// `.overCurrentContext`, of the context's view. The presented view lives in it until the
/// dismissal completes, so the window's view tree, and what is drawn, shows it. Source:
/// Apple's UIKit documentation for `UIPresentationController` and "Creating Custom
/// Presentations" (View Controller Programming Guide for iOS).
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    private let presented: UIViewController
    private var presenting: UIViewController?
    /// The container, made when the presentation starts (UIKit's `UITransitionView`).
    private(set) var transitionView: PresentationContainerView?

    /// The running presentation or dismissal, if any.
    var runningTransition: TransitionContext?
    /// Whether the running (or last) transition is the dismissal.
    private(set) var isDismissing = false
    /// The style the presentation runs with (after `.automatic` and the phone's adaptation).
    var resolvedStyle: UIModalPresentationStyle = .custom
    private var completion: (() -> Void)?
    /// Whether the container covers the context's view rather than the whole window.
    private var coversContext = false
    /// Where the presenter's view was before it moved into the container (styles that remove
    /// it): its superview, index there and frame.
    fileprivate var presenterViewHome: (superview: UIView, index: Int, frame: CGRect)?
    /// Whether the presenter's appearance callbacks run (its view is removed).
    fileprivate var presenterDisappears = false
    /// The interaction of the user's swipe down a sheet, for the dismissal it starts.
    private var userDismissal: UIPercentDrivenInteractiveTransition?

    /// A presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (nil: UIKit fills in the controller that presents it).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presenting = presentingViewController
        super.init()
    }

    // MARK: The controllers and views

    /// The controller being (or that was) presented.
    open var presentedViewController: UIViewController { presented }
    /// The controller that presents: the window's root, the controller defining the current
    /// context, or the last presented one (whatever controller `present` was called on). Before
    /// the presentation starts, the one given to `init` (the presented controller if nil).
    open var presentingViewController: UIViewController { presenting ?? presented }
    /// The view the presentation happens in: set when the presentation starts (nil before),
    /// an ancestor of the presented view; during the transitions it also holds the presenter's
    /// view when `shouldRemovePresentersView` is true. Source: Apple's docs for `containerView`.
    open var containerView: UIView? { transitionView }
    /// The view the animators animate: the presented controller's view by default; override to
    /// give an ancestor of it (a wrapper with a shadow). `view(forKey: .to)` of the
    /// presentation and `view(forKey: .from)` of the dismissal give it. Source: Apple's docs
    /// for `presentedView`.
    open var presentedView: UIView? { presented.loadedView }
    /// The presented view's frame at the end of the presentation, in the container's
    /// coordinates, points: the container's bounds by default. The presentation's
    /// `finalFrame(for: presentedViewController)`. Source: Apple's docs.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presenter's view is removed when the presentation ends (and, while the
    /// transitions run, is in the container and is `view(forKey: .from)` of the presentation
    /// and `view(forKey: .to)` of the dismissal); default false: it stays where it is, below
    /// the container, and those keys give nil. Source: Apple's docs for
    /// `shouldRemovePresentersView` ("The default implementation of this method returns false").
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole window rather than the current context's
    /// view; default true. Stored answers are read when the presentation starts (ours: only
    /// `.currentContext`-style presentations look at the context).
    open var shouldPresentInFullscreen: Bool { true }
    /// The style of the presentation: `.custom` for presentation controllers you make; for
    /// the system's, the controller's `modalPresentationStyle` as it runs (the page sheet for
    /// `.automatic`, `.formSheet` and `.popover` on a phone).
    open var presentationStyle: UIModalPresentationStyle { resolvedStyle }
    /// The style the presentation adapts to in a compact environment: `.fullScreen` by default
    /// (Apple's docs); the page sheet's is `.none`, as iOS 13's sheets do not adapt on a phone.
    /// TransitionKit has one environment and never adapts (ours).
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
    /// The style to adapt to for `traitCollection`: `adaptivePresentationStyle`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }
    /// The delegate asked about adaptation and the sheet's swipe to dismiss; held weakly.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Traits laid over the presented controller's (stored; there is one environment).
    open var overrideTraitCollection: UITraitCollection?
    /// The traits: `UITraitCollection.current` (ours: one environment).
    open var traitCollection: UITraitCollection { .current }
    /// Called when the traits changed: never here.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Hooks

    /// Called as the presentation transition starts, before the animator runs, with the
    /// transition coordinator available: add your views (a dimming view) to `containerView`.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation transition ends; `completed` is false when it was cancelled
    /// (an interactive presentation): remove what you added.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal transition starts, with the transition coordinator available.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal transition ends; `completed` is false when it was cancelled
    /// (an interactive dismissal let go of): the presented controller stays.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews — when the presentation starts and
    /// after the window changed size: set the presented view's frame
    /// (`presentedView?.frame = frameOfPresentedViewInContainerView`) and your views'. The
    /// default does nothing, as UIKit's (Apple's docs for `containerViewWillLayoutSubviews()`);
    /// the system's presentation controllers (full screen, page sheet) put the presented view
    /// back at its frame there when no transition runs.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container (UIContentContainer)

    /// The presented controller's `preferredContentSize`, points (ours: UIKit does not document
    /// the presentation controller's own).
    open var preferredContentSize: CGSize { presented.preferredContentSize }

    /// The presented controller's `preferredContentSize` changed; the default does nothing.
    /// Source: Apple's docs for `preferredContentSizeDidChange(forChildContentContainer:)`.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The presented controller's Auto Layout fitting size changed: never called here; the
    /// default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size, points, the presented controller gets when the container takes `parentSize`:
    /// the default returns `parentSize`. Tutorials override it (a half-height sheet) and build
    /// `frameOfPresentedViewInContainerView` from it. Source: Apple's docs for
    /// `size(forChildContentContainer:withParentContainerSize:)`.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The container is about to take `size`, points: the default forwards it to the presented
    /// controller with the size `size(forChildContentContainer:withParentContainerSize:)` gives.
    /// Afterwards the container lays out (`containerViewWillLayoutSubviews()`). Override and
    /// call `super`. Source: Apple's docs for `viewWillTransition(to:with:)` ("presentation
    /// controllers forward the size change to their presented view controller").
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presented.viewWillTransition(
            to: self.size(forChildContentContainer: presented, withParentContainerSize: size), with: coordinator)
    }

    /// The traits are about to become `newCollection`: never called here (one environment); the
    /// default does nothing.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}

    // MARK: Running the presentation (TransitionKit's)

    /// Presents: makes the container in `window` over `contextFrame` (window coordinates),
    /// links the controllers, sends the hooks and the appearance callbacks, and runs the
    /// animator (`animated` false: at once). `completion` runs when it has completed.
    func runPresentation(
        presenting presenter: UIViewController, source: UIViewController, style: UIModalPresentationStyle,
        window: UIWindow, contextFrame: CGRect, animated: Bool, completion: (() -> Void)?
    ) {
        presenting = presenter
        resolvedStyle = style
        self.completion = completion
        isDismissing = false
        let container = PresentationContainerView(frame: contextFrame)
        container.presentationController = self
        coversContext = contextFrame != window.bounds
        container.assignSafeAreaInsets(coversContext ? .zero : window.safeAreaInsets)
        window.addSubview(container)
        transitionView = container
        presenter.presentedStorage = presented
        presented.presentationControllerStorage = self
        presented.isBeingPresented = true

        let removesPresenter = shouldRemovePresentersView
        presenterDisappears = removesPresenter
        let presenterView = presenter.loadedView
        if removesPresenter, let home = presenterView.superview {
            presenterViewHome = (home, home.subviews.firstIndex { $0 === presenterView } ?? 0, presenterView.frame)
            moveIntoContainer(presenterView, container)
        }
        let presentedView = self.presentedView ?? presented.loadedView
        placePresentedView()

        let delegate = presented.transitioningDelegate
        let custom =
            animated
            ? delegate?.animationController(forPresented: presented, presenting: presenter, source: source) : nil
        let animator = custom ?? systemAnimator(presenting: true, animated: animated)
        let interactor = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let bounds = container.bounds
        let finalFrame = frameOfPresentedViewInContainerView
        let context = TransitionContext(
            host: self, containerView: container, operation: "presentation", from: presenter, to: presented,
            fromView: removesPresenter ? presenterView : nil, toView: presentedView,
            frames: .init(
                fromInitial: removesPresenter ? bounds : .zero, fromFinal: removesPresenter ? bounds : .zero,
                toInitial: .zero, toFinal: finalFrame),
            isAnimated: animated, animator: animator)
        runningTransition = context
        AnimationEngine.shared.diagnostics.transitionDidBegin()
        presentationTransitionWillBegin()
        // The container lays out once before the animator runs (ours: UIKit's first layout
        // pass of the new container), so containerViewWillLayoutSubviews() can place views.
        container.setNeedsLayout()
        container.layoutIfNeeded()
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        context.run(interactor: interactor)
    }

    /// Dismisses: puts the presenter's view back in the container if it was removed, sends the
    /// hooks and the appearance callbacks and runs the animator (`animated` false: at once).
    func runDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let container = transitionView, let presenter = presenting else { return }
        self.completion = completion
        isDismissing = true
        presented.isBeingDismissed = true
        let presenterView = presenter.loadedView
        if presenterDisappears {
            UIView.performWithoutAnimation { presenterView.frame = container.bounds }
            container.insertSubview(presenterView, at: 0)
        }
        let presentedView = self.presentedView ?? presented.loadedView
        let delegate = presented.transitioningDelegate
        let custom = animated ? delegate?.animationController(forDismissed: presented) : nil
        let animator = custom ?? systemAnimator(presenting: false, animated: animated)
        let interactor = custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) } ?? userDismissal
        userDismissal = nil
        let bounds = container.bounds
        // The dismissed controller's final frame is the frame it is presented in, not zero: UIKit
        // gives it (Apple's docs allow either for a view leaving), and the presentation
        // tutorials' one animator for both directions reads it to slide the card out (ours).
        let context = TransitionContext(
            host: self, containerView: container, operation: "dismissal", from: presented, to: presenter,
            fromView: presentedView, toView: presenterDisappears ? presenterView : nil,
            frames: .init(
                fromInitial: presentedView.frame, fromFinal: presentedView.frame,
                toInitial: presenterDisappears ? bounds : .zero, toFinal: presenterDisappears ? bounds : .zero),
            requiresToViewInContainer: false, isAnimated: animated, animator: animator)
        runningTransition = context
        AnimationEngine.shared.diagnostics.transitionDidBegin()
        dismissalTransitionWillBegin()
        presented.beginAppearanceTransition(false, animated: animated)
        if presenterDisappears { presenter.beginAppearanceTransition(true, animated: animated) }
        context.run(interactor: interactor)
    }

    /// Whether the presentation or dismissal is running. Ours.
    public var isTransitioning: Bool { runningTransition != nil }

    /// The type name of the running transition's animator, for messages; nil when none runs.
    /// Ours.
    public var transitionAnimatorName: String? { runningTransition?.animatorName }

    /// Whether the running transition's animator has not called `completeTransition(_:)` 2 s
    /// after its duration (the `complete-transition-missing` moment). Ours.
    public var isTransitionOverdue: Bool { runningTransition?.isOverdue ?? false }

    /// Ends a running presentation or dismissal whose animator never called
    /// `completeTransition(_:)`, as `UINavigationController.forceCompleteTransition()` does a
    /// push. Ours: the way out of a frozen presentation. Does nothing when none runs.
    public func forceCompleteTransition() {
        runningTransition?.forceComplete()
    }

    /// Starts the dismissal a user's swipe down a sheet starts on iOS, and returns the
    /// interaction that the swipe then drives (`update(_:)` with the fraction of the way down,
    /// then `finish()` or `cancel()`), or nil when there is none to start: not a sheet
    /// (`.automatic`, `.pageSheet`, `.formSheet`, `.popover`), not presented, a transition
    /// running, or refused — `isModalInPresentation` true or the delegate's
    /// `presentationControllerShouldDismiss(_:)` false, after which the delegate hears
    /// `presentationControllerDidAttemptToDismiss(_:)`. Otherwise the delegate hears
    /// `presentationControllerWillDismiss(_:)` now and `presentationControllerDidDismiss(_:)`
    /// when the dismissal completes (not when it is cancelled). The dismissal runs through the
    /// transitioning delegate's animator and interaction controller if it gives them, else
    /// through the sheet's own slide. Ours: UIKit's sheet gesture is private; this is the
    /// entry point a pan on the sheet (or a test) uses. Source for the delegate calls: Apple's
    /// docs for `UIAdaptivePresentationControllerDelegate` and `isModalInPresentation`.
    public func beginInteractiveDismissal() -> UIPercentDrivenInteractiveTransition? {
        guard self is PageSheetPresentationController, transitionView != nil, runningTransition == nil,
            presented.presentedStorage == nil
        else { return nil }
        if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return nil
        }
        delegate?.presentationControllerWillDismiss(self)
        let interaction = UIPercentDrivenInteractiveTransition()
        userDismissal = interaction
        runDismissal(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return interaction
    }

    /// Prepares this (the top) presentation's dismissal to go straight back to `base`'s
    /// presenter: the presentations of `between` (base's presented controller and those above
    /// it, below this one, bottom first) are removed at once — containers out of the window,
    /// disappearance callbacks without animation, links undone — and this presentation takes
    /// over `base`'s presenter, with where its view belongs if `base` removed it. The removed
    /// presentations' controllers hear their dismissal hooks at once (a page sheet's presenter
    /// springs back: ours).
    func takeOverDismissal(of base: UIPresentationController, removing between: [UIViewController]) {
        guard let root = base.presenting else { return }
        for controller in between.reversed() {
            guard let presentation = controller.presentationControllerStorage else { continue }
            controller.isBeingDismissed = true
            presentation.dismissalTransitionWillBegin()
            controller.beginAppearanceTransition(false, animated: false)
            presentation.transitionView?.removeFromSuperview()
            if presentation !== base { presentation.restorePresenterView() }
            presentation.dismissalTransitionDidEnd(true)
            controller.endAppearanceTransition()
            controller.isBeingDismissed = false
            presentation.tearDown()
        }
        presenting?.presentedStorage = nil
        presenting = root
        root.presentedStorage = presented
        presenterDisappears = base.presenterDisappears
        presenterViewHome = base.presenterViewHome
        base.presenterViewHome = nil
    }

    /// The animator UIKit uses without a delegate's: none when not animated, the page sheet's
    /// for the sheet styles, else the one for `modalTransitionStyle`.
    private func systemAnimator(presenting: Bool, animated: Bool) -> any UIViewControllerAnimatedTransitioning {
        guard animated else { return ImmediatePresentationAnimator(presenting: presenting) }
        var transitionStyle = presented.modalTransitionStyle
        if transitionStyle == .partialCurl {
            if presenting {
                AnimationEngine.shared.diagnostics.report(
                    .unsupportedAnimation,
                    "modalTransitionStyle .partialCurl of \(presented.debugName): page curls are not modelled; "
                        + "presented with .coverVertical instead (UIKit allows it only for full-screen "
                        + "presentations and it is deprecated in spirit since iOS 13).")
            }
            transitionStyle = .coverVertical
        }
        if self is PageSheetPresentationController { transitionStyle = .coverVertical }
        return SystemPresentationAnimator(style: transitionStyle, presenting: presenting)
    }

    /// Puts the presented view at `frameOfPresentedViewInContainerView` (untransformed) and
    /// gives the presented controller's view its safe-area insets, without animation: when the
    /// presentation starts and, for the system's presentation controllers, when the container
    /// lays out after a change of size. Ours.
    func placePresentedView() {
        guard let container = transitionView else { return }
        let presentedView = self.presentedView ?? presented.loadedView
        UIView.performWithoutAnimation {
            presentedView.setUntransformedFrame(frameOfPresentedViewInContainerView)
            presented.loadedView.assignSafeAreaInsets(safeAreaInsets(forPresentedIn: container))
            presented.loadedView.layoutIfNeeded()
        }
    }

    /// The window the presentation is in changed its size: the container takes the window's
    /// bounds (or, covering a context, the context's view's frame) and insets, and where the
    /// removed presenter's view goes back to follows the window's bounds if it is the root
    /// view. The container then lays out with the window. Ours (UIKit's `UITransitionView`
    /// follows its window).
    func windowDidChangeSize(_ window: UIWindow) {
        guard let container = transitionView else { return }
        if let home = presenterViewHome, home.superview === window {
            presenterViewHome = (home.superview, home.index, window.bounds)
        }
        let frame: CGRect
        if !coversContext {
            frame = window.bounds
        } else if let context = presenting?.viewIfLoaded, context.window === window {
            frame = context.convert(context.bounds, to: window)
        } else {
            return  // the context's view was removed (`.currentContext`): the container stays
        }
        container.setUntransformedFrame(frame)
        container.assignSafeAreaInsets(coversContext ? .zero : window.safeAreaInsets)
    }

    /// The presented controller's safe-area insets: the container's, without the top one when
    /// the presented view starts below it (a sheet). Ours.
    private func safeAreaInsets(forPresentedIn container: UIView) -> UIEdgeInsets {
        var insets = container.safeAreaInsets
        let frame = frameOfPresentedViewInContainerView
        insets.top = max(insets.top - frame.minY, 0)
        insets.bottom = max(insets.bottom - (container.bounds.maxY - frame.maxY), 0)
        return insets
    }

    private func moveIntoContainer(_ view: UIView, _ container: UIView) {
        UIView.performWithoutAnimation { view.frame = container.bounds }
        container.insertSubview(view, at: 0)
    }

    /// Puts the presenter's view back where it was (its superview, index and frame).
    fileprivate func restorePresenterView() {
        guard let home = presenterViewHome, let view = presenting?.viewIfLoaded else { return }
        UIView.performWithoutAnimation { view.frame = home.frame }
        home.superview.insertSubview(view, at: min(home.index, home.superview.subviews.count))
        presenterViewHome = nil
    }

    /// Unlinks the controllers and takes the container out of the window.
    fileprivate func tearDown() {
        transitionView?.removeFromSuperview()
        transitionView?.presentationController = nil
        transitionView = nil
        if presenting?.presentedStorage === presented { presenting?.presentedStorage = nil }
        if presented.presentationControllerStorage === self { presented.presentationControllerStorage = nil }
    }
}

extension UIPresentationController: TransitionHost {
    var frozenDescription: String { "the presentation is frozen" }
    /// The presenter's view when it stays outside the container (a sheet pushes it back
    /// alongside the transition): an interaction holds its time with the container's.
    var chromeLayers: [CALayer] {
        guard !presenterDisappears, let view = presenting?.viewIfLoaded, let container = transitionView,
            !view.isDescendant(of: container)
        else { return [] }
        return [view.layer]
    }

    func settleTransition(_ context: TransitionContext, didComplete: Bool) {
        guard runningTransition === context else { return }
        runningTransition = nil
        let presenter = context.toViewController === presented ? context.fromViewController : context.toViewController
        let presentedView = context.view(forKey: isDismissing ? .from : .to)
        if !isDismissing {
            if didComplete {
                if presenterDisappears, let view = presenter.viewIfLoaded, view.superview === transitionView {
                    view.removeFromSuperview()
                }
                presentationTransitionDidEnd(true)
                if presenterDisappears { presenter.endAppearanceTransition() }
                presented.endAppearanceTransition()
                presented.isBeingPresented = false
            } else {
                presentedView?.removeFromSuperview()
                restorePresenterView()
                presented.isBeingPresented = false
                presentationTransitionDidEnd(false)
                presented.beginAppearanceTransition(false, animated: true)
                if presenterDisappears { presenter.beginAppearanceTransition(true, animated: true) }
                presented.endAppearanceTransition()
                if presenterDisappears { presenter.endAppearanceTransition() }
                tearDown()
            }
        } else {
            if didComplete {
                presentedView?.removeFromSuperview()
                restorePresenterView()
                dismissalTransitionDidEnd(true)
                presented.endAppearanceTransition()
                if presenterDisappears { presenter.endAppearanceTransition() }
                presented.isBeingDismissed = false
                tearDown()
            } else {
                presented.isBeingDismissed = false
                if presenterDisappears, let view = presenter.viewIfLoaded, view.superview === transitionView {
                    view.removeFromSuperview()
                }
                if let presentedView, let container = transitionView, !presentedView.isDescendant(of: container) {
                    container.addSubview(presentedView)
                }
                dismissalTransitionDidEnd(false)
                if presenterDisappears { presenter.beginAppearanceTransition(false, animated: true) }
                presented.beginAppearanceTransition(true, animated: true)
                if presenterDisappears { presenter.endAppearanceTransition() }
                presented.endAppearanceTransition()
            }
        }
    }

    func transitionDidEnd(_ context: TransitionContext, didComplete: Bool) {
        let completion = self.completion
        self.completion = nil
        if didComplete { completion?() }
    }
}

/// The view a presentation happens in (UIKit's private `UITransitionView`): a subview of the
/// window that tells its presentation controller when it lays out.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
