import Foundation

/// The method target–action calls, standing in for the Objective-C `Selector` that
/// `#selector(…)` makes on iOS: Swift on Linux has no Objective-C runtime, so `@objc` and
/// `#selector` do not compile. A `Selector` here is made from an unbound method reference —
/// the method is called on the target with the sender as its argument, type-checked when the
/// selector is made.
///
/// **The one change iOS code needs** (mechanical, so that a source rewriter can make it):
///
/// | iOS | TransitionKit |
/// |---|---|
/// | `#selector(handlePan(_:))` (a method of the enclosing type) | `Selector(Self.handlePan(_:))` |
/// | `#selector(handlePan)` | `Selector(Self.handlePan)` |
/// | `#selector(EdgeInteraction.handlePan(_:))` (qualified) | `Selector(EdgeInteraction.handlePan(_:))` |
///
/// and `@objc` in front of the method is dropped. For an unqualified name the enclosing type's
/// own name works as well as `Self` (`Selector(ProfileViewController.handlePan(_:))`), and also
/// where Swift refuses `Self` — a stored property's initial value — so a rewriter should write
/// the type's name. `#selector(getter:)`/`#selector(setter:)` have no counterpart. Everything around it stays: `UIPanGestureRecognizer(target: self,
/// action: Selector(Self.handlePan(_:)))`, `addTarget(self, action: Selector(Self.tapped), for:
/// .touchUpInside)`, `CADisplayLink(target: self, selector: Selector(Self.step))`.
///
/// The method takes nothing, the sender (a gesture recognizer, a control, a display link — its
/// parameter may be the exact class or any supertype, `Any` included), or, for controls, the
/// sender and the `UIEvent`, as Objective-C action methods do. When the target is not of the
/// method's type, or the sender not of its parameter's type, nothing is called (iOS raises
/// "unrecognized selector"; ours).
///
/// Selectors compare equal only when they are copies of one made value (Swift cannot name a
/// method reference): `removeTarget(_:action:)` removes a selector kept from `addTarget`, and
/// `nil` removes every action of the target. Selectors made from a string (`Selector("tap:")`,
/// `NSSelectorFromString`) cannot be called without a runtime and are not offered. Ours, in
/// the shape of Objective-C's `Selector`.
@preconcurrency @MainActor
public struct Selector: Hashable {
    private let identity = Identity()
    /// Whether a target is of the method's type (Objective-C's `responds(to:)`).
    private let accepts: @MainActor (AnyObject) -> Bool
    private let call: @MainActor (AnyObject, Any?, UIEvent?) -> Bool

    /// A selector calling `method(target)(sender)`: `Selector(Self.handlePan(_:))` for
    /// `func handlePan(_ gesture: UIPanGestureRecognizer)`.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        accepts = { $0 is Target }
        call = { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// A selector calling `method(target)()`: `Selector(Self.refresh)` for `func refresh()`.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        accepts = { $0 is Target }
        call = { target, _, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// A selector calling `method(target)(sender, event)`, as a control's action method
    /// `func tapped(_ sender: UIButton, forEvent event: UIEvent)` is called.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender, UIEvent) -> Void) {
        accepts = { $0 is Target }
        call = { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender, event ?? UIEvent())
            return true
        }
    }

    /// Calls the method on `target` with `sender` (and `event`); returns whether `target` and
    /// `sender` were of the method's types, so that it was called.
    @discardableResult
    func perform(on target: AnyObject, sender: Any?, event: UIEvent? = nil) -> Bool {
        call(target, sender, event)
    }

    /// Whether `target` is of the type the method belongs to (Objective-C's `responds(to:)`).
    func isImplemented(by target: AnyObject) -> Bool {
        accepts(target)
    }

    /// Whether both are copies of one made selector.
    public nonisolated static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.identity === rhs.identity
    }

    /// Hashes the selector's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    /// What makes copies of one selector equal.
    private final class Identity: Sendable {}
}
