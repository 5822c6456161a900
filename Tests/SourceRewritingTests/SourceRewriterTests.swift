import Foundation
import SourceRewriting
import Testing

/// The rewriter on iOS code as iOS developers write it: the expected texts are written by hand
/// from the rules in `SourceRewriter`'s doc comment, and the expected rewritten edge-pan file is
/// also compiled against TransitionKit (`Fixtures/EdgePanInteractor.swift` is part of this
/// target).
@Suite struct SourceRewriterTests {
    /// An edge-pan interaction controller in the style of the tutorials: the recognizer made in a
    /// lazy stored property's closure, an `@objc` action alone on its line.
    static let edgePanInteractor = """
        import TransitionKit

        /// Pops the navigation stack as the user swipes in from the screen's left edge.
        final class EdgePanInteractor: UIPercentDrivenInteractiveTransition {
            private weak var navigationController: UINavigationController?
            private(set) var isInteracting = false

            private lazy var edgePan: UIScreenEdgePanGestureRecognizer = {
                let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                pan.edges = .left
                return pan
            }()

            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
                super.init()
                navigationController.view.addGestureRecognizer(edgePan)
            }

            // Called by the recognizer on every move of the finger.
            @objc
            func handlePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
                guard let view = gesture.view else { return }
                let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
                switch gesture.state {
                case .began:
                    isInteracting = true
                    navigationController?.popViewController(animated: true)
                case .changed:
                    update(progress)
                case .ended:
                    isInteracting = false
                    if progress > 0.5 || gesture.velocity(in: view).x > 800 { finish() } else { cancel() }
                default:
                    isInteracting = false
                    cancel()
                }
            }
        }

        """

