/// How a screen is presented modally, named by the Swift case names of UIKit's
/// `UIModalPresentationStyle` that the playground supports: the value of a screens file's
/// `"style"` (see `ScreenPresentation`). Ours: the playground's copy of the cases, mapped to
/// TransitionKit's `UIModalPresentationStyle` case by case when a screen is presented.
///
/// Source: Apple's docs for `UIModalPresentationStyle` and
/// `UIViewController.modalPresentationStyle` (whose default is `.automatic`, which UIKit maps
/// to `.pageSheet` for most view controllers; in a compact-width, regular-height size class,
/// a phone held upright, `.formSheet` and `.pageSheet` are both a sheet with the background
/// showing near the top). UIKit's `popover` (which since iOS 13 is a form sheet in compact
/// size classes), `none` (an adaptation value, not a style to present with) and
/// `blurOverFullScreen` (tvOS) are refused, with the reason, by the screens file's decoder.
public enum ModalPresentationStyle: String, CaseIterable, Equatable, Sendable {
    /// The system's choice: a page sheet (UIKit's default).
    case automatic
    /// A card over the presenter, which is pushed back; the presenter stays in the hierarchy.
    case pageSheet
    /// On a phone held upright, a sheet as `pageSheet` (on an iPad, a smaller centred one).
    case formSheet
    /// Covers the screen; the presenter's view is removed when the transition ends.
    case fullScreen
    /// Covers the screen; the presenter's view stays underneath.
    case overFullScreen
    /// Covers the presenting context (the controller that `definesPresentationContext`).
    case currentContext
    /// Covers the presenting context, keeping the views underneath.
    case overCurrentContext
    /// Presented through a transitioning delegate and its presentation controller.
    case custom

    /// The UIKit case names that exist but that the screens file refuses, with why.
    static let unsupported: [String: String] = [
        "popover": "pushpop presents no popovers; on a phone UIKit shows one as a form sheet",
        "none": "in UIKit it means no adaptation; it is no style to present with",
        "blurOverFullScreen": "UIKit has it on tvOS only",
    ]
}
