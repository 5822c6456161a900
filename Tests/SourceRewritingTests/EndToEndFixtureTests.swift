import Foundation
import SourceRewriting
import Testing

/// The five iOS files of `Tests/EndToEnd/Fixtures` (written as iOS developers write them, with
/// `import UIKit`), rewritten together and type-checked against TransitionKit with `swiftc`.
@Suite struct EndToEndFixtureTests {
    /// The fixtures' names.
    static let names = [
        "EdgePanInteraction.swift", "BaseTransitions.swift", "SelfDelegatingNavigationController.swift",
        "CardPresentation.swift", "SwipeBackInteraction.swift",
    ]

    /// The fixtures named `names` (all by default), each with its absolute path.
    static func fixtures(_ names: [String] = names) throws -> [SourceFile] {
        try names.map { name in
            let url = SwiftCompiler.packageRoot.appendingPathComponent("Tests/EndToEnd/Fixtures/\(name)")
            return SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))
        }
    }

    /// Rewritten, the five compile together with no diagnostic.
    @Test func rewrittenFixturesTypecheck() throws {
        let files = try Self.fixtures()
        let rewritten = try SourceRewriter.rewrite(files: files)
        let result = try SwiftCompiler.typecheck(zip(Self.names, rewritten).map { ($0, $1.text) })
        #expect(result.status == 0)
        #expect(result.output == "")
    }
}
