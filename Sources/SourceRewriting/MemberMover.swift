/// The moves behind `SourceRewriter.rewrite(files:)`: a member declared in an extension of a class
/// of the files moves into the class's body when a subclass in the files overrides it (directly
/// or through other classes of the files; same `key.name`, such as `animateTransition(using:)`),
/// or when it is itself an `override`. On iOS such members of an `NSObject` subclass are
/// Objective-C and dynamically dispatched; Swift on Linux refuses them ("non-@objc instance method
/// declared in extension cannot be overridden", "declarations in extensions cannot override
/// yet"). Ours.
///
/// The member's text (doc comment, attributes, indentation) goes just before the class's closing
/// brace, between `#sourceLocation` directives naming its own file and line and then the class's
/// file and the brace's line, so that diagnostics name the user's lines; in the extension it
/// leaves as many line breaks as it spanned. Access (ours): a member keeps its own access
/// modifier, and one without takes its extension's (`private`/`fileprivate` as `fileprivate`,
/// which is what `private` means for an extension's members) — except that a `private` or
/// `fileprivate` member moved into a class of another file becomes `internal` (no modifier), the
/// only access at which the subclasses that override it in its file still see it.
struct MemberMover {
    /// The files' types, the files being those to move members in.
    let index: ProgramIndex
    /// The user's files before any rewrite, with the same lines as `index.files`: the records'
    /// `before` is the user's line.
    let originals: [ParsedFile]

    /// The access modifiers, by sourcekitd's name.
    private static let accessModifiers = ["private", "fileprivate", "internal", "package", "public", "open"]

    /// The edits for each file (in the order of `index.files`) and the `.memberMoved` records for
    /// each, in no particular order.
    func moves() -> (edits: [[SourceEdit]], rewrites: [[SourceRewrite]]) {
        var edits = Array(repeating: [SourceEdit](), count: index.files.count)
        var rewrites = Array(repeating: [SourceRewrite](), count: index.files.count)
        let overridden = overriddenNames()
        for type in index.types where type.isClass {
            guard let body = type.declaration.bodyRange else { continue }
            let classFile = index.files[type.file]
            let braceLine = classFile.line(of: body.upperBound)
            var inserted = ""
            for (file, ext) in type.extensions {
                for member in ext.substructure ?? [] where Self.isMember(member) {
                    guard
                        member.has("source.decl.attribute.override")
                            || overridden[type.name, default: []].contains(member.name ?? "")
                    else { continue }
                    let parsed = index.files[file]
                    let first =
                        ([member.offset, member.docOffset ?? member.offset] + (member.attributes ?? []).map(\.offset))
                        .min() ?? member.offset
                    let range = parsed.startOfIndentation(before: first)..<member.range.upperBound
                    let lineBreaks = parsed.bytes[range].filter { $0 == UInt8(ascii: "\n") }.count
                    edits[file].append(
                        SourceEdit(range: range, replacement: String(repeating: "\n", count: lineBreaks)))
                    let line = parsed.line(of: first)
                    inserted += parsed.sourceLocation(line: line)
                    inserted +=
                        movedText(member, range: range, in: parsed, extension: ext, sameFile: file == type.file) + "\n"
                    rewrites[file].append(
                        SourceRewrite(
                            kind: .memberMoved, line: line, column: parsed.column(of: first),
                            before: originals[file].lineText(line).trimmingWhitespace,
                            after: "moved into the body of \(type.name) (\(classFile.fileName):\(braceLine))"))
                }
            }
            guard !inserted.isEmpty else { continue }
            let at = classFile.startOfIndentation(before: body.upperBound)
            // The directives need lines of their own: after a line break when the brace follows code.
            inserted = (classFile.column(of: at) == 1 ? "" : "\n") + inserted
            inserted += classFile.sourceLocation(line: braceLine)
            edits[type.file].append(SourceEdit(range: at..<at, replacement: inserted))
        }
        return (edits, rewrites)
    }

    /// For each class of the files (by name), the names its subclasses in the files override.
    private func overriddenNames() -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for type in index.types where type.isClass {
            let overrides = type.members.map(\.declaration).filter { $0.has("source.decl.attribute.override") }
                .compactMap(\.name)
            for ancestor in index.ancestors(of: type) { names[ancestor.name, default: []].formUnion(overrides) }
        }
        return names
    }

    /// The text of `member` (at `range` of `file`) as it is in the class's body: with the access
    /// the type's doc comment gives it.
    private func movedText(
        _ member: SourceOutline.Declaration, range: Range<Int>, in file: ParsedFile,
        extension ext: SourceOutline.Declaration, sameFile: Bool
    ) -> String {
        func access(of declaration: SourceOutline.Declaration) -> SourceOutline.Attribute? {
            declaration.attributes?.first { attribute in
                Self.accessModifiers.contains { attribute.kind == "source.decl.attribute." + $0 }
            }
        }
        func word(_ attribute: SourceOutline.Attribute) -> String { file.text(attribute.range) }
        var edit: SourceEdit?
        if let own = access(of: member) {
            if !sameFile, ["private", "fileprivate"].contains(word(own)) {
                var end = own.range.upperBound
                while end < file.bytes.count, file.bytes[end] == UInt8(ascii: " ") { end += 1 }
                edit = SourceEdit(range: own.offset..<end, replacement: "")
            }
        } else if let inherited = access(of: ext) {
            let isPrivate = ["private", "fileprivate"].contains(word(inherited))
            if !isPrivate || sameFile {
                let modifier = isPrivate ? "fileprivate" : word(inherited)
                edit = SourceEdit(range: member.offset..<member.offset, replacement: modifier + " ")
            }
        }
        let shifted = edit.map {
            SourceEdit(
                range: ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound),
                replacement: $0.replacement)
        }
        return String(
            decoding: SourceEdit.apply(shifted.map { [$0] } ?? [], to: Array(file.bytes[range])), as: UTF8.self)
    }

    /// Whether `declaration` is a method, property or subscript (not a nested type).
    private static func isMember(_ declaration: SourceOutline.Declaration) -> Bool {
        ["function", "var", "subscript"].contains { declaration.kind.hasPrefix("source.lang.swift.decl." + $0) }
    }
}
