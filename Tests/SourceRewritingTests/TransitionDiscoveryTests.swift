import Foundation
import SourceRewriting
import Testing

/// Discovery over iOS files: the expected entries and refusals are written by hand from the rules
/// in `TransitionDiscovery`'s doc comment, and the fixtures' entries are type-checked with the
/// rewritten fixtures against Animators.
@Suite struct TransitionDiscoveryTests {
    /// The entries of the five end-to-end fixtures. EdgePanInteraction.swift: the slide takes the
    /// operation (push and pop); the edge pan's interaction controller is used by the delegate, so
    /// it is neither an entry nor refused; the delegate has no initialiser (`init()`).
    /// BaseTransitions.swift: `init(operation:duration:)` with a defaulted duration, inherited by
    /// both subclasses (they declare no initialiser). SelfDelegatingNavigationController.swift: no
    /// designated initialiser, so UIKit's `init(rootViewController:)`; the cross-fade's
    /// `isPushing` Bool is the push. CardPresentation.swift: the presentation controller has no
    /// role; both animators are named by the transitioning delegate, so they run through it and
    /// are no entries of their own; the delegate implements
    /// `presentationController(forPresented:presenting:source:)`: `.custom`.
    /// SwipeBackInteraction.swift: the depth slide takes the operation; the swipe's interaction
    /// controller, which no type uses, takes `init(viewController:)` and drives the first animator
    /// of the files that animates pops — with all five files, EdgePanInteraction.swift's slide.
    static let fixtureEntries: [(String, DiscoveredTransition.Kind, String, Int, String)] = [
        (
            "SlideAnimator", .animator, "EdgePanInteraction.swift", 4,
            #".animator("SlideAnimator", summary: "EdgePanInteraction.swift:4 · animator, push and pop") { operation in SlideAnimator(operation: operation) }"#
        ),
        (
            "EdgePanNavigationDelegate", .navigationDelegate, "EdgePanInteraction.swift", 93,
            #".delegate("EdgePanNavigationDelegate", summary: "EdgePanInteraction.swift:93 · navigation controller delegate") { EdgePanNavigationDelegate() }"#
        ),
        (
            "BaseTransition", .animator, "BaseTransitions.swift", 5,
            #".animator("BaseTransition", summary: "BaseTransitions.swift:5 · animator, push and pop") { operation in BaseTransition(operation: operation) }"#
        ),
        (
            "FadeThroughTransition", .animator, "BaseTransitions.swift", 46,
            #".animator("FadeThroughTransition", summary: "BaseTransitions.swift:46 · animator, push and pop") { operation in FadeThroughTransition(operation: operation) }"#
        ),
        (
            "SlideUpTransition", .animator, "BaseTransitions.swift", 69,
            #".animator("SlideUpTransition", summary: "BaseTransitions.swift:69 · animator, push and pop") { operation in SlideUpTransition(operation: operation) }"#
        ),
        (
            "CrossFadeNavigationController", .navigationController, "SelfDelegatingNavigationController.swift", 4,
            #".navigationController("CrossFadeNavigationController", summary: "SelfDelegatingNavigationController.swift:4 · navigation controller subclass") { root in CrossFadeNavigationController(rootViewController: root) }"#
        ),
        (
            "CrossFadeAnimator", .animator, "SelfDelegatingNavigationController.swift", 21,
            #".animator("CrossFadeAnimator", summary: "SelfDelegatingNavigationController.swift:21 · animator, push and pop") { operation in CrossFadeAnimator(isPushing: operation == .push) }"#
        ),
        (
            "CardTransitioningDelegate", .transitioningDelegate, "CardPresentation.swift", 101,
            #".presentation("CardTransitioningDelegate", summary: "CardPresentation.swift:101 · transitioning delegate, custom presentation", style: .custom) { CardTransitioningDelegate() }"#
        ),
        (
            "DepthSlideAnimator", .animator, "SwipeBackInteraction.swift", 4,
            #".animator("DepthSlideAnimator", summary: "SwipeBackInteraction.swift:4 · animator, push and pop") { operation in DepthSlideAnimator(operation: operation) }"#
        ),
        (
            "SwipeInteractionController", .interactionController, "SwipeBackInteraction.swift", 58,
            #".delegate("SwipeInteractionController", summary: "SwipeBackInteraction.swift:58 · interaction controller, driving SlideAnimator's pops") { InteractionControllerDelegate(makeAnimator: { operation in SlideAnimator(operation: operation) }, makeInteractionController: { viewController in SwipeInteractionController(viewController: viewController) }) }"#
        ),
    ]

