/// The animation a modal presentation uses, named by the Swift case names of UIKit's
/// `UIModalTransitionStyle` that the playground supports: the value of a screens file's
/// `"transition"` (see `ScreenPresentation`). Ours: the playground's copy of the cases, mapped
/// to TransitionKit's `UIModalTransitionStyle` when a screen is presented.
///
/// Source: Apple's docs for `UIModalTransitionStyle` and
/// `UIViewController.modalTransitionStyle` (default `.coverVertical`). UIKit's `partialCurl`
/// is refused by the screens file's decoder: pushpop draws no page curl (and UIKit itself
/// allows it only with `.fullScreen`).
public enum ModalTransitionStyle: String, CaseIterable, Equatable, Sendable {
    /// The presented view slides up from the bottom, and back down on dismissal (UIKit's default).
    case coverVertical
    /// A horizontal 3-D flip from right to left, left to right on dismissal.
    case flipHorizontal
    /// The presenter's view fades out as the presented view fades in.
    case crossDissolve

    /// The UIKit case names that exist but that the screens file refuses, with why.
    static let unsupported: [String: String] = [
        "partialCurl": "pushpop draws no page curl"
    ]
}
