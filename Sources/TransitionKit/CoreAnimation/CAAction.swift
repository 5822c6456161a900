import Foundation

/// Something a layer runs when one of its properties changes (an implicit animation), as Core
/// Animation's `CAAction`. `CAAnimation` adds itself to the layer under the event's key;
/// `NSNull` does nothing (put it in `CALayer.actions` to switch a property's implicit
/// animation off). Source: Apple's Core Animation documentation for `CAAction` and
/// `action(forKey:)`.
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` (a property's key path) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: the "no action" value of `CALayer.actions` and `action(for:forKey:)`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
