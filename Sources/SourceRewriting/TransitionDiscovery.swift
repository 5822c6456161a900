/// Finds the transitions in a user's iOS files and says how pushpop makes a catalogue entry of
/// each (named after its type), or why it cannot. Ours, from UIKit's roles:
///
/// | A class of the files that inherits from or conforms to (directly, in an extension, or through other classes of the files) | Entry |
/// |---|---|
/// | `UINavigationController` | `.navigationController(name, summary:) { root in T(rootViewController: root) }` |
/// | `UINavigationControllerDelegate` | `.delegate(name, summary:) { T() }` |
/// | `UIViewControllerTransitioningDelegate` | `.presentation(name, summary:, style:) { T() }`: `.custom` when it implements `presentationController(forPresented:presenting:source:)` (UIKit asks for one only then), else `.fullScreen` |
/// | `UITabBarControllerDelegate` | `.tabBar(name, summary:) { tabBarController in T(tabBarController: tabBarController) }` or `{ _ in T() }` |
/// | `UIViewControllerAnimatedTransitioning` | `.animator(name, summary:) { operation in … }` |
/// | `UIPercentDrivenInteractiveTransition`, `UIViewControllerInteractiveTransitioning` | `.delegate(name, summary:) { InteractionControllerDelegate(makeAnimator: { operation in … }, makeInteractionController: { viewController in T(viewController: viewController) }) }`, with the animator it drives: see below |
///
/// A type with several roles takes the first of this order (a navigation controller that is its
/// own delegate is a navigation controller; a transitioning delegate that is its own animator is a
/// transitioning delegate). Structs are not looked at: every one of these protocols inherits
/// `NSObjectProtocol`, which only classes adopt.
///
/// **Creating it.** The first that works:
/// 1. A hook, a static method of the type (in its body or an extension, for example in an extra
///    file given only to pushpop): `static func makeForPushpop(rootViewController: UIViewController) -> T`
///    for a navigation controller; `makeForPushpop(operation: UINavigationController.Operation)`
///    (push and pop) or `makeForPushpop()` for an animator; `makeForPushpop()` for a navigation or
///    transitioning delegate; `makeForPushpop(tabBarController: UITabBarController)` or
///    `makeForPushpop()` for a tab bar controller delegate; `makeForPushpop(viewController:
///    UIViewController)` for an interaction controller.
/// 2. An initialiser (declared, or inherited when the class declares no designated one: from a
///    class of the files, else UIKit's `init(rootViewController:)` for a navigation controller and
///    `init()` for the rest) whose every parameter is supplied: a navigation controller's
///    `init(rootViewController:)` gets the root; a tab delegate's `tabBarController:` the tab bar
///    controller; an interaction controller's parameter of type `UIViewController` (any label)
///    the view controller it is made for, when its other parameters have default values (only
///    `UIViewController`: pushpop's screens are plain view controllers); for an animator, a `UINavigationController.Operation` (any label) gets the
///    operation, a `Bool` whose label or name says forward (present, push, forward, appear, show)
///    gets `operation == .push` and one saying backward (reverse, pop, dismiss, back, disappear,
///    hide) `operation == .pop`, an enum of the files with one case of each kind (those words, or
///    `in` and `out`) the matching case; a `TimeInterval`, `Double`, `CGFloat` or `Float` whose
///    label says duration gets its default or else 0.35 s (the system push's duration, as
///    TransitionKit's `SystemNavigationAnimator` models it: ours, UIKit does not document it);
///    any other parameter its default value. An animator's initialiser that takes the operation
///    is preferred.
///
/// An animator created from the operation animates pushes and pops; one created without it
/// animates pushes only and gives nil for pops (the system pop, as UIKit runs it when a delegate
/// returns nil) — or pops only when its name says so (`Pop`, `Dismiss`, `Reverse`). The summary
/// says which.
///
/// **Interaction controllers.** One that another discovered type mentions runs through that
/// type (typically the delegate that returns it from `interactionControllerFor`), and is neither
/// an entry nor refused. One that none mentions — in many tutorials the delegate is the app's own
/// view controller, which is not in the files — is an entry when pushpop can create it from a
/// view controller and the files have an animator that animates pops (made with the operation,
/// or pop-only by its name): it drives the first such animator (the summary names it), through
/// `InteractionControllerDelegate`, which makes one for each view controller shown and hands it
/// out for a pop only while a gesture on that view controller's view drives it. Ours: UIKit asks
/// for an interaction controller only with a custom animator, so one without is refused.
///
/// **Through another type** (ours): an animator that a transitioning or tab bar delegate of the
/// files names runs through that delegate and is no entry of its own (as a push animator it
/// would run a presentation's or tab switch's code on a push); a type pushpop cannot create
/// alone but that another discovered type names runs through that type, and is not refused.
///
/// **Refused**, each with a `DiscoveryRefusal` naming the type and what it needs:
/// - a type pushpop cannot create and no other discovered type names (its initialisers and what
///   pushpop supplies are named, and the hook);
/// - a type that force-casts (`as!`, which traps when it fails) to a view controller of its
///   app — a class of the files that inherits from a UIKit view controller, or a type not in the
///   files whose name starts with none of `UI`, `NS`, `CA`, `CG` and is not a Swift standard
///   type (heuristic, ours; UIKit's view controllers are the `UI…Controller` classes): pushpop's
///   screens are not its app's view controllers. A conditional cast (`as?`) is not refused: the
///   type has its own way out when it fails;
/// - an interaction controller that no other discovered type mentions and that pushpop cannot
///   create from a view controller (its initialisers and the hook are named), or for which the
///   files have no animator that animates pops (each missing part is named).
public enum TransitionDiscovery {
    /// The entries and refusals for the transition types of `files`.
    /// - Throws: the same errors as `SourceRewriter.rewrite(files:)`: `SourceRewritingError.syntax`
    ///   with the path, line and column of the first parse error, `.parserUnavailable`,
    ///   `.parserFailed`.
    public static func discover(in files: [SourceFile]) throws(SourceRewritingError) -> Discovery {
        var parsed: [ParsedFile] = []
        for file in files { parsed.append(try ParsedFile(file)) }
        let index = ProgramIndex(files: parsed)
        let found = index.types.compactMap { type in
            role(of: type, in: index).map { TransitionType(type: type, kind: $0, index: index) }
        }
        // The animator an interaction controller drives: the first that runs and animates pops.
        let popAnimator = found.first { candidate in
            candidate.kind == .animator && candidate.appViewControllerCast() == nil
                && candidate.animatorFactory()?.animatesPops == true
        }
        var entries: [DiscoveredTransition] = []
        var refusals: [DiscoveryRefusal] = []
        for candidate in found {
            let file = parsed[candidate.type.file]
            let line = file.line(of: candidate.type.declaration.offset)
            func refuse(_ reason: String) {
                refusals.append(
                    DiscoveryRefusal(typeName: candidate.type.name, path: file.path, line: line, reason: reason))
            }
            // The other discovered types whose bodies name this one: it runs through them.
            let users = found.filter { other in
                other.type.name != candidate.type.name && other.mentions(candidate.type.simpleName)
            }
            if let cast = candidate.appViewControllerCast() {
                refuse(
                    "it force-casts (as!) to \(cast.name) (\(parsed[cast.file].fileName):\(cast.line)), a view controller of its app; "
                        + "pushpop's screens are not its app's view controllers")
            } else if candidate.kind == .interactionController,
                users.contains(where: { $0.kind != .interactionController })
            {
                continue  // it runs through the type that uses it
            } else if candidate.kind == .animator,
                users.contains(where: { [.transitioningDelegate, .tabBarControllerDelegate].contains($0.kind) })
            {
                continue  // a presentation's or tab switch's animator: it runs through that delegate
            } else {
                let prefix = "\(file.fileName):\(line) · "
                switch candidate.entryExpression(summaryPrefix: prefix, popAnimator: popAnimator) {
                case .success(let expression):
                    entries.append(
                        DiscoveredTransition(
                            typeName: candidate.type.name, kind: candidate.kind, path: file.path, line: line,
                            entryExpression: expression))
                case .failure(let refusal):
                    // One that pushpop cannot make alone but another type makes runs through it.
                    if users.isEmpty { refuse(refusal.reason) }
                }
            }
        }
        return Discovery(entries: entries, refusals: refusals)
    }

    /// The UIKit names that give each role, in the order of precedence.
    private static let roles: [(name: Set<String>, kind: DiscoveredTransition.Kind)] = [
        (["UINavigationController"], .navigationController),
        (["UINavigationControllerDelegate"], .navigationDelegate),
        (["UIViewControllerTransitioningDelegate"], .transitioningDelegate),
        (["UITabBarControllerDelegate"], .tabBarControllerDelegate),
        (["UIViewControllerAnimatedTransitioning"], .animator),
        (["UIPercentDrivenInteractiveTransition", "UIViewControllerInteractiveTransitioning"], .interactionController),
    ]

    /// `type`'s role: the first of `roles` among the names it inherits; nil for a type that is no
    /// class or has none.
    private static func role(of type: ProgramIndex.DeclaredType, in index: ProgramIndex) -> DiscoveredTransition.Kind? {
        guard type.isClass else { return nil }
        let inherited = Set(index.inheritedTypeNames(of: type))
        return roles.first { !$0.name.isDisjoint(with: inherited) }?.kind
    }
}
