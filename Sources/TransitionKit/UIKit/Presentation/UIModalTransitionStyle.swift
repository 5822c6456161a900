import Foundation

/// The system animation of a presentation that has no custom animator, as UIKit's
/// `UIModalTransitionStyle`. Source: Apple's UIKit documentation for `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom; on dismissal it slides back down.
    case coverVertical = 0
    /// The presenter flips over from right to left in 3-D, showing the presented view on its
    /// back; dismissal flips back from left to right.
    case flipHorizontal = 1
    /// The presenter fades out while the presented view fades in.
    case crossDissolve = 2
    /// A page curl: not modelled; presenting with it reports an `unsupported-animation`
    /// diagnostic naming it and uses `.coverVertical` (ours; UIKit also refuses it for anything
    /// but a full-screen presentation).
    case partialCurl = 3
}
