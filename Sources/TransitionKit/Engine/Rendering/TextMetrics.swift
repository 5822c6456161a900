import Foundation

/// How much room a line of text takes where it is drawn: what `UILabel` measures with
/// (`intrinsicContentSize`, `sizeToFit()`, and so the bars that lay labels out by their text).
///
/// Ours: a terminal has no font metrics. Its text keeps its size in cells whatever the font,
/// so a renderer that draws text in character cells installs its cell size and its count of
/// columns here (`current`), and a label measured to fit its text is then exactly as wide as
/// the cells its text will take there (a 17-point "‹ Home" is 6 cells, 90 points where a cell
/// is 15 points wide). With none installed (TransitionKit on its own, or tests drawing no
/// terminal), a character is estimated at 0.55 em and a line at 1.2 em.
@_spi(Rendering)
public struct TextMetrics: Sendable {
    /// Width of one column of text, points (> 0).
    public var pointsPerColumn: CGFloat
    /// Height of one line of text, points (> 0).
    public var pointsPerRow: CGFloat
    /// The columns one line of text takes: one a character, two a wide one, none for what is
    /// not drawn (control characters).
    public var columns: @Sendable (Substring) -> Int

    /// Metrics of `pointsPerColumn` × `pointsPerRow` points a cell (both > 0), counting a
    /// line's cells with `columns`.
    public init(pointsPerColumn: CGFloat, pointsPerRow: CGFloat, columns: @escaping @Sendable (Substring) -> Int) {
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerRow = pointsPerRow
        self.columns = columns
    }

    /// The metrics labels measure with now; nil for the estimate. Setting metrics of another
    /// cell size (a terminal resized) marks the superview of every label in every window as
    /// needing layout, as UIKit lays out again when text changes size (its
    /// `invalidateIntrinsicContentSize()`), and lays every window out at once: what the new
    /// size changes happens now, not in whichever later frame next lays a window out (so a
    /// review of the engine's past is bounded at the change itself). Setting the same size
    /// again does nothing.
    @MainActor public static var current: TextMetrics? {
        get { installed }
        set {
            let changed =
                installed?.pointsPerColumn != newValue?.pointsPerColumn
                || installed?.pointsPerRow != newValue?.pointsPerRow
            installed = newValue
            guard changed else { return }
            let windows = UIApplication.shared.liveWindows
            for window in windows { invalidateLabelLayout(in: window) }
            for window in windows { window.layoutIfNeeded() }
        }
    }
    @MainActor private static var installed: TextMetrics?

    /// Marks the superview of every label under `view` (itself included) as needing layout.
    @MainActor private static func invalidateLabelLayout(in view: UIView) {
        if view is UILabel { view.superview?.setNeedsLayout() }
        for subview in view.subviews { invalidateLabelLayout(in: subview) }
    }

    /// The size `text` takes in `font`, points: its widest line's columns by the installed
    /// metrics and one row a line, or without metrics 0.55 em a character and 1.2 em a line.
    @MainActor static func size(of text: String, font: UIFont?) -> CGSize {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineCount = CGFloat(max(lines.count, 1))
        guard let metrics = installed else {
            let em = font?.pointSize ?? 17
            let widest = lines.map(\.count).max() ?? 0
            return CGSize(
                width: CGFloat(widest) * em * UILabel.characterWidth, height: lineCount * em * UILabel.lineHeight)
        }
        let widest = lines.map(metrics.columns).max() ?? 0
        return CGSize(width: CGFloat(widest) * metrics.pointsPerColumn, height: lineCount * metrics.pointsPerRow)
    }
}
