import Foundation
import TerminalRenderer
import TransitionKit

/// The inspector's timeline: the running animations as bars on one time axis — a row per
/// animated key path of each view, keyframe times as ticks on its bar, and where the timing
/// comes to rest before the bar ends (a spring settling, an ease-out's tail) the rest of the
/// bar drawn lighter — a cursor at the current time (the reviewed time while stepping back),
/// the axis with its start, end and current time in seconds, and the selected view's active
/// timing curve plotted in cells (braille, or `*` in ASCII) with the current point marked.
/// Ours.
@MainActor
struct TimelineSection {
    /// One bar: an animation of one key path of one layer.
    struct Track {
        /// What the bar is: the view's name and the key path (`UIView transform`).
        let name: String
        /// When it begins, seconds of engine time.
        let begin: Double
        /// How long it is active, seconds (repeats included).
        let duration: Double
        /// One pass, seconds.
        let pass: Double
        /// When its keyframes fall, 0…1 fractions of one pass in time (where its timing curve
        /// reaches each key time); empty for a basic animation.
        let keyTimes: [Double]
        /// The fraction of a pass after which its progress stays within 1 % of its end value (a
        /// spring settled); 1 for other curves.
        let settles: Double
        /// Whether it animates the selected view.
        let isSelected: Bool
    }

    /// The selected view's active animation's timing: progress (0…1, beyond for a spring's
    /// overshoot) at a fraction of its duration, and the fraction now.
    struct Curve {
        /// The key path it animates.
        let name: String
        /// The curve's kind and parameters.
        let timing: TimingDescription
        /// Progress at a 0…1 fraction of the duration.
        let progress: @MainActor (Double) -> Double
        /// The fraction of the duration now, 0…1.
        let fraction: Double
    }

    /// The most bars shown (the rest are counted in a line).
    static let maxTracks = 8
    /// Rows of the curve plot.
    static let curveRows = 4

    let tracks: [Track]
    /// The time now, seconds of engine time.
    let now: Double
    let curve: Curve?

    /// Rows the section takes with `available` rows left: all it has — a heading, the bars
    /// (and a line for those not shown), the axis, the curve's heading and plot — where they
    /// fit; else without the curve; else the heading, axis and as many bars as fit; none when
    /// not even one bar does.
    func rows(within available: Int) -> Int {
        let bars = min(tracks.count, Self.maxTracks)
        let withoutCurve = 2 + bars + (tracks.count > bars ? 1 : 0)
        let full = withoutCurve + (curve == nil ? 0 : 1 + Self.curveRows)
        if available >= full { return full }
        if available >= withoutCurve { return withoutCurve }
        return available >= 3 ? available : 0
    }

    /// The fraction of a duration after which `progress` stays within 1 % of `progress(1)`,
    /// sampled at 200 points.
    static func settlingFraction(_ progress: @MainActor (Double) -> Double) -> Double {
        let end = progress(1)
        let samples = 200
        for index in stride(from: samples, through: 0, by: -1) {
            let fraction = Double(index) / Double(samples)
            if abs(progress(fraction) - end) > 0.01 { return min(1, Double(index + 1) / Double(samples)) }
        }
        return 0
    }

    /// Writes the section into `writer`'s next rows, as much of it as the rows left hold: the
    /// heading and axis with as many bars as fit between them, and the curve only whole.
    func compose(into writer: inout PanelWriter, ascii: Bool) {
        let rect = writer.rect
        let barRows = min(tracks.count, Self.maxTracks, writer.remainingRows - 2)
        guard barRows > 0 else { return }
        writer.line("Timeline", foreground: HUDPanel.accent, bold: true)
        guard let start = tracks.map(\.begin).min(), let end = tracks.map({ $0.begin + $0.duration }).max(), end > start
        else {
            writer.line("no animation runs", foreground: HUDPanel.dim)
            return
        }
        let nameWidth = min(28, max(10, rect.columns / 3))
        let axisOffset = 1 + nameWidth + 1
        let axisWidth = max(rect.columns - axisOffset - 1, 4)
        // Column (0..<axisWidth) of engine time `time`.
        func column(_ time: Double) -> Int {
            Int(((time - start) / (end - start) * Double(axisWidth - 1)).rounded())
        }
        let cursor = min(max(column(now), 0), axisWidth - 1)
        let glyph = (
            bar: ascii ? "=" : "━", tick: ascii ? "+" : "┿", settled: ascii ? "-" : "┄", empty: " ",
            cursor: ascii ? "|" : "┃"
        )
        for track in tracks.prefix(barRows) {
            let first = column(track.begin)
            let last = max(column(track.begin + track.duration), first)
            let settled = column(track.begin + track.pass * track.settles)
            let ticks = Set(track.keyTimes.map { column(track.begin + track.pass * $0) })
            var before = ""
            var after = ""
            for index in 0..<axisWidth where index != cursor {
                let symbol =
                    index < first || index > last
                    ? glyph.empty : ticks.contains(index) ? glyph.tick : index > settled ? glyph.settled : glyph.bar
                if index < cursor { before += symbol } else { after += symbol }
            }
            let color = track.isSelected ? HUDPanel.accent : nil
            writer.columns([
                (track.name, 1, nameWidth, track.isSelected ? HUDPanel.accent : HUDPanel.dim, track.isSelected),
                (before, axisOffset, cursor, color, false),
                (glyph.cursor, axisOffset + cursor, 1, HUDPanel.warning, true),
                (after, axisOffset + cursor + 1, axisWidth - cursor - 1, color, false),
            ])
        }
        if tracks.count > barRows && writer.remainingRows > 1 {
            writer.line("+\(tracks.count - barRows) more", foreground: HUDPanel.dim)
        }
        let seconds = { (time: Double) in InspectorFormat.number(time - start, places: 2) + " s" }
        let nowText = seconds(now)
        let endText = seconds(end)
        let nowOffset = min(
            max(axisOffset + cursor - nowText.count / 2, axisOffset + 4),
            rect.columns - endText.count - nowText.count - 2)
        writer.columns([
            ("time", 1, nameWidth, HUDPanel.dim, false),
            ("0 s", axisOffset, 3, HUDPanel.dim, false),
            (nowText, nowOffset, nowText.count, HUDPanel.warning, true),
            (endText, rect.columns - endText.count - 1, endText.count, HUDPanel.dim, false),
        ])
        guard let curve, writer.remainingRows >= 1 + Self.curveRows else { return }
        let percent = InspectorFormat.number(curve.fraction * 100, places: 0)
        writer.line(
            "\(curve.name) at \(percent) % of its time: \(Self.describe(curve.timing, ascii: ascii))",
            foreground: HUDPanel.dim)
        let plotWidth = min(axisWidth, 48)
        for line in Self.plot(curve, columns: plotWidth, rows: Self.curveRows, ascii: ascii) {
            writer.columns([(line, axisOffset, plotWidth, HUDPanel.accent, false)])
        }
    }

