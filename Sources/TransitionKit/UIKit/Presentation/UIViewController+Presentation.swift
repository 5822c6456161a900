import Foundation

/// Modal presentation, as UIKit's `UIViewController` does it: `present(_:animated:completion:)`,
/// `dismiss(animated:completion:)` and the properties that describe a presentation.
///
/// The controller that presents is not always the one `present` is called on: UIKit uses the
/// root of the window (or of the presented controller the caller belongs to), or for
/// `.currentContext` and `.overCurrentContext` the nearest ancestor whose
/// `definesPresentationContext` is true. A controller that already presents another refuses a
/// second presentation, as does any controller while a presentation or dismissal runs (UIKit
/// logs a warning; here an `invalid-operation` diagnostic). Source: Apple's UIKit documentation
/// for `present(_:animated:completion:)`, `dismiss(animated:completion:)`,
/// `presentedViewController`, `presentingViewController` and `definesPresentationContext`.
extension UIViewController {
    /// The controller this controller — or, failing that, its nearest ancestor — presents; nil
    /// when none presents. Source: Apple's docs for `presentedViewController`.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presented this controller — or, when this one is not presented,
    /// its nearest presented ancestor; nil when neither is presented. Source: Apple's docs for
    /// `presentingViewController`.
    public var presentingViewController: UIViewController? {
        if let controller = presentationControllerStorage, controller.containerView != nil {
            return controller.presentingViewController
        }
        return parent?.presentingViewController
    }

    /// The presentation controller managing this controller or its nearest presented ancestor.
    /// Before this controller is presented, the first access makes the system's one for its
    /// `modalPresentationStyle`, which `present` then uses — so that
    /// `controller.presentationController?.delegate = self` before presenting works, as on
    /// iOS 13 and later (nil for `.custom`, whose controller comes from the transitioning
    /// delegate: ours). Source: Apple's docs for `presentationController`.
    public var presentationController: UIPresentationController? {
        if let managing = managingPresentationController { return managing }
        guard modalPresentationStyle != .custom, modalPresentationStyle != .none else { return nil }
        if let prepared = preparedPresentationController, prepared.resolvedStyle == resolvedPresentationStyle {
            return prepared
        }
        let prepared = Self.systemPresentationController(for: resolvedPresentationStyle, presenting: self)
        prepared.resolvedStyle = resolvedPresentationStyle
        prepared.delegate = preparedPresentationController?.delegate
        preparedPresentationController = prepared
        return prepared
    }

    /// The presentation controller of this controller or its nearest presented ancestor, while
    /// presented.
    var managingPresentationController: UIPresentationController? {
        presentationControllerStorage ?? parent?.managingPresentationController
    }

    /// The system's presentation controller for `style` (one of the resolved styles).
    static func systemPresentationController(
        for style: UIModalPresentationStyle, presenting presented: UIViewController
    ) -> UIPresentationController {
        switch style {
        case .fullScreen, .currentContext:
            FullScreenPresentationController(presentedViewController: presented, presenting: nil)
        case .overFullScreen, .overCurrentContext:
            OverFullScreenPresentationController(presentedViewController: presented, presenting: nil)
        case .custom, .none:
            UIPresentationController(presentedViewController: presented, presenting: nil)
        default:
            PageSheetPresentationController(presentedViewController: presented, presenting: nil)
        }
    }

