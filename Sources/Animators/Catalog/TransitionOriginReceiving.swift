import Foundation
import TransitionKit

/// A navigation delegate that wants to know where a push starts — the tapped point and the
/// image there — as a photo list knows its selected cell in an app. The playground calls it
/// before every push (from the selected tile or row, or a mouse click). Ours.
@preconcurrency @MainActor
public protocol TransitionOriginReceiving: AnyObject {
    /// `point` is in window coordinates (points); `image` is the tile's photo, or a plain
    /// image in the destination screen's colour when the push does not start from a photo.
    func prepareForTransition(from point: CGPoint, image: UIImage?)
}
