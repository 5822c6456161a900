import SourceRewriting
import Testing

/// Members of a class's extension that a subclass overrides, moved into the class's body by
/// `SourceRewriter.rewrite(files:)`: expected texts written by hand from `MemberMover`'s rules.
@Suite struct MemberMoveTests {
    /// The class in one file (with a submodule import), its extension with the overridden method
    /// in a second, the subclass in a third. The method (doc comment, `@objc` removed) goes before
    /// the class's closing brace (Base.swift line 5) between directives naming its own lines (from
    /// line 8, its doc comment) and the brace's; in the extension its four lines (8–11) stay,
    /// empty. `transitionDuration`, which no subclass overrides, stays.
    @Test func overriddenMethodMovesFromItsExtensionInAnotherFile() throws {
        let base = """
            import UIKit.UIGestureRecognizerSubclass

            class BaseTransition: NSObject {
                let duration = 0.3
            }

            """
        let animating = """
            import UIKit

            extension BaseTransition: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                    duration
                }

                /// Cross-fades; subclasses override it.
                @objc func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    transitionContext.completeTransition(true)
                }
            }

            """
        let fade = """
            import UIKit

            class FadeTransition: BaseTransition {
                override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    super.animateTransition(using: transitionContext)
                }
            }

            """
        let files = [
            SourceFile(path: "/p/Base.swift", text: base), SourceFile(path: "/p/Base+Animating.swift", text: animating),
            SourceFile(path: "/p/Fade.swift", text: fade),
        ]
        let result = try SourceRewriter.rewrite(files: files)
        #expect(
            result[0].text == """
                #sourceLocation(file: "/p/Base.swift", line: 1)
                import UIKit

                class BaseTransition: NSObject {
                    let duration = 0.3
                #sourceLocation(file: "/p/Base+Animating.swift", line: 8)
                    /// Cross-fades; subclasses override it.
                    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                        transitionContext.completeTransition(true)
                    }
                #sourceLocation(file: "/p/Base.swift", line: 5)
                }

                """)
        #expect(
            result[1].text == """
                #sourceLocation(file: "/p/Base+Animating.swift", line: 1)
                import UIKit

                extension BaseTransition: UIViewControllerAnimatedTransitioning {
                    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                        duration
                    }





                }

                """)
        #expect(result[2].text == "#sourceLocation(file: \"/p/Fade.swift\", line: 1)\n" + fade)
        // The extension's file keeps its line count (13 lines, plus the directive).
        #expect(result[1].text.filter(\.isNewline).count == animating.filter(\.isNewline).count + 1)
        #expect(
            result[0].rewrites == [
                SourceRewrite(
                    kind: .importRewritten, line: 1, column: 1, before: "import UIKit.UIGestureRecognizerSubclass",
                    after: "import UIKit")
            ])
        #expect(
            result[1].rewrites == [
                SourceRewrite(
                    kind: .memberMoved, line: 8, column: 5, before: "/// Cross-fades; subclasses override it.",
                    after: "moved into the body of BaseTransition (Base.swift:5)"),
                SourceRewrite(kind: .attributeRemoved, line: 9, column: 5, before: "@objc", after: ""),
            ])
        #expect(result[2].rewrites == [])
        let compiled = try SwiftCompiler.typecheck(
            zip(["Base.swift", "Base+Animating.swift", "Fade.swift"], result).map { ($0, $1.text) })
        #expect(compiled.output == "")
    }

    /// A member of a `private` extension in the class's own file keeps its meaning as
    /// `fileprivate` in the body; its line in the extension stays, empty.
    @Test func privateExtensionMemberBecomesFileprivateInTheSameFile() throws {
        let source = """
            class Card: NSObject {
                func flip() {}
            }
            private extension Card {
                func lift() {}
            }
            class BigCard: Card {
                override func lift() {}
            }
            """
        let result = try SourceRewriter.rewrite(files: [SourceFile(path: "/p/Card.swift", text: source)])
        #expect(
            result[0].text == """
                #sourceLocation(file: "/p/Card.swift", line: 1)
                class Card: NSObject {
                    func flip() {}
                #sourceLocation(file: "/p/Card.swift", line: 5)
                    fileprivate func lift() {}
                #sourceLocation(file: "/p/Card.swift", line: 3)
                }
                private extension Card {

                }
                class BigCard: Card {
                    override func lift() {}
                }
                """)
    }
}