    /// `present(_:animated:completion:)`'s work (see there).
    func presentModally(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let presented = viewControllerToPresent
        func refuse(_ why: String) {
            AnimationEngine.shared.diagnostics.report(
                .invalidOperation,
                "present(\(presented.debugName)) on \(debugName): \(why); nothing was presented.")
        }
        guard presented.presentationControllerStorage == nil, presented.parent == nil, presented !== self else {
            return refuse("it is already presented or contained (UIKit raises NSInvalidArgumentException)")
        }
        let style = presented.resolvedPresentationStyle
        guard style != .none else { return refuse("its modalPresentationStyle is .none") }
        let presenter = presentingController(for: style)
        if let already = presenter.presentedStorage {
            return refuse("\(presenter.debugName) is already presenting \(already.debugName)")
        }
        guard !presenter.isInPresentationTransition else {
            return refuse("a presentation or dismissal is in progress")
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            return refuse("\(presenter.debugName)'s view is not in a window")
        }
        let context = style == .currentContext || style == .overCurrentContext
        let controller: UIPresentationController
        switch style {
        case .custom:
            controller =
                presented.transitioningDelegate?.presentationController(
                    forPresented: presented, presenting: presenter, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        default:
            controller =
                presented.presentationController
                ?? Self.systemPresentationController(for: style, presenting: presented)
            presented.preparedPresentationController = nil
        }
        let inContext = context || (style == .custom && !controller.shouldPresentInFullscreen)
        let frame = inContext ? presenterView.convert(presenterView.bounds, to: window) : window.bounds
        controller.runPresentation(
            presenting: presenter, source: self, style: style, window: window, contextFrame: frame, animated: flag,
            completion: completion)
    }

    /// `dismiss(animated:completion:)`'s work (see there). Dismissing a controller that has others
    /// presented above it dismisses them all: the top one animates away, straight to the
    /// dismissed controller's presenter, and the ones between are removed at once without
    /// animation (they hear `viewWillDisappear`/`viewDidDisappear`, not animated). Source:
    /// Apple's docs for `dismiss(animated:completion:)`.
    func dismissModally(animated flag: Bool, completion: (() -> Void)?) {
        let target: UIViewController
        if let presented = presentedViewController {
            target = presented
        } else if let owner = presentedAncestor {
            target = owner
        } else {
            return
        }
        guard let controller = target.presentationControllerStorage, !target.isInPresentationTransition else {
            AnimationEngine.shared.diagnostics.report(
                .invalidOperation,
                "dismiss(animated:) of \(target.debugName) while a presentation or dismissal is in progress; "
                    + "nothing was dismissed.")
            return
        }
        var chain = [target]
        while let next = chain.last?.presentedStorage { chain.append(next) }
        guard chain.count > 1, let top = chain.popLast(), let topController = top.presentationControllerStorage else {
            controller.runDismissal(animated: flag, completion: completion)
            return
        }
        // Only the top one leaves with an animation, straight back to the target's presenter;
        // the ones between are removed at once (Apple's docs for dismiss(animated:completion:)).
        topController.takeOverDismissal(of: controller, removing: chain)
        topController.runDismissal(animated: flag, completion: completion)
    }

    /// The presented controller this controller is or belongs to (its nearest ancestor that is
    /// presented), nil when none is.
    var presentedAncestor: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.presentationControllerStorage?.containerView != nil { return controller }
            current = controller.parent
        }
        return nil
    }

    /// The controller that presents for `style` when `present` is called on this controller:
    /// the nearest ancestor defining the presentation context for the context styles, else the
    /// top of this controller's hierarchy (the window's root or a presented controller).
    private func presentingController(for style: UIModalPresentationStyle) -> UIViewController {
        var top = self
        var current: UIViewController? = self
        while let controller = current {
            if style == .currentContext || style == .overCurrentContext, controller.definesPresentationContext {
                return controller
            }
            top = controller
            current = controller.parent
        }
        return top
    }

    /// Whether a presentation or dismissal of this controller, or one presented by it, runs.
    var isInPresentationTransition: Bool {
        presentationControllerStorage?.runningTransition != nil
            || presentedStorage?.presentationControllerStorage?.runningTransition != nil
    }

    /// The style the presentation runs with on a phone: `.automatic`, `.pageSheet`,
    /// `.formSheet` and `.popover` are the page sheet.
    var resolvedPresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic, .formSheet, .popover: .pageSheet
        default: modalPresentationStyle
        }
    }
}
