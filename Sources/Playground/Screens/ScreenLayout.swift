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

    /// Row `index`'s frame in the list's coordinates, which are the screen view's when the list
    /// is not scrolled: x = left + margin, y = top + margin + index·(rowHeight + rowSpacing), the
    /// list's width less the margins, rowHeight tall (left, top: the safe area's, `listFrame`).
    /// Points.
    public static func rowFrame(at index: Int, bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        let list = listFrame(bounds: bounds, insets: insets)
        return CGRect(
            x: list.minX + margin, y: list.minY + margin + CGFloat(index) * rowPitch,
            width: max(0, list.width - 2 * margin), height: rowHeight)
    }

    /// The list's frame in the screen view: the safe area (`contentRect`), between the bars;
    /// empty, not negative, where the insets leave no room (a screen shrunk by an animator).
    public static func listFrame(bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        let content = contentRect(bounds: bounds, insets: insets)
        return CGRect(
            origin: content.origin, size: CGSize(width: max(0, content.width), height: max(0, content.height)))
    }

    /// The rows of a list of `count` rows scrolled by `offset` points whose frames meet the
    /// list's bounds — the safe area moved down by `offset` — wholly or in part: the rows a
    /// table view has cells for. Empty for no rows or a geometry that is not finite.
    public static func visibleRows(count: Int, offset: CGFloat, bounds: CGRect, insets: UIEdgeInsets) -> Range<Int> {
        let list = listFrame(bounds: bounds, insets: insets)
        let first = rowFrame(at: 0, bounds: bounds, insets: insets).minY
        let top = list.minY + offset
        let bottom = list.maxY + offset
        guard count > 0, first.isFinite, top.isFinite, bottom.isFinite else { return 0..<0 }
        // Row i meets the list when first + i·pitch + rowHeight > top and first + i·pitch < bottom.
        let lower = clampedIndex(((top - first - rowHeight) / rowPitch).rounded(.down) + 1, count: count)
        let upper = clampedIndex(((bottom - first) / rowPitch).rounded(.up), count: count)
        return lower..<max(lower, upper)
    }

    /// The offset, points, that shows row `index` of `count` whole in the list with the
    /// `margin` around it, moved the least from `offset`: unchanged when it shows already, else
    /// the row at the list's top (when it is above, or taller than the list) or its bottom; then kept between 0 and the end of the list (its last row and bottom margin at
    /// the list's bottom). Source: Apple's UIKit documentation for
    /// `UITableView.ScrollPosition.none` ("fully visible with a minimum of movement"); the
    /// margin kept around the row is ours, so that the first row scrolls back to the top margin.
    public static func offset(
        revealingRow index: Int, count: Int, from offset: CGFloat, bounds: CGRect, insets: UIEdgeInsets
    ) -> CGFloat {
        let list = listFrame(bounds: bounds, insets: insets)
        let row = rowFrame(at: index, bounds: bounds, insets: insets).insetBy(dx: 0, dy: -margin)
        var revealed = offset
        if row.minY < list.minY + offset {
            revealed = row.minY - list.minY
        } else if row.maxY > list.maxY + offset {
            revealed = min(row.maxY - list.maxY, row.minY - list.minY)
        }
        return clampedOffset(revealed, count: count, bounds: bounds, insets: insets)
    }

    /// `offset` kept between 0 and the largest offset of a list of `count` rows, the one that
    /// shows its last row and bottom margin at the list's bottom (0 when all fit); 0 when not
    /// finite. Points.
    public static func clampedOffset(_ offset: CGFloat, count: Int, bounds: CGRect, insets: UIEdgeInsets) -> CGFloat {
        guard count > 0, offset.isFinite else { return 0 }
        let end = rowFrame(at: count - 1, bounds: bounds, insets: insets).maxY + margin
        let largest = end - listFrame(bounds: bounds, insets: insets).maxY
        guard largest.isFinite else { return 0 }
        return min(max(offset, 0), max(largest, 0))
    }

    /// The distance from one row's top to the next's, points.
    static let rowPitch = rowHeight + rowSpacing

    /// `value` (a whole number) as an index in 0…count, clamped.
    private static func clampedIndex(_ value: CGFloat, count: Int) -> Int {
        Int(min(max(value, 0), CGFloat(count)))
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
