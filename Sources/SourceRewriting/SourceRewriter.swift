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
/// | `import UIKit.UIGestureRecognizerSubclass` (any `import UIKit.X`) | `import UIKit` |
/// | a member of a class's extension that a subclass overrides, or that is an `override` | moved into the class's body (`rewrite(files:)` only, see `MemberMover`) |
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
/// Line for line, rewrites never add or remove a line break: a removed attribute takes the spaces
/// after it, and one alone on its line leaves an empty line, so compiler errors in the copy are at
/// the user's lines. A moved member leaves its lines empty in the extension and is framed in the
/// class's body by `#sourceLocation` directives naming its own file and lines.
public enum SourceRewriter {
    /// The user's files rewritten, in the order given, ready to compile together as private
    /// copies: each text's first line is `#sourceLocation(file: "<path>", line: 1)` (the path a
    /// Swift string literal), so that every compiler diagnostic names the user's file and line.
    /// Members are moved between the files (see `MemberMover`); each file's rewrites are listed
    /// with it, in the order of their place in the user's file (a moved member in the file it
    /// was moved from).
    /// - Throws: `SourceRewritingError.syntax` with the path, line and column of the first parse
    ///   error of the first file that does not parse; `.parserUnavailable` when sourcekitd cannot
    ///   be loaded (the paths looked at are named); `.parserFailed` when it fails.
    public static func rewrite(files: [SourceFile]) throws(SourceRewritingError) -> [RewrittenSource] {
        var originals: [ParsedFile] = []
        for file in files { originals.append(try ParsedFile(file)) }
        // First line for line in each file, then the moves, decided on the rewritten texts
        // (which parse as the user's did, with the same lines).
        var rewritten: [ParsedFile] = []
        var rewrites: [[SourceRewrite]] = []
        for original in originals {
            let (edits, found) = LinuxCompatibilityRewriter(file: original).edits()
            let text = String(decoding: SourceEdit.apply(edits, to: original.bytes), as: UTF8.self)
            rewritten.append(try ParsedFile(SourceFile(path: original.path, text: text)))
            rewrites.append(found)
        }
        let moves = MemberMover(index: ProgramIndex(files: rewritten), originals: originals).moves()
        return rewritten.indices.map { index in
            let file = rewritten[index]
            let text = String(decoding: SourceEdit.apply(moves.edits[index], to: file.bytes), as: UTF8.self)
            return RewrittenSource(
                text: file.sourceLocation(line: 1) + text,
                rewrites: (rewrites[index] + moves.rewrites[index]).sorted {
                    ($0.line, $0.column) < ($1.line, $1.column)
                })
        }
    }

    /// The rewritten text of `source` (a Swift file's contents, without a path) and the rewrites
    /// made, in the order of their place in the file: the line-for-line rewrites of
    /// `rewrite(files:)`, without the leading `#sourceLocation` and without moving members (which
    /// needs every file and their paths).
    /// - Throws: `SourceRewritingError.syntax` with an empty path and the first parse error's
    ///   line and column when the file does not parse; `.parserUnavailable` when sourcekitd cannot
    ///   be loaded (the paths looked at are named); `.parserFailed` when it fails.
    public static func rewrite(_ source: String) throws(SourceRewritingError) -> RewrittenSource {
        let file = try ParsedFile(SourceFile(path: "", text: source))
        let (edits, rewrites) = LinuxCompatibilityRewriter(file: file).edits()
        return RewrittenSource(
            text: String(decoding: SourceEdit.apply(edits, to: file.bytes), as: UTF8.self), rewrites: rewrites)
    }
}
