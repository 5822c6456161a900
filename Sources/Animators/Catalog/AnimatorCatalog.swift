import Foundation
import TransitionKit

/// The transitions the playground offers, in the order of the number keys 1…9 and `Tab`.
/// Ours.
///
/// Your own go in a module of their own, `MyAnimators` (`Sources/MyAnimators/`), whose
/// `MyAnimators.entries` `pushpop` lists after these; see README, "Your own animator".
public enum AnimatorCatalog {
    /// Every built-in entry. On the main actor, `@preconcurrency` as UIKit's isolation is to
    /// Swift: Swift 5 code reads it from anywhere without a diagnostic.
    @preconcurrency @MainActor public static let entries: [AnimatorEntry] = [
        .navigationController(
            "Vertical slide (seed 000)",
            summary: "push drops the new screen from the top; pop lifts the old one away (1 s)"
        ) { root in AnimatedNavigationController(rootViewController: root) },
        .delegate(
            "Photo zoom (seed 001)",
            summary: "the photo grows from the tapped tile into the new screen (1 s)"
        ) { PhotoZoomDelegate() },
        .delegate(
            "Scale + fade (seed 002)",
            summary: "the old screen shrinks to 0.1 while the new one fades in (0.6 s)"
        ) { CustomNavigationControllerDelegate() },
        .delegate(
            "Keyframe flip (seed 004)",
            summary: "the old screen swings down about its bottom edge, π/2 then π (3 s keyframes)"
        ) { KeyframeFlipDelegate() },
        AnimatorEntry(
            name: "iOS default",
            summary: "no delegate: UIKit's slide from the right with parallax and dimming (0.35 s)",
            makeNavigationController: { UINavigationController(rootViewController: $0) },
            makeDelegate: { nil }),
        .animator("Crossfade", summary: "the new screen fades in as the old one fades out (0.4 s)") { _ in
            CrossfadeAnimator()
        },
        .delegate(
            "Cover / uncover",
            summary: "pushes cover from the bottom, right, top, left in turn; pops uncover back (0.45 s)"
        ) { CoverNavigationDelegate() },
        .animator("Card stack", summary: "the new card rises; the screen behind shrinks and dims (0.5 s)") {
            operation in CardStackAnimator(operation: operation)
        },
        .animator("Spring slide", summary: "slides in on an under-damped spring, damping 0.7 (0.7 s)") {
            operation in SpringSlideAnimator(operation: operation)
        },
        .delegate(
            "Interactive pop",
            summary: "every pop follows a finger: the edge swipe (drag, ]) or, after b, [ ] (0.5 s)"
        ) { InteractivePopDelegate() },
        .animator("Cube", summary: "the two screens turn as faces of a cube about their shared edge (0.6 s, 3-D)") {
            operation in CubeAnimator(operation: operation)
        },
        .delegate(
            "Card flip",
            summary: "the screen turns over like a card, the new screen on its back (0.7 s, 3-D)"
        ) { CardFlipNavigationDelegate() },
        .delegate(
            "Interruptible slide",
            summary: "slides side by side; [ or ] catches it mid-flight, Esc reverses it (0.6 s)"
        ) { InterruptibleSlideDelegate() },
        .delegate(
            "Circle reveal",
            summary: "the new screen is revealed by a circle growing from the selection (0.6 s, mask)"
        ) { CircleRevealDelegate() },
        .navigationController(
            "Edge-swipe pop",
            summary: "drag from the left edge (or press ]) to pop: its own edge pan drives a parallax slide (0.35 s)"
        ) { EdgeSwipeNavigationController(rootViewController: $0) },
        // Presentations and tab switches (16–18): m, d, { }.
        .presentation(
            "Half sheet",
            summary:
                "m presents a half-height sheet over a dimming view; tap the dimming or drag down to dismiss (0.4 s)"
        ) { HalfSheetTransitioningDelegate() },
        .presentation(
            "Bubble present",
            summary: "m grows the screen out of a bubble from the selection or click; d shrinks it back (0.5 s)"
        ) { BubblePresentDelegate() },
        .tabBar(
            "Tab slide",
            summary: "{ } slide tabs in from the side of their index; a sideways drag swipes tabs (0.3 s)"
        ) { TabSlideDelegate(tabBarController: $0) },
    ]
}