    /// A curve's name: `linear`; a Bézier by its control points, with UIKit's name where it is
    /// one of its curves (`ease-in-out (0.42,0)(0.58,1)`); a spring by its damping ratio
    /// ζ = damping / (2 √(mass · stiffness)) (`spring ζ 0.7`). In ASCII: `Bezier`, `zeta`.
    static func describe(_ timing: TimingDescription, ascii: Bool = false) -> String {
        switch timing {
        case .linear: return "linear"
        case .bezier(let c1, let c2):
            let points = "(\(InspectorFormat.point(c1, places: 2)))(\(InspectorFormat.point(c2, places: 2)))"
            let names: [String: String] = [
                "(0.42,0)(0.58,1)": "ease-in-out ", "(0.42,0)(1,1)": "ease-in ", "(0,0)(0.58,1)": "ease-out ",
                "(0.25,0.1)(0.25,1)": "default ",
            ]
            return (ascii ? "Bezier " : "Bézier ") + (names[points] ?? "") + points
        case .spring(let mass, let stiffness, let damping, _):
            let ratio = Double(damping) / (2 * (Double(mass) * Double(stiffness)).squareRoot())
            return (ascii ? "spring zeta " : "spring ζ ") + InspectorFormat.number(ratio, places: 2)
        }
    }

    /// `curve` plotted in `columns` × `rows` cells, progress up, time right, from the lower of
    /// 0 and its least value to the higher of 1 and its greatest: braille dots (2 × 4 a cell)
    /// on a line through samples at every dot column, or `*` a cell in ASCII; the current point
    /// as `●` (`o`). Returns the rows, top first.
    static func plot(_ curve: Curve, columns: Int, rows: Int, ascii: Bool) -> [String] {
        let dotsX = ascii ? columns : columns * 2
        let dotsY = ascii ? rows : rows * 4
        let values = (0..<dotsX).map { curve.progress(Double($0) / Double(max(dotsX - 1, 1))) }
        let low = min(0, values.min() ?? 0)
        let high = max(1, values.max() ?? 1)
        // Dot row (0 at the top) of progress `value`.
        func dotRow(_ value: Double) -> Int {
            let fraction = (value - low) / (high - low)
            return min(max(Int(((1 - fraction) * Double(dotsY - 1)).rounded()), 0), dotsY - 1)
        }
        var dots = Array(repeating: Array(repeating: false, count: dotsX), count: dotsY)
        var previous: Int?
        for (x, value) in values.enumerated() {
            let y = dotRow(value)
            // Joined to the previous column's dot, so steep parts stay a line.
            let from = previous ?? y
            for row in min(from, y)...max(from, y) { dots[row][x] = true }
            previous = y
        }
        let markX = min(max(Int((curve.fraction * Double(dotsX - 1)).rounded()), 0), dotsX - 1)
        let markY = dotRow(curve.progress(curve.fraction))
        let markCell = ascii ? (markX, markY) : (markX / 2, markY / 4)
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                if (column, row) == markCell {
                    line += ascii ? "o" : "●"
                    continue
                }
                if ascii {
                    line += dots[row][column] ? "*" : " "
                    continue
                }
                // Braille: dots 1-2-3-7 down the left column, 4-5-6-8 down the right.
                let bits: [(Int, Int, UInt32)] = [
                    (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20), (0, 3, 0x40),
                    (1, 3, 0x80),
                ]
                var pattern: UInt32 = 0
                for (dx, dy, bit) in bits where dots[row * 4 + dy][column * 2 + dx] { pattern |= bit }
                line += pattern == 0 ? " " : String(UnicodeScalar(0x2800 + pattern).map(Character.init) ?? " ")
            }
            lines.append(line)
        }
        return lines
    }
}
