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
/// method's type, or the sender not of its parameter's type, nothing is called and an
/// `unrecognized-selector` diagnostic names the target's type, the method's and where the
/// selector was given — once per target and selector, as soon as it is known: when the target
/// is added (a gesture recognizer knows its sender then; a control or display link checks the
/// target's type) or else at the first dispatch. iOS raises "unrecognized selector sent to
/// instance" and the app crashes; ours.
///
/// Selectors compare equal only when they are copies of one made value (Swift cannot name a
/// method reference): `removeTarget(_:action:)` removes a selector kept from `addTarget`, and
/// `nil` removes every action of the target. Selectors made from a string (`Selector("tap:")`,
/// `NSSelectorFromString`) cannot be called without a runtime and are not offered. Ours, in
/// the shape of Objective-C's `Selector`.
@preconcurrency @MainActor
public struct Selector: Hashable {
    private let identity = Identity()
    /// The method's type as Swift writes it, for messages: `(Target) -> (Sender) -> ()`.
    private let methodType: String
    /// Why `target` cannot receive the method with `sender`; nil when it can.
    private let mismatch: @MainActor (AnyObject, Any?) -> Mismatch?
    private let call: @MainActor (AnyObject, Any?, UIEvent?) -> Void

    /// Why a selector cannot be sent.
    enum Mismatch: Equatable {
        /// The target is not of the method's type (Objective-C's `responds(to:)` is false).
        case target(expected: String)
        /// The sender is not of the method's parameter type.
        case sender(expected: String)
    }

    /// A selector calling `method(target)(sender)`: `Selector(Self.handlePan(_:))` for
    /// `func handlePan(_ gesture: UIPanGestureRecognizer)`.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        methodType = "(\(Target.self)) -> (\(Sender.self)) -> ()"
        mismatch = Self.mismatch(Target.self, Sender.self)
        call = { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            method(target)(sender)
        }
    }

    /// A selector calling `method(target)()`: `Selector(Self.refresh)` for `func refresh()`.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        methodType = "(\(Target.self)) -> () -> ()"
        mismatch = { object, _ in object is Target ? nil : .target(expected: "\(Target.self)") }
        call = { target, _, _ in
            guard let target = target as? Target else { return }
            method(target)()
        }
    }

    /// A selector calling `method(target)(sender, event)`, as a control's action method
    /// `func tapped(_ sender: UIButton, forEvent event: UIEvent)` is called.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender, UIEvent) -> Void) {
        methodType = "(\(Target.self)) -> (\(Sender.self), UIEvent) -> ()"
        mismatch = Self.mismatch(Target.self, Sender.self)
        call = { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            method(target)(sender, event ?? UIEvent())
        }
    }

    /// The check of a method of `Target` taking a `Sender`.
    private static func mismatch<Target: AnyObject, Sender>(
        _ target: Target.Type, _ sender: Sender.Type
    ) -> @MainActor (AnyObject, Any?) -> Mismatch? {
        { object, value in
            if !(object is Target) { return .target(expected: "\(Target.self)") }
            if !(value is Sender) { return .sender(expected: "\(Sender.self)") }
            return nil
        }
    }

    /// Calls the method on `target` with `sender` (and `event`) and returns true; when `target`
    /// or `sender` is not of the method's types, calls nothing, reports it (`check`) and
    /// returns false. `site` says where the selector was given, for the message ("a
    /// UIPanGestureRecognizer's action").
    @discardableResult
    func perform(on target: AnyObject, sender: Any?, event: UIEvent? = nil, site: @autoclosure () -> String) -> Bool {
        guard check(target, sender: sender, site: site()) else { return false }
        call(target, sender, event)
        return true
    }

    /// Whether `target` can receive the method with `sender`; when it cannot, reports an
    /// `unrecognized-selector` diagnostic naming `site`, once per target. Ours.
    @discardableResult
    func check(_ target: AnyObject, sender: Any?, site: @autoclosure () -> String) -> Bool {
        guard let mismatch = mismatch(target, sender) else { return true }
        guard identity.markReported(target) else { return false }
        let targetType = String(describing: type(of: target))
        let message: String
        switch mismatch {
        case .target(let expected):
            message =
                "\(site()): Selector(\(methodType)) sent to a \(targetType), which is not a \(expected); "
                + "nothing is called (iOS crashes: unrecognized selector sent to instance). Make the selector "
                + "from a method of \(targetType)."
        case .sender(let expected):
            let senderType = sender.map { "a \(String(describing: type(of: $0)))" }
            message =
                "\(site()): Selector(\(methodType)) sent to a \(targetType) with \(senderType ?? "nil") as sender, "
                + "which is not a \(expected); nothing is called (iOS crashes: unrecognized selector sent to "
                + "instance). "
                + (senderType.map { "Make the method take \($0) or a supertype of it." }
                    ?? "Give a sender, or make the method take none.")
        }
        AnimationEngine.shared.diagnostics.report(.unrecognizedSelector, message)
        return false
    }

    /// Whether `target` is of the type the method belongs to (Objective-C's `responds(to:)`).
    func isImplemented(by target: AnyObject) -> Bool {
        if case .target = mismatch(target, nil) { return false }
        return true
    }

    /// Whether both are copies of one made selector.
    public nonisolated static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.identity === rhs.identity
    }

    /// Hashes the selector's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    /// What makes copies of one selector equal; it remembers the targets a mismatch was
    /// reported for.
    @MainActor
    private final class Identity {
        private var reported: [Weak] = []

        private struct Weak {
            weak var object: AnyObject?
        }

        /// Records `target`; false when it was recorded before.
        func markReported(_ target: AnyObject) -> Bool {
            reported.removeAll { $0.object == nil }
            guard !reported.contains(where: { $0.object === target }) else { return false }
            reported.append(Weak(object: target))
            return true
        }
    }
}