    /// The edge-pan file rewritten: `#selector(handlePan(_:))` gets the class's name (a lazy
    /// property's closure), `@objc` goes and its line stays, empty.
    @Test func edgePanInteractorIsRewrittenToTheCompiledFixture() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/EdgePanInteractor.swift")
        let expected = try String(contentsOf: fixture, encoding: .utf8)
        let result = try SourceRewriter.rewrite(Self.edgePanInteractor)
        #expect(result.text == expected)
        // Line 9 column 74 is the `#` (8 spaces, then 65 characters before it); line 21 is `@objc`.
        #expect(
            result.rewrites == [
                SourceRewrite(
                    kind: .selector, line: 9, column: 74, before: "#selector(handlePan(_:))",
                    after: "Selector(EdgePanInteractor.handlePan(_:))"),
                SourceRewrite(kind: .attributeRemoved, line: 21, column: 5, before: "@objc", after: ""),
            ])
        #expect(Self.lineCount(result.text) == Self.lineCount(Self.edgePanInteractor))
    }

    /// A view controller with Interface Builder outlets and actions, an `@objc dynamic`
    /// property, a tap's selector made in `viewDidLoad` and a `#keyPath` for Core Animation.
    @Test func viewControllerWithOutletsActionsAndKeyPath() throws {
        let source = """
            final class CardViewController: UIViewController {
                @IBOutlet weak var cardView: UIView!
                @objc dynamic var progress: CGFloat = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped))
                    cardView.addGestureRecognizer(tap)
                }

                @objc private func cardTapped() {
                    let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
                    fade.toValue = 0.4
                    cardView.layer.add(fade, forKey: "fade")
                }

                @IBAction func closeTapped(_ sender: UIButton) {
                    dismiss(animated: true)
                }
            }
            """
        let expected = """
            final class CardViewController: UIViewController {
                weak var cardView: UIView!
                var progress: CGFloat = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer(target: self, action: Selector(CardViewController.cardTapped))
                    cardView.addGestureRecognizer(tap)
                }

                private func cardTapped() {
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.toValue = 0.4
                    cardView.layer.add(fade, forKey: "fade")
                }

                func closeTapped(_ sender: UIButton) {
                    dismiss(animated: true)
                }
            }
            """
        let result = try SourceRewriter.rewrite(source)
        #expect(result.text == expected)
        // Columns: 4 spaces of indentation, so members start at 5; `let tap = …` puts `#` at 64,
        // `let fade = …` puts it at 46; `@objc dynamic` has `dynamic` at 11.
        #expect(
            result.rewrites == [
                SourceRewrite(kind: .attributeRemoved, line: 2, column: 5, before: "@IBOutlet", after: ""),
                SourceRewrite(kind: .attributeRemoved, line: 3, column: 5, before: "@objc", after: ""),
                SourceRewrite(kind: .modifierRemoved, line: 3, column: 11, before: "dynamic", after: ""),
                SourceRewrite(
                    kind: .selector, line: 7, column: 64, before: "#selector(cardTapped)",
                    after: "Selector(CardViewController.cardTapped)"),
                SourceRewrite(kind: .attributeRemoved, line: 11, column: 5, before: "@objc", after: ""),
                SourceRewrite(
                    kind: .keyPath, line: 12, column: 46, before: "#keyPath(CALayer.opacity)", after: "\"opacity\""),
                SourceRewrite(kind: .attributeRemoved, line: 17, column: 5, before: "@IBAction", after: ""),
            ])
    }

    /// Qualified and `self.` selectors, `@objc(Name)`, `@objcMembers`, `@nonobjc`,
    /// `@IBDesignable`/`@IBInspectable`, a property path `#keyPath`, a selector in an extension,
    /// comments kept after a removed attribute; and what has no counterpart left alone.
    @Test func otherFormsAndWhatIsLeftAlone() throws {
        let source = """
            @IBDesignable @objcMembers
            class RoundedButton: UIButton {
                @IBInspectable var radius: CGFloat = 8
                @objc(flipCard:) func flip(_ sender: Any) {}
                @nonobjc func reset() {}
            }
            extension RoundedButton {
                func wire() {
                    addTarget(self, action: #selector(self.flip(_:)), for: .touchUpInside)
                    addTarget(self, action: #selector(RoundedButton.flip(_:)), for: .touchUpInside)
                    let path = #keyPath(layer.cornerRadius)
                    let getter = #selector(getter: RoundedButton.radius)
                }
            }
            @objc // kept
            func free() { _ = #selector(free) }
            """
        let expected = """

            class RoundedButton: UIButton {
                var radius: CGFloat = 8
                func flip(_ sender: Any) {}
                func reset() {}
            }
            extension RoundedButton {
                func wire() {
                    addTarget(self, action: Selector(RoundedButton.flip(_:)), for: .touchUpInside)
                    addTarget(self, action: Selector(RoundedButton.flip(_:)), for: .touchUpInside)
                    let path = "layer.cornerRadius"
                    let getter = #selector(getter: RoundedButton.radius)
                }
            }
            // kept
            func free() { _ = #selector(free) }
            """
        let result = try SourceRewriter.rewrite(source)
        #expect(result.text == expected)
        #expect(
            result.rewrites.map { "\($0.line):\($0.column) \($0.before) → \($0.after)" } == [
                "1:1 @IBDesignable → ", "1:15 @objcMembers → ", "3:5 @IBInspectable → ", "4:5 @objc(flipCard:) → ",
                "5:5 @nonobjc → ",
                "9:33 #selector(self.flip(_:)) → Selector(RoundedButton.flip(_:))",
                "10:33 #selector(RoundedButton.flip(_:)) → Selector(RoundedButton.flip(_:))",
                "11:20 #keyPath(layer.cornerRadius) → \"layer.cornerRadius\"", "15:1 @objc → ",
            ])
    }

    /// A file that does not parse is refused with the compiler's first error at the user's line
    /// and column (UTF-8 bytes): `let = 2` lacks its pattern, and its `=` is at column 40 of
    /// line 2 (4 spaces, `@objc ` 6, `func ` 5, `tap() ` 6, `{ ` 2, `let ` 4, `é` 2 bytes,
    /// ` = 1; ` 6, `let ` 4: 39 bytes before it).
    @Test func syntaxErrorIsThrownWithItsLineAndColumn() {
        let source = """
            final class Card: NSObject {
                @objc func tap() { let é = 1; let = 2 }
            }
            """
        #expect(throws: SourceRewritingError.syntax(path: "", line: 2, column: 40, message: "expected pattern")) {
            try SourceRewriter.rewrite(source)
        }
    }

    /// sourcekitd's offsets are UTF-8 bytes: with multi-byte characters before them, the
    /// attribute and the selector are still cut exactly, and columns count bytes as the compiler
    /// does. Line 2: 4 spaces, `/* ` 3, `✓` 3 bytes, ` */ ` 4, so `@objc` is at column 15 (its
    /// 13th character). Line 3: 4 spaces, `func wire() { ` 14, `let s = ` 8, `"é"` 4 bytes,
    /// `; _ = ` 6, so `#selector` is at column 37.
    @Test func offsetsAreUTF8BytesAfterNonASCIICharacters() throws {
        let source = """
            final class Café: NSObject {
                /* ✓ */ @objc func tap() {}
                func wire() { let s = "é"; _ = #selector(tap) }
            }
            """
        let expected = """
            final class Café: NSObject {
                /* ✓ */ func tap() {}
                func wire() { let s = "é"; _ = Selector(Café.tap) }
            }
            """
        let result = try SourceRewriter.rewrite(source)
        #expect(result.text == expected)
        #expect(
            result.rewrites == [
                SourceRewrite(kind: .attributeRemoved, line: 2, column: 15, before: "@objc", after: ""),
                SourceRewrite(
                    kind: .selector, line: 3, column: 37, before: "#selector(tap)", after: "Selector(Café.tap)"),
            ])
    }

    /// The number of lines of `text` (line breaks plus one).
    private static func lineCount(_ text: String) -> Int {
        text.filter(\.isNewline).count + 1
    }
}
