/// A transition type found by `TransitionDiscovery`, with what decides its entry: its body's casts
/// and names, its hooks and initialisers. Ours (see `TransitionDiscovery` for the rules).
struct TransitionType {
    /// Why no entry can be made.
    struct Refusal: Error {
        /// See `DiscoveryRefusal.reason`.
        let reason: String
    }

    /// An initialiser and its parameters.
    struct Initializer {
        /// A parameter: its label (`_` for none), name, type as written, and whether it has a
        /// default value.
        struct Parameter {
            let label: String
            let name: String
            let typeName: String
            let hasDefault: Bool
        }

        let parameters: [Parameter]

        /// As Swift writes it: `init(duration: TimeInterval, color: UIColor)`.
        var signature: String {
            "init(" + parameters.map { "\($0.label): \($0.typeName)" }.joined(separator: ", ") + ")"
        }
    }

    /// The type.
    let type: ProgramIndex.DeclaredType
    /// Its role.
    let kind: DiscoveredTransition.Kind
    /// The files' types.
    let index: ProgramIndex

    /// Swift's standard types, which a cast to is not one to an app's view controller.
    private static let standardTypes: Set<String> = [
        "Any", "AnyObject", "Bool", "Int", "Double", "Float", "String", "Character", "Array", "Dictionary", "Set",
        "Optional", "TimeInterval", "Date", "Data", "URL", "Error",
    ]

    // MARK: Body

    /// The syntax-map tokens of the type's body and its extensions' bodies, with their file.
    private var bodyTokens: [(file: Int, token: SourceOutline.Token)] {
        ([(type.file, type.declaration)] + type.extensions).flatMap { file, declaration in
            let tokens = index.files[file].outline.syntaxMap ?? []
            guard let body = declaration.bodyRange else { return [(file: Int, token: SourceOutline.Token)]() }
            return tokens.filter { body.contains($0.offset) }.map { (file, $0) }
        }
    }

    /// The first forced cast (`as!`) in the type's bodies to a view controller of its app (see
    /// `TransitionDiscovery`): the type cast to, its file and line. A conditional cast (`as?`)
    /// has the type's own way out when it fails, so it runs (ours).
    func appViewControllerCast() -> (name: String, file: Int, line: Int)? {
        let tokens = bodyTokens
        for (position, (file, token)) in tokens.enumerated() where token.kind == "source.lang.swift.syntaxtype.keyword"
        {
            let parsed = index.files[file]
            guard parsed.text(token.range) == "as", token.range.upperBound < parsed.bytes.count,
                parsed.bytes[token.range.upperBound] == UInt8(ascii: "!"),
                position + 1 < tokens.count,
                tokens[position + 1].token.kind == "source.lang.swift.syntaxtype.typeidentifier"
            else { continue }
            let name = parsed.text(tokens[position + 1].token.range)
            if isAppViewController(name) { return (name, file, parsed.line(of: token.offset)) }
        }
        return nil
    }

    /// Whether `name`, the type of a cast, is a view controller of the app (see `TransitionDiscovery`).
    private func isAppViewController(_ name: String) -> Bool {
        if let declared = index.type(named: name) {
            return declared.isClass
                && index.inheritedTypeNames(of: declared).contains { $0.hasPrefix("UI") && $0.hasSuffix("Controller") }
        }
        let frameworkPrefixes = ["UI", "NS", "CA", "CG"]
        return !frameworkPrefixes.contains { name.hasPrefix($0) } && !Self.standardTypes.contains(name)
    }

    /// Whether the type's bodies name `name`.
    func mentions(_ name: String) -> Bool {
        bodyTokens.contains { file, token in
            token.kind.hasSuffix("identifier") && index.files[file].text(token.range) == name
        }
    }

    // MARK: Entry

    /// How pushpop makes an animator for an operation: `body`, the body of `{ operation in … }`
    /// that makes it or gives nil (the system's transition), and which operations it animates.
    struct AnimatorFactory {
        /// E.g. `SlideAnimator(operation: operation)`, `operation == .push ? FadeAnimator() : nil`.
        let body: String
        /// Whether it animates pops (made with the operation, or pop-only by name).
        let animatesPops: Bool
        /// For the summary: `push and pop`, `push only; pop is the system's`, ….
        let operations: String
    }

