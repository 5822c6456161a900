/// What sourcekitd's syntactic `source.request.editor.open` tells of a file: its declarations,
/// its syntax-map tokens and its parse diagnostics. Offsets and lengths are UTF-8 bytes from the
/// start of the file. Source: sourcekitd's protocol (SourceKit's docs/Protocol.md in the Swift
/// repository), as the toolchain answers it.
struct SourceOutline: Decodable {
    /// A declaration (`key.substructure`), with the ones inside it.
    struct Declaration: Decodable {
        /// `source.lang.swift.decl.class`, `….extension`, `….function.method.instance`, ….
        let kind: String
        /// The declared name; for an extension, the extended type as written.
        let name: String?
        /// The whole declaration, without its attributes.
        let offset: Int
        /// See `offset`.
        let length: Int
        /// Between the braces of its body, if it has one.
        let bodyOffset: Int?
        /// See `bodyOffset`.
        let bodyLength: Int?
        /// Its doc comment's start, if it has one.
        let docOffset: Int?
        /// Its type as written: a parameter's, a property's, a function's result.
        let typeName: String?
        /// Its attributes and modifiers that sourcekitd names (`source.decl.attribute.objc`, …).
        let attributes: [Attribute]?
        /// The types after its `:`.
        let inheritedTypes: [InheritedType]?
        /// The declarations, closures and expressions inside it.
        let substructure: [Declaration]?

        enum CodingKeys: String, CodingKey {
            case kind = "key.kind"
            case name = "key.name"
            case offset = "key.offset"
            case length = "key.length"
            case bodyOffset = "key.bodyoffset"
            case bodyLength = "key.bodylength"
            case docOffset = "key.docoffset"
            case typeName = "key.typename"
            case attributes = "key.attributes"
            case inheritedTypes = "key.inheritedtypes"
            case substructure = "key.substructure"
        }

        /// The whole declaration, without its attributes.
        var range: Range<Int> { offset..<(offset + length) }
        /// Between the braces of its body; nil without a body.
        var bodyRange: Range<Int>? { bodyOffset.map { $0..<($0 + (bodyLength ?? 0)) } }
        /// Whether it has the attribute or modifier `kind` (`source.decl.attribute.override`, …).
        func has(_ kind: String) -> Bool { attributes?.contains { $0.kind == kind } ?? false }
    }

    /// An attribute or modifier of a declaration, with its arguments (`@objc(flipCard:)`).
    struct Attribute: Decodable {
        /// `source.decl.attribute.objc`, `….objc.name`, `….dynamic`, `….ibaction`, ….
        let kind: String
        /// See `SourceOutline`.
        let offset: Int
        /// See `SourceOutline`.
        let length: Int

        enum CodingKeys: String, CodingKey {
            case kind = "key.attribute"
            case offset = "key.offset"
            case length = "key.length"
        }

        /// See `SourceOutline`.
        var range: Range<Int> { offset..<(offset + length) }
    }

    /// A type a declaration inherits from or conforms to.
    struct InheritedType: Decodable {
        /// As written.
        let name: String

        enum CodingKeys: String, CodingKey { case name = "key.name" }
    }

    /// A syntax-map token: `source.lang.swift.syntaxtype.keyword` (`#selector` is one),
    /// `….comment`, `….string`, ….
    struct Token: Decodable {
        /// See `Token`.
        let kind: String
        /// See `SourceOutline`.
        let offset: Int
        /// See `SourceOutline`.
        let length: Int

        enum CodingKeys: String, CodingKey {
            case kind = "key.kind"
            case offset = "key.offset"
            case length = "key.length"
        }

        /// See `SourceOutline`.
        var range: Range<Int> { offset..<(offset + length) }
    }

    /// A parse diagnostic.
    struct Diagnostic: Decodable {
        /// 1-based line.
        let line: Int
        /// 1-based column, in UTF-8 bytes.
        let column: Int
        /// `source.diagnostic.severity.error`, `….warning`, `….note`.
        let severity: String
        /// The compiler's message.
        let description: String

        enum CodingKeys: String, CodingKey {
            case line = "key.line"
            case column = "key.column"
            case severity = "key.severity"
            case description = "key.description"
        }
    }

    /// The file's top-level declarations.
    let substructure: [Declaration]?
    /// The file's tokens, in order.
    let syntaxMap: [Token]?
    /// The parse diagnostics.
    let diagnostics: [Diagnostic]?

    enum CodingKeys: String, CodingKey {
        case substructure = "key.substructure"
        case syntaxMap = "key.syntaxmap"
        case diagnostics = "key.diagnostics"
    }
}
