/// The types declared in a set of parsed files, with their extensions in any of the files, found
/// by name as Swift code names them. Ours.
struct ProgramIndex {
    /// A class, struct, enum, protocol or actor declared in the files.
    struct DeclaredType {
        /// Its name qualified by the types it is nested in: `Outer.Inner`.
        let name: String
        /// The index of its file in `ProgramIndex.files`.
        let file: Int
        /// Its declaration.
        let declaration: SourceOutline.Declaration
        /// Its extensions, with the index of their file, in the order of the files.
        var extensions: [(file: Int, declaration: SourceOutline.Declaration)] = []

        /// Whether it is a class.
        var isClass: Bool { declaration.kind == "source.lang.swift.decl.class" }
        /// Whether it is a protocol.
        var isProtocol: Bool { declaration.kind == "source.lang.swift.decl.protocol" }
        /// The name without the types it is nested in.
        var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

        /// The declarations in its body and in its extensions' bodies, with their file.
        var members: [(file: Int, declaration: SourceOutline.Declaration)] {
            (declaration.substructure ?? []).map { (file, $0) }
                + extensions.flatMap { ext in (ext.declaration.substructure ?? []).map { (ext.file, $0) } }
        }

        /// The types after the `:` of its declaration and its extensions, as written.
        var inheritedTypeNames: [String] {
            ([declaration] + extensions.map(\.declaration)).flatMap { ($0.inheritedTypes ?? []).map(\.name) }
        }
    }

    /// The files, in the order given.
    let files: [ParsedFile]
    /// The types, in the order of the files and of their place in each.
    private(set) var types: [DeclaredType] = []

    /// The kinds of declaration that are types.
    private static let typeKinds: Set<String> = ["class", "struct", "enum", "protocol", "actor"].reduce(into: []) {
        $0.insert("source.lang.swift.decl." + $1)
    }

    /// The types of `files`, nested ones included, and their extensions.
    init(files: [ParsedFile]) {
        self.files = files
        func collect(_ declarations: [SourceOutline.Declaration], file: Int, prefix: String) {
            for declaration in declarations where Self.typeKinds.contains(declaration.kind) {
                guard let name = declaration.name else { continue }
                types.append(DeclaredType(name: prefix + name, file: file, declaration: declaration))
                collect(declaration.substructure ?? [], file: file, prefix: prefix + name + ".")
            }
        }
        for (file, parsed) in files.enumerated() {
            collect(parsed.outline.substructure ?? [], file: file, prefix: "")
        }
        for (file, parsed) in files.enumerated() {
            for declaration in parsed.outline.substructure ?? []
            where declaration.kind.hasPrefix("source.lang.swift.decl.extension") {
                guard let name = declaration.name, let index = index(named: name) else { continue }
                types[index].extensions.append((file, declaration))
            }
        }
    }

    /// The type a name written in the files means: its qualified name, else its simple name when
    /// one type only has it; generic arguments and a `UIKit.` prefix are not part of the name.
    func type(named name: String) -> DeclaredType? {
        index(named: name).map { types[$0] }
    }

    /// See `type(named:)`.
    private func index(named written: String) -> Int? {
        let name = Self.plainName(written)
        if let exact = types.firstIndex(where: { $0.name == name }) { return exact }
        let simple = types.indices.filter { types[$0].simpleName == name }
        return simple.count == 1 ? simple[0] : nil
    }

    /// The class `type` inherits from when it is declared in the files.
    func superclass(of type: DeclaredType) -> DeclaredType? {
        guard type.isClass, let first = type.declaration.inheritedTypes?.first,
            let superclass = self.type(named: first.name), superclass.isClass
        else { return nil }
        return superclass
    }

    /// `type`'s superclasses declared in the files, nearest first (a cycle, which the compiler
    /// refuses, ends the chain).
    func ancestors(of type: DeclaredType) -> [DeclaredType] {
        var chain: [DeclaredType] = []
        var current = superclass(of: type)
        while let next = current, next.name != type.name, !chain.contains(where: { $0.name == next.name }) {
            chain.append(next)
            current = superclass(of: next)
        }
        return chain
    }

    /// Every name after the `:` of `type`, its extensions and its superclasses in the files (and
    /// theirs), as written: the framework classes and protocols it inherits from or conforms to.
    func inheritedTypeNames(of type: DeclaredType) -> [String] {
        ([type] + ancestors(of: type)).flatMap(\.inheritedTypeNames).map(Self.plainName)
    }

    /// A type's name as written without generic arguments and a `UIKit.` prefix.
    static func plainName(_ written: String) -> String {
        let name = String(written.prefix { $0 != "<" }).trimmingWhitespace
        return name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
    }
}