    /// The `AnimatorEntry` expression for the type, its summary starting with `summaryPrefix`;
    /// or why none can be made. `popAnimator` is, for an interaction controller, the animator of
    /// the files it drives (see `TransitionDiscovery`); nil when the files have none that
    /// animates pops.
    func entryExpression(summaryPrefix: String, popAnimator: TransitionType? = nil) -> Result<String, Refusal> {
        let name = type.name
        let literal = name.swiftStringLiteral
        func summary(_ text: String) -> String { (summaryPrefix + text).swiftStringLiteral }
        switch kind {
        case .navigationController:
            if let made = hook("makeForPushpop(rootViewController:)", "rootViewController: root")
                ?? initializer(labeled: ["rootViewController"], "rootViewController: root")
            {
                return .success(
                    ".navigationController(\(literal), summary: \(summary("navigation controller subclass"))) "
                        + "{ root in \(made) }")
            }
        case .navigationDelegate, .transitioningDelegate:
            if let made = hook("makeForPushpop()", "") ?? created(operation: false)?.expression {
                if kind == .navigationDelegate {
                    return .success(
                        ".delegate(\(literal), summary: \(summary("navigation controller delegate"))) { \(made) }")
                }
                let custom = type.members.contains {
                    $0.declaration.name == "presentationController(forPresented:presenting:source:)"
                }
                let style = custom ? "custom presentation" : "full-screen presentation"
                return .success(
                    ".presentation(\(literal), summary: \(summary("transitioning delegate, \(style)")), "
                        + "style: \(custom ? ".custom" : ".fullScreen")) { \(made) }")
            }
        case .tabBarControllerDelegate:
            if let made = hook("makeForPushpop(tabBarController:)", "tabBarController: tabBarController")
                ?? initializer(labeled: ["tabBarController"], "tabBarController: tabBarController")
            {
                return .success(
                    ".tabBar(\(literal), summary: \(summary("tab bar controller delegate"))) { tabBarController in \(made) }"
                )
            }
            if let made = hook("makeForPushpop()", "") ?? created(operation: false)?.expression {
                return .success(
                    ".tabBar(\(literal), summary: \(summary("tab bar controller delegate"))) { _ in \(made) }")
            }
        case .animator:
            if let factory = animatorFactory() {
                return .success(
                    ".animator(\(literal), summary: \(summary("animator, \(factory.operations)"))) "
                        + "{ operation in \(factory.body) }")
            }
        case .interactionController:
            let made =
                hook("makeForPushpop(viewController:)", "viewController: viewController") ?? viewControllerInitializer()
            let factory = popAnimator?.animatorFactory()
            if let made, let factory, let popAnimator, factory.animatesPops {
                return .success(
                    ".delegate(\(literal), summary: \(summary("interaction controller, driving \(popAnimator.type.name)'s pops"))) "
                        + "{ InteractionControllerDelegate(makeAnimator: { operation in \(factory.body) }, "
                        + "makeInteractionController: { viewController in \(made) }) }")
            }
            var missing: [String] = []
            if made == nil { missing.append(uncreatable()) }
            if factory?.animatesPops != true {
                missing.append(
                    "UIKit asks for an interaction controller only with a custom animator; the files have none "
                        + "that animates pops")
            }
            return .failure(Refusal(reason: missing.joined(separator: "; ")))
        }
        return .failure(Refusal(reason: uncreatable()))
    }

    /// How pushpop makes the animator for an operation, the first that works: the hook with the
    /// operation, the hook without it, an initialiser (see `TransitionDiscovery`). Made with the
    /// operation it animates pushes and pops; else pushes only (or pops only, when the type's name
    /// says so: `Pop`, `Dismiss`, `Reverse`). Nil when pushpop cannot create it.
    func animatorFactory() -> AnimatorFactory? {
        let made: (expression: String, usesOperation: Bool)? =
            hook("makeForPushpop(operation:)", "operation: operation").map { ($0, true) }
            ?? hook("makeForPushpop()", "").map { ($0, false) } ?? created(operation: true)
        guard let made else { return nil }
        if made.usesOperation {
            return AnimatorFactory(body: made.expression, animatesPops: true, operations: "push and pop")
        }
        let popOnly = ["Pop", "Dismiss", "Reverse"].contains { type.simpleName.contains($0) }
        let (only, other) = popOnly ? ("pop", "push") : ("push", "pop")
        return AnimatorFactory(
            body: "operation == .\(only) ? \(made.expression) : nil", animatesPops: popOnly,
            operations: "\(only) only; \(other) is the system's")
    }

