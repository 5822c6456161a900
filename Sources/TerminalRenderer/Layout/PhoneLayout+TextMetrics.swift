import Foundation
@_spi(Rendering) import TransitionKit

extension PhoneLayout {
    /// How text measures on this screen (`TextMetrics`): a column and a row a cell
    /// (`pointsPerColumn` × `pointsPerRow` points), and a line as many columns as the
    /// rasteriser lays it out in (`TextLayout`: a wide character two, control sequences none).
    /// Installed as `TextMetrics.current` before the window is laid out
    /// (`installTextMetrics()`), it makes a label as wide as its text show it whole. Ours.
    @_spi(Rendering)
    public var textMetrics: TextMetrics {
        TextMetrics(pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow) { line in
            let laidOut = TextLayout.layout(String(line), width: Int.max, maxLines: 1, wraps: false, glyphs: .unicode)
            return TextLayout.width(of: laidOut.lines.first ?? [])
        }
    }
}

extension PhoneLayout {
    /// Makes labels measure their text in this screen's cells: installs `textMetrics` as
    /// `TextMetrics.current` unless the metrics installed have this cell size already (nothing
    /// is made then: it is called before every frame's layout).
    @_spi(Rendering) @MainActor
    public func installTextMetrics() {
        let installed = TextMetrics.current
        guard
            installed.map({ Double($0.pointsPerColumn) }) != pointsPerColumn
                || installed.map({ Double($0.pointsPerRow) }) != pointsPerRow
        else { return }
        TextMetrics.current = textMetrics
    }
}
