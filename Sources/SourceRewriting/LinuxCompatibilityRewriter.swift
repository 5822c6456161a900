/// The line-for-line edits behind `SourceRewriter`, decided from sourcekitd's outline of a file:
/// Objective-C and Interface Builder attributes and `dynamic` removed, `#selector` and `#keyPath`
/// made what TransitionKit takes, `import UIKit.X` made `import UIKit`, every line break kept (see
/// `SourceRewriter`). Ours.
struct LinuxCompatibilityRewriter {
    /// The attributes and modifiers removed, by sourcekitd's name for them.
    static let removedAttributes: [String: SourceRewrite.Kind] = [
        "source.decl.attribute.objc": .attributeRemoved, "source.decl.attribute.objc.name": .attributeRemoved,
        "source.decl.attribute.objcMembers": .attributeRemoved, "source.decl.attribute.nonobjc": .attributeRemoved,
        "source.decl.attribute.ibaction": .attributeRemoved, "source.decl.attribute.iboutlet": .attributeRemoved,
        "source.decl.attribute.ibinspectable": .attributeRemoved,
        "source.decl.attribute.ibdesignable": .attributeRemoved, "source.decl.attribute.dynamic": .modifierRemoved,
    ]

    /// The file rewritten.
    let file: ParsedFile
    private var bytes: [UInt8] { file.bytes }
    private var outline: SourceOutline { file.outline }

    /// The edits to make and the rewrites they are, in the order of their place in the file.
    func edits() -> (edits: [SourceEdit], rewrites: [SourceRewrite]) {
        var edits = attributeRemovals()
        var rewrites = removedAttributes().map { attribute in
            record(attribute.kind, attribute.range, after: "")
        }
        for (kind, range, after) in poundExpressions() + submoduleImports() {
            edits.append(SourceEdit(range: range, replacement: after))
            rewrites.append(record(kind, range, after: after))
        }
        rewrites.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return (edits, rewrites)
    }

    // MARK: Attributes and modifiers

    /// The removed attributes and modifiers of every declaration, in the order of the file.
    private func removedAttributes() -> [(kind: SourceRewrite.Kind, range: Range<Int>)] {
        var found: [(kind: SourceRewrite.Kind, range: Range<Int>)] = []
        func visit(_ declarations: [SourceOutline.Declaration]) {
            for declaration in declarations {
                for attribute in declaration.attributes ?? [] {
                    guard let kind = Self.removedAttributes[attribute.kind] else { continue }
                    found.append((kind, attribute.offset..<(attribute.offset + attribute.length)))
                }
                visit(declaration.substructure ?? [])
            }
        }
        visit(outline.substructure ?? [])
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The removals: each attribute with the spaces after it, attributes next to each other as
    /// one; a removal that leaves its line empty but for indentation takes the indentation too,
    /// and never the line break.
    private func attributeRemovals() -> [SourceEdit] {
        var ranges: [Range<Int>] = []
        for (_, range) in removedAttributes() {
            var end = range.upperBound
            while end < bytes.count, bytes[end] == .space || bytes[end] == .tab { end += 1 }
            if let last = ranges.last, last.upperBound == range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<end
            } else {
                ranges.append(range.lowerBound..<end)
            }
        }
        return ranges.map { range in
            let endsLine =
                range.upperBound == bytes.count || [.newline, .carriageReturn].contains(bytes[range.upperBound])
            let start = endsLine ? file.startOfIndentation(before: range.lowerBound) : range.lowerBound
            return SourceEdit(range: start..<range.upperBound, replacement: "")
        }
    }

    // MARK: #selector and #keyPath

    /// `#selector(…)` and `#keyPath(…)` with a counterpart, what replaces each, and which.
    /// sourcekitd has no node for them: their `#selector`/`#keyPath` keyword is in the syntax map,
    /// and their argument runs to the matching `)`, not counting comments and strings.
    private func poundExpressions() -> [(SourceRewrite.Kind, Range<Int>, String)] {
        let tokens = outline.syntaxMap ?? []
        let skipped = tokens.filter { $0.kind.contains(".comment") || $0.kind.contains(".string") }
            .map { $0.offset..<($0.offset + $0.length) }
        var found: [(SourceRewrite.Kind, Range<Int>, String)] = []
        for token in tokens where token.kind == "source.lang.swift.syntaxtype.keyword" {
            let keyword = text(token.offset..<(token.offset + token.length))
            guard keyword == "#selector" || keyword == "#keyPath",
                let (argumentRange, end) = parenthesised(after: token.offset + token.length, skipping: skipped)
            else { continue }
            let range = token.offset..<end
            let argument = text(argumentRange).trimmingWhitespace
            let replacement =
                keyword == "#selector"
                ? selector(argument, enclosingType: enclosingTypeName(at: token.offset))
                : keyPathString(argument)
            guard var after = replacement else { continue }
            // Line breaks inside the expression follow its replacement, so that lines stay.
            let lineBreaks = text(range).filter(\.isNewline).count - after.filter(\.isNewline).count
            after += String(repeating: "\n", count: max(lineBreaks, 0))
            found.append((keyword == "#selector" ? .selector : .keyPath, range, after))
        }
        return found
    }

