import Foundation

/// How a presented view controller is shown, as UIKit's `UIModalPresentationStyle`.
///
/// On a phone (TransitionKit's one environment is horizontally compact): `.automatic`,
/// `.pageSheet`, `.formSheet` and `.popover` show the iOS 13 page sheet — a card below the
/// status bar with the presenter pushed back behind it; `.fullScreen` and `.currentContext`
/// cover the screen (or the context's view) and remove the presenter's view afterwards;
/// `.overFullScreen` and `.overCurrentContext` cover it and keep the presenter's view;
/// `.custom` asks the transitioning delegate for a `UIPresentationController`.
/// Source: Apple's UIKit documentation for `UIModalPresentationStyle` ("In iOS 13 and later,
/// for horizontally or vertically compact environments, [popover] behaves the same as
/// formSheet"; `.automatic` "maps to pageSheet for most view controllers").
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view is removed when the presentation ends.
    case fullScreen = 0
    /// A card partly covering the presenter (the page sheet).
    case pageSheet = 1
    /// On a phone, the page sheet.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context (the nearest
    /// ancestor with `definesPresentationContext`, else the root); that view is removed.
    case currentContext = 3
    /// The transitioning delegate's presentation controller and animators.
    case custom = 4
    /// Covers the screen; the presenter's view stays below.
    case overFullScreen = 5
    /// Covers the context's view; that view stays below.
    case overCurrentContext = 6
    /// On a phone (compact), the page sheet.
    case popover = 7
    /// No adaptation (for `adaptivePresentationStyle` answers); presenting with it is refused.
    case none = -1
    /// The system's choice: the page sheet.
    case automatic = -2
}
