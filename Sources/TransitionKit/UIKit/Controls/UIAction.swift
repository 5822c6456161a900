import Foundation

/// A closure that runs when a control sends it, as UIKit's `UIActionHandler` (iOS 14).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and a closure, as UIKit's `UIAction` (iOS 14): given to
/// `UIControl.addAction(_:for:)` or `UIButton(type:primaryAction:)`, it runs its handler with
/// itself when the control sends the event, `sender` being the control. Menus
/// (`UIMenuElement`'s attributes and state) are not modelled. Source: Apple's UIKit
/// documentation for `UIAction`.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// The action's title (a button made with it as its primary action shows it).
    open var title: String
    /// The action's image (stored).
    open var image: UIImage?
    /// The identifier that `removeAction(identifiedBy:for:)` finds it by; unique by default.
    public let identifier: UIAction.Identifier
    /// A title for the keyboard shortcut overlay (stored).
    open var discoverabilityTitle: String?
    /// The control that sent the action while its handler runs, else nil.
    open internal(set) var sender: Any?

    let handler: UIActionHandler

    /// An action running `handler`; `identifier` nil makes a unique one.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` as the sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }

    /// An action's identifier, as UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