    /// The range between the parentheses that open after `offset` (past whitespace) and the
    /// offset after the closing one; nil when no `(` follows or it is not closed.
    private func parenthesised(after offset: Int, skipping skipped: [Range<Int>]) -> (Range<Int>, Int)? {
        var index = offset
        while index < bytes.count, [.space, .tab, .newline, .carriageReturn].contains(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == .leftParenthesis else { return nil }
        let open = index
        var depth = 0
        while index < bytes.count {
            if let range = skipped.first(where: { $0.contains(index) }) {
                index = range.upperBound
                continue
            }
            if bytes[index] == .leftParenthesis { depth += 1 }
            if bytes[index] == .rightParenthesis {
                depth -= 1
                if depth == 0 { return ((open + 1)..<index, index + 1) }
            }
            index += 1
        }
        return nil
    }

    /// `Selector(Type.method(_:))` for the argument `method(_:)`, `self.method(_:)` or
    /// `Self.method(_:)` (Type: `enclosingType`) or `Type.method(_:)`; nil for `getter:`/`setter:`
    /// forms, and for an unqualified method outside a type.
    private func selector(_ argument: String, enclosingType: String?) -> String? {
        guard let first = argument.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            !argument.hasPrefix("getter:"), !argument.hasPrefix("setter:")
        else { return nil }
        let dot = argument.firstIndex(of: ".")
        let method: String
        if let dot, argument.firstIndex(of: "(").map({ dot < $0 }) ?? true {
            let base = argument[..<dot].trimmingWhitespace
            if base == "self" || base == "Self" {
                guard let enclosingType else { return nil }
                method = enclosingType + argument[dot...]
            } else {
                method = argument
            }
        } else {
            guard let enclosingType else { return nil }
            method = enclosingType + "." + argument
        }
        return "Selector(\(method))"
    }

    /// The string literal Swift makes of `#keyPath(a.b.c)`: `"a.b.c"`, without a leading type
    /// name (`#keyPath(CALayer.opacity)` is `"opacity"`); nil for forms other than dotted names.
    private func keyPathString(_ argument: String) -> String? {
        var components = argument.split(separator: ".", omittingEmptySubsequences: false).map(\.trimmingWhitespace)
        guard
            components.allSatisfy({ component in
                guard let first = component.unicodeScalars.first, first.properties.numericType == nil else {
                    return false
                }
                return component.unicodeScalars.allSatisfy {
                    $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
                }
            })
        else { return nil }
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        return "\"" + components.joined(separator: ".") + "\""
    }

    /// The name of the type whose body `offset` is in (for an extension, the extended type as
    /// written); nil outside a type or in a protocol.
    private func enclosingTypeName(at offset: Int) -> String? {
        var name: String?
        var declarations = outline.substructure ?? []
        while let declaration = declarations.first(where: { declaration in
            let start = declaration.bodyOffset ?? declaration.offset
            return (start..<(start + (declaration.bodyLength ?? declaration.length))).contains(offset)
        }) {
            let kind = declaration.kind
            if kind == "source.lang.swift.decl.protocol" {
                name = nil
            } else if ["class", "struct", "enum", "actor"].contains(where: { kind == "source.lang.swift.decl." + $0 })
                || kind.hasPrefix("source.lang.swift.decl.extension")
            {
                name = declaration.name
            }
            declarations = declaration.substructure ?? []
        }
        return name
    }

    // MARK: Imports

    /// `import UIKit.X` (a submodule, such as `UIKit.UIGestureRecognizerSubclass`), made
    /// `import UIKit`: pushpop's `UIKit` module has no submodules, and what they declare is
    /// TransitionKit's (a gesture recognizer's subclass API is on `UIGestureRecognizer`). The
    /// `import` keyword is a token of the syntax map, followed by the path's identifiers.
    private func submoduleImports() -> [(SourceRewrite.Kind, Range<Int>, String)] {
        let tokens = outline.syntaxMap ?? []
        var found: [(SourceRewrite.Kind, Range<Int>, String)] = []
        for (index, token) in tokens.enumerated()
        where token.kind == "source.lang.swift.syntaxtype.keyword" && text(token.range) == "import" {
            var end = index + 1
            // The path's identifiers follow one another with only a `.` between them.
            while end < tokens.count, tokens[end].kind == "source.lang.swift.syntaxtype.identifier",
                end == index + 1 || text(tokens[end - 1].range.upperBound..<tokens[end].offset) == "."
            {
                end += 1
            }
            guard end - index > 2, text(tokens[index + 1].range) == "UIKit" else { continue }
            found.append((.importRewritten, token.offset..<tokens[end - 1].range.upperBound, "import UIKit"))
        }
        return found
    }

    // MARK: Text

    /// The file's text in `range` (UTF-8 bytes).
    private func text(_ range: Range<Int>) -> String {
        file.text(range)
    }

    /// A rewrite of `kind` of the text at `range` to `after`, at its line and column (UTF-8 bytes).
    private func record(_ kind: SourceRewrite.Kind, _ range: Range<Int>, after: String) -> SourceRewrite {
        SourceRewrite(
            kind: kind, line: file.line(of: range.lowerBound), column: file.column(of: range.lowerBound),
            before: text(range).trimmingWhitespace, after: after.trimmingWhitespace)
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let leftParenthesis = UInt8(ascii: "(")
    fileprivate static let rightParenthesis = UInt8(ascii: ")")
}
