import Animators
import TransitionKit

/// Your own animators, dropped into this package: `swift run pushpop` lists them after the
/// built-in ones (`AnimatorCatalog.entries`), and `swift test` runs each through a push and a
/// pop as it runs those. Ours.
///
/// Put your files in `Sources/MyAnimators/`, next to this one — with `import TransitionKit`
/// where iOS code has `import UIKit`; any file names (this is a module of its own, so
/// `CubeAnimator.swift` does not clash with the built-in one) and the access level you would
/// use on iOS (`internal` is enough: this list is in the same module) — then add one line per
/// animator to `entries`.
public enum MyAnimators {
    /// Your entries, in the order `Tab` reaches them after the built-in ones. Each line is an
    /// `AnimatorEntry`: `.animator(name) { operation in … }` for an animator per push and pop,
    /// `.delegate(name) { … }` for a whole `UINavigationControllerDelegate`,
    /// `.navigationController(name) { root in … }` for a navigation-controller subclass.
    @preconcurrency @MainActor public static let entries: [AnimatorEntry] = [
        // .animator("My slide") { operation in MySlideAnimator(operation: operation) },
    ]
}
