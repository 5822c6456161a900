/// Rewrites what Swift on Linux cannot compile in an iOS source file ("Objective-C
/// interoperability is disabled"), so that it compiles against TransitionKit unchanged otherwise.
/// Ours.
///
/// | iOS | Rewritten |
/// |---|---|
/// | `@objc`, `@objc(Name)`, `@objcMembers`, `@nonobjc` | removed |
/// | `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@IBDesignable` | removed |
/// | `dynamic` | removed |
/// | `#selector(handlePan(_:))`, `#selector(self.handlePan(_:))` | `Selector(EdgePan.handlePan(_:))` |
/// | `#selector(EdgePan.handlePan(_:))` | `Selector(EdgePan.handlePan(_:))` |
/// | `#keyPath(CALayer.opacity)`, `#keyPath(view.alpha)` | `"opacity"`, `"view.alpha"` |
///
/// The file is parsed by the Swift toolchain's sourcekitd (`libsourcekitdInProc.so`, loaded at
/// run time and called through its C API, so no Swift ABI crosses compilers; the toolchain's
/// prebuilt SwiftSyntax is built by another compiler and unsound to link): the declarations with
/// their attributes and byte ranges decide the edits, which are spliced into the text from its
/// end backwards. `#selector` and `#keyPath` have no node in sourcekitd's outline: their keyword
/// is a token of its syntax map, and their argument runs to the matching `)` (comments and string
/// literals skipped).
///
/// `Selector` is TransitionKit's, made from the method itself; an unqualified method gets the
/// name of the type whose body the selector is in (where Swift refuses `Self`: a stored
/// property's initial value). A `#keyPath` starting with a type's name (capitalised, by Swift's
/// naming convention) becomes the property path after it, as Swift makes it ("Source: The Swift
/// Programming Language, Expressions, Key-Path String Expression"). Forms with no counterpart —
/// `#selector(getter:)`, `#selector(setter:)`, a `#selector` outside a type, a `#keyPath` through
/// `?` — are left as they are, for the compiler to report at the user's line.
///
/// Rewrites never add or remove a line break: a removed attribute takes the spaces after it, and
/// one alone on its line leaves an empty line, so compiler errors in the copy are at the user's
/// lines.
public enum SourceRewriter {
    /// The rewritten text of `source` (a Swift file's contents) and the rewrites made, in the
    /// order of their place in the file.
    /// - Throws: `SourceRewritingError.syntax` with the first parse error's line and column when
    ///   the file does not parse; `.parserUnavailable` when sourcekitd cannot be loaded (the paths
    ///   looked at are named); `.parserFailed` when it fails.
    public static func rewrite(_ source: String) throws(SourceRewritingError) -> RewrittenSource {
        let outline = try SourceKit.outline(of: source)
        if let error = outline.diagnostics?.first(where: { $0.severity == "source.diagnostic.severity.error" }) {
            throw .syntax(line: error.line, column: error.column, message: error.description)
        }
        let bytes = Array(source.utf8)
        let (edits, rewrites) = LinuxCompatibilityRewriter(bytes: bytes, outline: outline).edits()
        let text = String(decoding: SourceEdit.apply(edits, to: bytes), as: UTF8.self)
        return RewrittenSource(text: text, rewrites: rewrites)
    }
}
