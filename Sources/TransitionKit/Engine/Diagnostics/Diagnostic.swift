import Foundation

/// A mistake TransitionKit noticed in a transition or animation: what went wrong, who did it
/// and how to fix it, in one line. Ours: UIKit stays silent about all of these.
///
/// Diagnostics are collected by `AnimationEngine.shared` (`diagnostics`, a `DiagnosticLog`); the
/// playground shows the latest in its HUD, headless mode prints them to standard error.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// The kinds of mistake, each with a stable identifier (its raw value).
    public enum Kind: String, Sendable, CaseIterable {
        /// `completeTransition(_:)` was not called within the duration + 2 s: the stack is frozen.
        case completeTransitionNotCalled = "complete-transition-missing"
        /// `completeTransition(_:)` was called a second time; the call was ignored.
        case completeTransitionCalledTwice = "complete-transition-twice"
        /// `completeTransition(true)` after the interaction was cancelled.
        case completedAfterCancel = "complete-true-after-cancel"
        /// `completeTransition(false)` although nothing cancelled the transition (it was not
        /// interactive, or its interaction finished): the transition was undone.
        case cancelledWithoutCancel = "complete-false-not-cancelled"
        /// A duration or delay given by user code (`transitionDuration(using:)`, an animation
        /// block's, a `CAAnimation`'s, a property animator's) was not finite or was negative; the
        /// method's fallback (0 s, or `CAAnimation`'s default 0.25 s) was used instead.
        case invalidTime = "time-invalid"
        /// `transitionDuration(using:)` returned more than `longestTransitionDuration` seconds:
        /// the playground lets the user complete the transition at once.
        case transitionTooLong = "transition-too-long"
        /// An interactive transition was told a completed fraction that is not finite
        /// (`UIPercentDrivenInteractiveTransition.update(_:)`, `updateInteractiveTransition(_:)`:
        /// `.nan`, `.infinity`, e.g. a translation divided by a width of 0); the update was
        /// ignored and the transition stays where it was.
        case invalidProgress = "progress-invalid"
        /// A view's or layer's `frame`, `bounds` or `position` was set to a value that is not
        /// finite (`.nan`, `.infinity`); the change was ignored (iOS raises and crashes).
        case invalidGeometry = "geometry-invalid"
        /// The transition finished without the to view ever being added to the container.
        case toViewNotInContainer = "to-view-missing"
        /// A frame during the transition showed an empty container (a black screen on iOS).
        case emptyContainer = "container-empty"
        /// A view's `frame` was set or read while its transform was not the identity.
        case frameWhileTransformed = "frame-while-transformed"
        /// A keyframe's relative start or duration left 0…1 and was clamped.
        case keyframeOutOfRange = "keyframe-out-of-range"
        /// A push or pop arrived during a running transition and was queued.
        case operationQueued = "transition-queued"
        /// A view controller already on the stack was pushed again; the push was refused.
        case duplicatePush = "push-duplicate"
        /// A navigation request that cannot be carried out (e.g. popping the root).
        case invalidOperation = "invalid-operation"
        /// An explicit animation of a key path TransitionKit does not animate, with a value it
        /// cannot use, or between paths that cannot move point by point.
        case unsupportedAnimation = "unsupported-animation"
        /// The screen shown after a transition was left off its rest state: anchor point moved,
        /// a transform, alpha below 1 or hidden. The next transition starts from there.
        case viewNotAtRest = "view-not-at-rest"
        /// A property animator was asked for something UIKit treats as a programmer error (and
        /// raises for), e.g. `finishAnimation(at:)` before `stopAnimation(false)`; ignored.
        case propertyAnimatorMisuse = "property-animator-misuse"
        /// An interruptible transition broke UIKit's rules: `interruptibleAnimator(using:)` gave
        /// another animator than before, or a transition without one was paused.
        case interruptibleTransitionMisuse = "interruptible-transition-misuse"
        /// `UIImage(named:)` found a file for the name but could not decode it (it returned nil).
        case imageNotDecoded = "image-undecodable"
        /// A target–action `Selector` was given a target not of its method's type, or would be
        /// sent with a sender not of its parameter's type: nothing is called (iOS crashes with
        /// "unrecognized selector sent to instance").
        case unrecognizedSelector = "unrecognized-selector"
        /// A view or layer was added to itself or to one of its own descendants (`addSubview`,
        /// `insertSubview…`, `addSublayer`, `insertSublayer…`, `replaceSublayer`, `sublayers`):
        /// the tree would hold a cycle, so nothing was changed. iOS raises ("Can't add self as
        /// subview", "layer … is a part of cycle in its layer tree") and crashes.
        case hierarchyCycle = "hierarchy-cycle"
        /// A spring parameter given by user code (`usingSpringWithDamping:`,
        /// `initialSpringVelocity:`, `bounce:`, `UISpringTimingParameters`', a
        /// `CASpringAnimation`'s mass, stiffness, damping or initial velocity) was not finite or
        /// out of its range (a mass or stiffness of 0 or less, a negative damping); a fallback was
        /// used instead (a velocity of 0, Core Animation's default mass 1, stiffness 100,
        /// damping 10).
        case invalidSpring = "spring-invalid"
    }

    /// What kind of mistake this is.
    public let kind: Kind
    /// One line naming the animator (or view) and the fix.
    public let message: String
    /// Engine time at which it was noticed, seconds.
    public let time: TimeInterval

    /// The stable identifier of the kind, e.g. `"complete-transition-missing"`.
    public var identifier: String { kind.rawValue }

    /// A diagnostic of `kind` with one-line `message`, noticed at engine time `time` (seconds).
    /// TransitionKit makes these through `DiagnosticLog.report(_:_:)`, which stamps the time.
    public init(kind: Kind, message: String, time: TimeInterval) {
        self.kind = kind
        self.message = message
        self.time = time
    }

    /// `[identifier] t=1.234s message`: the line the HUD and headless mode print.
    public var description: String {
        String(format: "[%@] t=%.3fs %@", identifier, time, message)
    }
}
