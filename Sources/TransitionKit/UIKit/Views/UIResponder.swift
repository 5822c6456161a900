import Foundation

/// An object that can respond to events, as UIKit's `UIResponder`: the common base of views
/// and view controllers. Like UIKit's, it is an `NSObject`, so views and controllers compare
/// and hash by identity (`==`, `!=`, `Set`, dictionary keys) and have a `description`.
///
/// The responder chain: a view's `next` is its view controller when it is that controller's
/// root view, otherwise its superview; a view controller's `next` is its view's superview (or
/// its parent when the view is not in a hierarchy). Touches a responder does not handle go up
/// the chain: the default `touchesBegan(_:with:)` family passes them to `next`, as UIKit's does.
/// Source: Apple's UIKit documentation for `UIResponder` and "Using responders and the
/// responder chain to handle events".
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder with nothing to respond to yet.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or nil at its end (see the type's description).
    open var next: UIResponder? { nil }

    /// Whether this responder can become the first responder (default false).
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the first responder; returns whether it did (TransitionKit has no
    /// keyboard focus: true only when `canBecomeFirstResponder`). Ours.
    @discardableResult
    open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    /// Gives up first-responder status; returns true.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Whether this responder is the first responder (never, in TransitionKit). Ours.
    open var isFirstResponder: Bool { false }

    // MARK: Touches

    /// Fingers touched down in the view (or a view below that passed them on). The default
    /// passes them to `next`; override without calling `super` to handle them.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved. The default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted. The default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled, e.g. because a gesture recognizer with
    /// `cancelsTouchesInView` recognized them. The default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
