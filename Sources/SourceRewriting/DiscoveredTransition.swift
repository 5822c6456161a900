/// A type of the user's files that becomes a catalogue entry named after it, with the Swift
/// source that makes the entry. Ours.
public struct DiscoveredTransition: Equatable, Sendable {
    /// What the type is to UIKit, and so which kind of entry it makes.
    public enum Kind: Equatable, Sendable {
        /// A `UINavigationController` subclass (typically its own delegate): `.navigationController`.
        case navigationController
        /// A `UINavigationControllerDelegate`: `.delegate`.
        case navigationDelegate
        /// A `UIViewControllerAnimatedTransitioning` animator: `.animator`, asked for each push and
        /// pop.
        case animator
        /// A `UIViewControllerTransitioningDelegate`: `.presentation`.
        case transitioningDelegate
        /// A `UITabBarControllerDelegate`: `.tabBar`.
        case tabBarControllerDelegate
        /// A `UIPercentDrivenInteractiveTransition` subclass or `UIViewControllerInteractiveTransitioning`
        /// conformer that no other type of the files uses: `.delegate` with an
        /// `InteractionControllerDelegate` that pairs it with an animator of the files (see
        /// `TransitionDiscovery`).
        case interactionController
    }

    /// The type's name, qualified by the types it is nested in: `SlideAnimator`, `Outer.Inner`.
    public let typeName: String
    /// See `Kind`.
    public let kind: Kind
    /// The path of the file that declares it, as given.
    public let path: String
    /// The 1-based line of its declaration (the `class` keyword).
    public let line: Int
    /// Swift source of an `AnimatorEntry` expression (module Animators) that makes the entry, e.g.
    /// `.animator("SlideAnimator", summary: "SlideAnimator.swift:12 · animator, push and pop") { operation in SlideAnimator(operation: operation) }`
    public let entryExpression: String

    /// An entry for `typeName`, declared at `path`:`line`, made by `entryExpression`.
    public init(typeName: String, kind: Kind, path: String, line: Int, entryExpression: String) {
        self.typeName = typeName
        self.kind = kind
        self.path = path
        self.line = line
        self.entryExpression = entryExpression
    }
}