    /// `T(label: viewController)` from the first initialiser with a parameter of type
    /// `UIViewController` (optional or not; any label) whose other parameters all have default
    /// values: pushpop's screens are `UIViewController`s (see `TransitionDiscovery`).
    private func viewControllerInitializer() -> String? {
        for initializer in initializers() {
            let typeNames = initializer.parameters.map {
                ProgramIndex.plainName(String($0.typeName.prefix { $0 != "?" && $0 != "!" }))
            }
            guard let position = typeNames.firstIndex(of: "UIViewController"),
                initializer.parameters.indices.allSatisfy({ $0 == position || initializer.parameters[$0].hasDefault })
            else { continue }
            let label = initializer.parameters[position].label
            return "\(type.name)(\(label == "_" ? "" : label + ": ")viewController)"
        }
        return nil
    }

    /// `T.hook(arguments)` when the type has the static method `hook` (its full name).
    private func hook(_ hook: String, _ arguments: String) -> String? {
        let found = type.members.contains { member in
            member.declaration.name == hook
                && ["static", "class"].contains {
                    member.declaration.kind == "source.lang.swift.decl.function.method." + $0
                }
        }
        let base = hook.prefix { $0 != "(" }
        return found ? "\(type.name).\(base)(\(arguments))" : nil
    }

    /// `T(arguments)` when an initialiser of the type takes exactly the labels `labels`.
    private func initializer(labeled labels: [String], _ arguments: String) -> String? {
        initializers().contains { $0.parameters.map(\.label) == labels } ? "\(type.name)(\(arguments))" : nil
    }

    /// `T(…)` from the first initialiser whose every parameter pushpop supplies (with the operation
    /// when `operation`, preferring an initialiser that uses it), and whether it does.
    private func created(operation: Bool) -> (expression: String, usesOperation: Bool)? {
        let made = initializers().compactMap { initializer -> (expression: String, usesOperation: Bool)? in
            var arguments: [String] = []
            var usesOperation = false
            for parameter in initializer.parameters {
                guard let supplied = supply(parameter, operation: operation) else { return nil }
                guard let value = supplied.value else { continue }
                arguments.append(parameter.label == "_" ? value : "\(parameter.label): \(value)")
                usesOperation = usesOperation || supplied.fromOperation
            }
            return ("\(type.name)(\(arguments.joined(separator: ", ")))", usesOperation)
        }
        return made.first { $0.usesOperation } ?? made.first
    }

    /// What pushpop passes for `parameter` (nil `value`: its default), and whether it comes from
    /// the operation; nil when it cannot supply it.
    private func supply(_ parameter: Initializer.Parameter, operation: Bool) -> (value: String?, fromOperation: Bool)? {
        let words = Self.words(parameter.label + " " + parameter.name)
        let typeName = parameter.typeName.trimmingWhitespace
        var fromOperation: String?
        if typeName.hasPrefix("UINavigationController") && typeName.hasSuffix("Operation") {
            fromOperation = "operation"
        } else if typeName == "Bool" {
            if words.contains(where: Self.isForward) { fromOperation = "operation == .push" }
            if words.contains(where: Self.isBackward) { fromOperation = "operation == .pop" }
        } else if let cases = directionCases(of: typeName) {
            fromOperation = "operation == .push ? \(typeName).\(cases.forward) : \(typeName).\(cases.backward)"
        }
        if let fromOperation, operation { return (fromOperation, true) }
        if parameter.hasDefault { return (nil, false) }
        let durationTypes = ["TimeInterval", "Double", "CGFloat", "Float"]
        if durationTypes.contains(typeName), words.contains("duration") { return ("0.35", false) }
        return nil
    }

    /// The forward and backward cases of the enum of the files named `typeName`, when it has one
    /// of each (see `TransitionDiscovery`).
    private func directionCases(of typeName: String) -> (forward: String, backward: String)? {
        guard let declared = index.type(named: typeName),
            declared.declaration.kind == "source.lang.swift.decl.enum"
        else { return nil }
        let cases = (declared.declaration.substructure ?? []).filter { $0.kind == "source.lang.swift.decl.enumcase" }
            .flatMap { $0.substructure ?? [] }.compactMap(\.name).filter { !$0.contains("(") }
        guard let forward = cases.first(where: { Self.words($0).contains(where: Self.isForward) || $0 == "in" }),
            let backward = cases.first(where: { Self.words($0).contains(where: Self.isBackward) || $0 == "out" })
        else { return nil }
        return (forward, backward)
    }