    /// SwipeBackInteraction.swift alone (as `pushpop run` gets it): the interaction controller
    /// drives the depth slide, its own file's animator that takes the operation. The entries
    /// type-check with the rewritten file.
    @Test func swipeBackFixtureAloneDrivesItsOwnAnimator() throws {
        let files = try EndToEndFixtureTests.fixtures(["SwipeBackInteraction.swift"])
        let discovery = try TransitionDiscovery.discover(in: files)
        #expect(
            discovery.entries.map(\.entryExpression) == [
                #".animator("DepthSlideAnimator", summary: "SwipeBackInteraction.swift:4 · animator, push and pop") { operation in DepthSlideAnimator(operation: operation) }"#,
                #".delegate("SwipeInteractionController", summary: "SwipeBackInteraction.swift:58 · interaction controller, driving DepthSlideAnimator's pops") { InteractionControllerDelegate(makeAnimator: { operation in DepthSlideAnimator(operation: operation) }, makeInteractionController: { viewController in SwipeInteractionController(viewController: viewController) }) }"#,
            ])
        #expect(discovery.refusals == [])
        let result = try Self.typecheck(files)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    @Test func fixturesGiveTheirEntries() throws {
        let files = try EndToEndFixtureTests.fixtures()
        let discovery = try TransitionDiscovery.discover(in: files)
        let directory = SwiftCompiler.packageRoot.appendingPathComponent("Tests/EndToEnd/Fixtures").path
        #expect(
            discovery.entries
                == Self.fixtureEntries.map { name, kind, file, line, expression in
                    DiscoveredTransition(
                        typeName: name, kind: kind, path: directory + "/" + file, line: line,
                        entryExpression: expression)
                })
        #expect(discovery.refusals == [])
    }

    /// The entries compile: the rewritten fixtures and a file listing the entries, type-checked
    /// together against TransitionKit and Animators.
    @Test func fixtureEntriesTypecheckWithTheRewrittenFixtures() throws {
        let result = try Self.typecheck(try EndToEndFixtureTests.fixtures())
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    /// `files` rewritten and a file listing their discovered entries, type-checked together
    /// against TransitionKit and Animators.
    static func typecheck(_ files: [SourceFile]) throws -> (status: Int32, output: String) {
        let rewritten = try SourceRewriter.rewrite(files: files)
        let entries = try TransitionDiscovery.discover(in: files).entries.map(\.entryExpression)
        let registration =
            "import Animators\nimport UIKit\n\n@MainActor let entries: [AnimatorEntry] = [\n    "
            + entries.joined(separator: ",\n    ") + ",\n]\n"
        let names = files.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
        return try SwiftCompiler.typecheck(
            zip(names, rewritten).map { ($0, $1.text) } + [("Entries.swift", registration)])
    }

    /// A zoom animator that force-casts the destination to the app's own detail screen is
    /// refused, with the cast's line; so is one force-casting to a class the files declare as a
    /// view controller. A cast to a UIKit type is not one, nor a conditional cast (`as?`) to the
    /// app's controller, which has its own way out: that animator is an entry (pop only, by its
    /// name).
    @Test func castsToTheAppsViewControllersAreRefused() throws {
        let zoom = """
            import UIKit

            class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    let container = transitionContext.containerView as? UIView
                    let detail = transitionContext.viewController(forKey: .to) as! DetailViewController
                    detail.imageView.alpha = 0
                }
            }
            """
        let grid = """
            import UIKit

            class PhotoGridViewController: UICollectionViewController {}

            class GridPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    guard let grid = transitionContext.viewController(forKey: .to) as? PhotoGridViewController else { return }
                }
            }

            class GridPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    let grid = transitionContext.viewController(forKey: .to) as! PhotoGridViewController
                }
            }
            """
        let discovery = try TransitionDiscovery.discover(in: [
            SourceFile(path: "/app/Zoom.swift", text: zoom), SourceFile(path: "/app/Grid.swift", text: grid),
        ])
        #expect(
            discovery.entries.map(\.entryExpression) == [
                #".animator("GridPopAnimator", summary: "Grid.swift:5 · animator, pop only; push is the system's") { operation in operation == .pop ? GridPopAnimator() : nil }"#
            ])
        #expect(
            discovery.refusals.map(\.description) == [
                "/app/Zoom.swift:3: ZoomAnimator: it force-casts (as!) to DetailViewController (Zoom.swift:8), a view "
                    + "controller of its app; pushpop's screens are not its app's view controllers",
                "/app/Grid.swift:13: GridPushAnimator: it force-casts (as!) to PhotoGridViewController (Grid.swift:17), "
                    + "a view controller of its app; pushpop's screens are not its app's view controllers",
            ])
    }

    /// An animator whose initialiser takes a color pushpop cannot supply is refused with its
    /// initialisers and the hook; the same with the hook in an extension (another file) is an
    /// entry through it; an enum of the files with `present`/`dismiss` gets the matching case; a
    /// tab delegate takes the tab bar controller; an interaction controller nobody uses, with
    /// `init()` only, is refused (the flip animates pops: only the initialiser is missing).
    @Test func initialisersHooksEnumsAndInteractionControllers() throws {
        let source = """
            import UIKit

            enum FlipDirection { case present, dismiss }

            class TintAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                init(color: UIColor, duration: TimeInterval) {}
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }

            class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                init(direction: FlipDirection, duration: TimeInterval) {}
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }

            class SwipeTabsDelegate: NSObject, UITabBarControllerDelegate {
                init(tabBarController: UITabBarController) {}
            }

            class PinchInteractor: UIPercentDrivenInteractiveTransition {}
            """
        let hook = """
            extension TintAnimator {
                static func makeForPushpop(operation: UINavigationController.Operation) -> TintAnimator {
                    TintAnimator(color: .red, duration: 0.3)
                }
            }
            """
        let alone = try TransitionDiscovery.discover(in: [SourceFile(path: "/a/Tint.swift", text: source)])
        // FlipDirection's `present` is the push's case; the duration has no default: 0.35.
        let flip =
            #".animator("FlipAnimator", summary: "Tint.swift:11 · animator, push and pop") { operation in "#
            + #"FlipAnimator(direction: operation == .push ? FlipDirection.present : FlipDirection.dismiss, duration: 0.35) }"#
        let tabs =
            #".tabBar("SwipeTabsDelegate", summary: "Tint.swift:17 · tab bar controller delegate") { tabBarController in "#
            + #"SwipeTabsDelegate(tabBarController: tabBarController) }"#
        #expect(alone.entries.map(\.entryExpression) == [flip, tabs])
        #expect(
            alone.refusals.map(\.description) == [
                "/a/Tint.swift:5: TintAnimator: pushpop cannot create it: its initializers are init(color: UIColor, "
                    + "duration: TimeInterval); pushpop supplies the operation (a UINavigationController.Operation, a "
                    + "Bool or an enum saying push or pop), durations (0.35 s) and default values. Add `static func "
                    + "makeForPushpop(operation: UINavigationController.Operation) -> TintAnimator` in an extension, "
                    + "in a file given only to pushpop",
                "/a/Tint.swift:21: PinchInteractor: pushpop cannot create it: its initializers are init(); pushpop "
                    + "supplies the view controller it shows to an initializer with one UIViewController parameter "
                    + "(any label; the others need default values). Add `static func makeForPushpop(viewController: "
                    + "UIViewController) -> PinchInteractor` in an extension, in a file given only to pushpop",
            ])
        let hooked = try TransitionDiscovery.discover(in: [
            SourceFile(path: "/a/Tint.swift", text: source), SourceFile(path: "/a/Pushpop.swift", text: hook),
        ])
        #expect(
            hooked.entries.first?.entryExpression
                == #".animator("TintAnimator", summary: "Tint.swift:5 · animator, push and pop") { operation in "#
                + #"TintAnimator.makeForPushpop(operation: operation) }"#)
    }

    /// Interaction controllers that no type uses. Alone, A.swift's only animator has `init()`
    /// and a name that says nothing of pops: push only, so nothing animates pops. PanInteractor
    /// (`attachTo:` a view controller, a defaulted threshold) lacks only the animator;
    /// NavPanInteractor (a navigation controller, which pushpop does not supply) lacks both;
    /// TapInteractor (`_` label) lacks the animator. With B.swift: the zoom pops by the
    /// operation but force-casts to the app's controller (refused, so not driven); the fade-out's
    /// name says Pop: pop only, the first animator that animates pops, so all three interaction
    /// controllers drive it — NavPanInteractor through B's hook.
    @Test func interactionControllersDriveTheFirstAnimatorThatPops() throws {
        let a = """
            import UIKit

            class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }

            class PanInteractor: UIPercentDrivenInteractiveTransition {
                init(attachTo viewController: UIViewController, threshold: CGFloat = 0.5) {}
            }

            class NavPanInteractor: UIPercentDrivenInteractiveTransition {
                init(navigationController: UINavigationController) {}
            }

            class TapInteractor: NSObject, UIViewControllerInteractiveTransitioning {
                init(_ viewController: UIViewController?) {}
                func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
            }
            """
        let b = """
            import UIKit

            class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                init(operation: UINavigationController.Operation) {}
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    let detail = transitionContext.viewController(forKey: .from) as! PhotoDetailViewController
                }
            }

            class FadeOutPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }

            extension NavPanInteractor {
                static func makeForPushpop(viewController: UIViewController) -> NavPanInteractor {
                    NavPanInteractor(navigationController: viewController.navigationController ?? UINavigationController())
                }
            }
            """
        let noAnimator =
            "UIKit asks for an interaction controller only with a custom animator; the files have none that "
            + "animates pops"
        let alone = try TransitionDiscovery.discover(in: [SourceFile(path: "/a/A.swift", text: a)])
        #expect(
            alone.entries.map(\.entryExpression) == [
                #".animator("FadeInAnimator", summary: "A.swift:3 · animator, push only; pop is the system's") { operation in operation == .push ? FadeInAnimator() : nil }"#
            ])
        #expect(
            alone.refusals.map(\.description) == [
                "/a/A.swift:8: PanInteractor: " + noAnimator,
                "/a/A.swift:12: NavPanInteractor: pushpop cannot create it: its initializers are "
                    + "init(navigationController: UINavigationController); pushpop supplies the view controller it "
                    + "shows to an initializer with one UIViewController parameter (any label; the others need "
                    + "default values). Add `static func makeForPushpop(viewController: UIViewController) -> "
                    + "NavPanInteractor` in an extension, in a file given only to pushpop; " + noAnimator,
                "/a/A.swift:16: TapInteractor: " + noAnimator,
            ])
        let both = try TransitionDiscovery.discover(in: [
            SourceFile(path: "/a/A.swift", text: a), SourceFile(path: "/a/B.swift", text: b),
        ])
        func driving(_ name: String, line: Int, _ made: String) -> String {
            #".delegate("\#(name)", summary: "A.swift:\#(line) · interaction controller, driving FadeOutPopAnimator's pops") "#
                + #"{ InteractionControllerDelegate(makeAnimator: { operation in operation == .pop ? FadeOutPopAnimator() : nil }, "#
                + #"makeInteractionController: { viewController in \#(made) }) }"#
        }
        #expect(
            both.entries.map(\.entryExpression) == [
                #".animator("FadeInAnimator", summary: "A.swift:3 · animator, push only; pop is the system's") { operation in operation == .push ? FadeInAnimator() : nil }"#,
                driving("PanInteractor", line: 8, "PanInteractor(attachTo: viewController)"),
                driving(
                    "NavPanInteractor", line: 12, "NavPanInteractor.makeForPushpop(viewController: viewController)"),
                driving("TapInteractor", line: 16, "TapInteractor(viewController)"),
                #".animator("FadeOutPopAnimator", summary: "B.swift:11 · animator, pop only; push is the system's") "#
                    + #"{ operation in operation == .pop ? FadeOutPopAnimator() : nil }"#,
            ])
        #expect(both.refusals.map(\.typeName) == ["ZoomAnimator"])
    }

    /// A syntax error names the file, as the compiler does.
    @Test func syntaxErrorNamesTheFile() {
        let files = [
            SourceFile(path: "/a/Good.swift", text: "class A {}\n"),
            SourceFile(path: "/a/Bad.swift", text: "class B {\n    let = 1\n}\n"),
        ]
        #expect(
            throws: SourceRewritingError.syntax(path: "/a/Bad.swift", line: 2, column: 9, message: "expected pattern")
        ) {
            try TransitionDiscovery.discover(in: files)
        }
        #expect(
            SourceRewritingError.syntax(path: "/a/Bad.swift", line: 2, column: 9, message: "expected pattern")
                .description
                == "/a/Bad.swift:2:9: error: expected pattern")
    }

    /// A tab switch's animator that pushpop cannot make alone (its `direction:` is an enum whose
    /// cases say neither push nor pop) but that the tab bar delegate makes runs through that
    /// delegate: no entry of its own, and no refusal; the delegate, with `init()`, is the entry.
    @Test func aTypeAnotherTypeMakesRunsThroughIt() throws {
        let source = """
            import UIKit

            enum SlideDirection { case leftward, rightward }

            class TabSwitchAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                let direction: SlideDirection
                init(direction: SlideDirection) { self.direction = direction }
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }

            class SlidingTabsDelegate: NSObject, UITabBarControllerDelegate {
                func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    return TabSwitchAnimator(direction: .leftward)
                }
            }
            """
        let discovery = try TransitionDiscovery.discover(in: [SourceFile(path: "/app/Tabs.swift", text: source)])
        #expect(discovery.entries.map(\.typeName) == ["SlidingTabsDelegate"])
        #expect(discovery.refusals == [])
    }
}
