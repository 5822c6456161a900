import Foundation
import TransitionKit

/// Buffers the rasteriser reuses from view to view and frame to frame, so drawing allocates
/// nothing per cell. A class so that `Rasterizer.render` can stay non-mutating. Ours.
final class RasterScratch {
    /// Coverage of the cells around the view being drawn (see `Rasterizer`).
    var mask: [Bool] = []
    /// The rotated `masksToBounds` ancestors of the view being drawn (axis-aligned ones are
    /// exact as cell rectangles and clip through `CellRect` alone).
    var clips: [ClipShape] = []
}