    /// Whether a word of a name says forward: present, push, forward, appear, show.
    private static func isForward(_ word: String) -> Bool {
        ["present", "push", "forward", "appear", "show"].contains { word.hasPrefix($0) }
    }

    /// Whether a word of a name says backward: reverse, pop, dismiss, back, disappear, hide.
    private static func isBackward(_ word: String) -> Bool {
        ["reverse", "pop", "dismiss", "back", "disappear", "hide"].contains { word.hasPrefix($0) }
    }

    /// The lowercased words of a camel-case name: `isPresenting` → `is`, `presenting`.
    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase || !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
            if character.isLetter || character.isNumber { current.append(character.lowercased()) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    // MARK: Initialisers

    /// The initialisers the type has: its own (not failable, not `init(coder:)`), and the
    /// inherited ones when it declares no designated one (see `TransitionDiscovery`).
    func initializers() -> [Initializer] {
        var chain = [type] + index.ancestors(of: type)
        var found: [Initializer] = []
        while !chain.isEmpty {
            let current = chain.removeFirst()
            let own = current.members.filter { member in
                member.declaration.kind == "source.lang.swift.decl.function.method.instance"
                    && member.declaration.name?.hasPrefix("init(") == true
            }
            for (file, declaration) in own {
                let parsed = index.files[file]
                let isFailable =
                    parsed.text(declaration.offset..<min(declaration.offset + 5, parsed.bytes.count)) == "init?"
                guard !isFailable, declaration.name != "init(coder:)" else { continue }
                found.append(Self.initializer(declaration, in: parsed))
            }
            if own.contains(where: { !$0.declaration.has("source.decl.attribute.convenience") }) { return found }
            if chain.isEmpty {
                let root = current.declaration.inheritedTypes?.first.map { ProgramIndex.plainName($0.name) }
                if root == "UINavigationController" {
                    found.append(
                        Initializer(parameters: [
                            .init(
                                label: "rootViewController", name: "rootViewController", typeName: "UIViewController",
                                hasDefault: false)
                        ]))
                }
                found.append(Initializer(parameters: []))
            }
        }
        return found
    }

    /// The initialiser `declaration` of `file`: labels from its name, the rest from its parameters.
    private static func initializer(_ declaration: SourceOutline.Declaration, in file: ParsedFile) -> Initializer {
        let name = declaration.name ?? "init()"
        let labels = name.dropFirst("init(".count).dropLast().split(separator: ":").map(String.init)
        let parameters = (declaration.substructure ?? []).filter { $0.kind == "source.lang.swift.decl.var.parameter" }
        return Initializer(
            parameters: zip(labels, parameters).map { label, parameter in
                Initializer.Parameter(
                    label: label, name: parameter.name ?? label, typeName: parameter.typeName ?? "",
                    hasDefault: file.text(parameter.range).contains("="))
            })
    }

    // MARK: Refusal

    /// Why the type cannot be created: its initialisers, what pushpop supplies, and the hook.
    private func uncreatable() -> String {
        let initializers = initializers()
        let has =
            initializers.isEmpty
            ? "it has no initializer pushpop can call"
            : "its initializers are " + initializers.map(\.signature).joined(separator: ", ")
        let (supplies, hook): (String, String) =
            switch kind {
            case .navigationController:
                (
                    "a root view controller to init(rootViewController:)",
                    "makeForPushpop(rootViewController: UIViewController)"
                )
            case .tabBarControllerDelegate:
                (
                    "the tab bar controller to init(tabBarController:), durations (0.35 s) and default values",
                    "makeForPushpop(tabBarController: UITabBarController)"
                )
            case .animator:
                (
                    "the operation (a UINavigationController.Operation, a Bool or an enum saying push or pop), "
                        + "durations (0.35 s) and default values",
                    "makeForPushpop(operation: UINavigationController.Operation)"
                )
            case .interactionController:
                (
                    "the view controller it shows to an initializer with one UIViewController parameter (any "
                        + "label; the others need default values)",
                    "makeForPushpop(viewController: UIViewController)"
                )
            case .navigationDelegate, .transitioningDelegate:
                ("durations (0.35 s) and default values", "makeForPushpop()")
            }
        return "pushpop cannot create it: \(has); pushpop supplies \(supplies). Add `static func \(hook) -> "
            + "\(type.name)` in an extension, in a file given only to pushpop"
    }
}
