import Foundation

/// How a layer's `contents` image is placed in its bounds, as Core Animation's
/// `CALayerContentsGravity`: stretched (`resize`, the default), fitted or filled keeping its
/// aspect, or at its natural size (its pixels ÷ `contentsScale`) centred or pinned to an edge
/// or corner.
///
/// The vertical names follow Core Animation's y axis, which points up: with
/// `contentsAreFlipped()` false, as it is for every layer here, `bottom` (and `bottomLeft`,
/// `bottomRight`) puts the image at the top of the layer on screen and `top` at the bottom, as
/// Apple's documentation for `contentsGravity` shows (its Figure 1: "contentsAreFlipped() ? top :
/// bottom" is the image pinned to the top edge). Source: Apple's Core Animation documentation
/// for `contentsGravity` and `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string value (`"resize"`, `"center"`, …).
    public let rawValue: String
    /// The gravity named `rawValue`; an unknown name places the image as `resize` does (ours).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Natural size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Natural size, centred horizontally at the top edge (on screen: the bottom; see the type).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Natural size, centred horizontally at the bottom edge (on screen: the top; see the type).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Natural size, centred vertically at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Natural size, centred vertically at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Natural size, in the top-left corner (on screen: bottom left).
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Natural size, in the top-right corner (on screen: bottom right).
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Natural size, in the bottom-left corner (on screen: top left).
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Natural size, in the bottom-right corner (on screen: top right).
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds, aspect ignored (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds keeping its aspect, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds keeping its aspect, centred (the rest falls outside).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The view content mode that places content as this gravity does on screen (its vertical
    /// names swapped: see the type).
    var contentMode: UIView.ContentMode {
        switch self {
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}
