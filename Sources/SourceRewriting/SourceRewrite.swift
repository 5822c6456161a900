/// One change the rewriter made to an iOS source file so that Swift on Linux compiles it: what
/// kind, where it was in the user's file, and the text before and after (for `--show-rewrites`).
/// Ours.
public struct SourceRewrite: Equatable, Sendable {
    /// What a rewrite does.
    public enum Kind: String, Equatable, Sendable {
        /// An Objective-C or Interface Builder attribute removed: `@objc`, `@objc(Name)`,
        /// `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@IBDesignable`.
        case attributeRemoved
        /// The `dynamic` modifier removed (Objective-C message dispatch; Swift on Linux has none).
        case modifierRemoved
        /// `#selector(method(_:))` made TransitionKit's `Selector(Type.method(_:))`.
        case selector
        /// `#keyPath(Type.property)` made the string literal Swift would have made, `"property"`.
        case keyPath
        /// `import UIKit.X` (a submodule such as `UIKit.UIGestureRecognizerSubclass`) made
        /// `import UIKit`.
        case importRewritten
        /// A member of a class's extension moved into the class's body, where a subclass can
        /// override it (see `SourceRewriter.rewrite(files:)`); `before` is its first line, `after`
        /// says where it went: `moved into the body of BaseTransition (BaseTransitions.swift:12)`.
        case memberMoved
    }

    /// What the rewrite does.
    public let kind: Kind
    /// Where the rewritten text began in the user's file: 1-based line and column (UTF-8 bytes,
    /// as the Swift compiler counts columns). Lines are the same in the rewritten copy.
    public let line: Int
    /// See `line`.
    public let column: Int
    /// The user's text, without surrounding whitespace: `@objc`, `#selector(handlePan(_:))`.
    public let before: String
    /// What replaced it: empty for a removal, else `Selector(EdgePan.handlePan(_:))`.
    public let after: String

    /// A rewrite of `kind` at `line`:`column` (1-based) from `before` to `after`.
    public init(kind: Kind, line: Int, column: Int, before: String, after: String) {
        self.kind = kind
        self.line = line
        self.column = column
        self.before = before
        self.after = after
    }
}
