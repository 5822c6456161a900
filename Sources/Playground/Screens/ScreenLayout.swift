import Foundation
import TransitionKit

/// Where a screen's subviews go, in points in the screen view's coordinates, given its bounds
/// and safe-area insets (in a 390 × 844 window under a navigation bar: top 91 = 47 status bar
/// + 44 bar, bottom 34). Sizes are chosen to read as boxes when scaled to terminal cells of
/// about 14 × 28 points. Ours.
public enum ScreenLayout {
    /// Distance from the safe area's edges to rows, tiles and text, points.
    public static let margin: CGFloat = 16
    /// Height of a row box, points.
    public static let rowHeight: CGFloat = 80
    /// Vertical gap between row boxes, points.
    public static let rowSpacing: CGFloat = 16
    /// Gap between photo tiles, points.
    public static let tileSpacing: CGFloat = 8
    /// How far the selection ring sticks out around the selected tile, points.
    public static let selectionOutset: CGFloat = 4

    /// The safe area: `bounds` less `insets`.
    public static func contentRect(bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        bounds.inset(by: insets)
    }

    /// Row `i` is at x = margin, y = top + margin + i·(rowHeight + rowSpacing), full width less
    /// the margins, rowHeight tall. Rows past the bottom are not moved up (no scrolling).
    public static func rowFrames(count: Int, bounds: CGRect, insets: UIEdgeInsets) -> [CGRect] {
        let content = contentRect(bounds: bounds, insets: insets)
        return (0..<max(0, count)).map { index in
            CGRect(
                x: content.minX + margin, y: content.minY + margin + CGFloat(index) * (rowHeight + rowSpacing),
                width: max(0, content.width - 2 * margin), height: rowHeight)
        }
    }

    /// Square tiles, `columns` per line, reading order: side = (width − 2·margin −
    /// (columns − 1)·tileSpacing) / columns; tile `i` at column i % columns, line i / columns.
    public static func tileFrames(count: Int, columns: Int, bounds: CGRect, insets: UIEdgeInsets) -> [CGRect] {
        let content = contentRect(bounds: bounds, insets: insets)
        let columns = max(1, columns)
        let side = max(0, (content.width - 2 * margin - CGFloat(columns - 1) * tileSpacing) / CGFloat(columns))
        return (0..<max(0, count)).map { index in
            CGRect(
                x: content.minX + margin + CGFloat(index % columns) * (side + tileSpacing),
                y: content.minY + margin + CGFloat(index / columns) * (side + tileSpacing),
                width: side, height: side)
        }
    }

    /// The text label: the safe area less the margins.
    public static func textFrame(bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        contentRect(bounds: bounds, insets: insets).insetBy(dx: margin, dy: margin)
    }

    /// The photo: the safe area's full width, as tall as the image's aspect ratio asks (square
    /// for an empty image), centred vertically in the safe area (top-aligned if taller).
    public static func photoFrame(imageSize: CGSize, bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        let content = contentRect(bounds: bounds, insets: insets)
        let aspect = imageSize.width > 0 && imageSize.height > 0 ? imageSize.height / imageSize.width : 1
        let height = content.width * aspect
        let y = content.minY + max(0, (content.height - height) / 2)
        return CGRect(x: content.minX, y: y, width: content.width, height: height)
    }
}
