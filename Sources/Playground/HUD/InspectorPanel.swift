import Foundation
import TerminalRenderer
import TransitionKit

/// The inspector's panel (`i`): a title naming what the tree shows; the tree of views back to
/// front, indented by depth, each with its presentation frame, rotation, alpha, `zPosition` and
/// flags where the panel is wide enough (`wideColumns`), scrolled to keep the selection in view;
/// the selected view's values in full, model values beside presentation values where they
/// differ; and the timeline of the running animations below (`TimelineSection`) where rows are
/// left. Drawn through `PanelWriter`, so only rows whose text changed are drawn again. Ours.
@MainActor
struct InspectorPanel {
    let glyphs: GlyphSet
    /// What earlier frames typeset (the renderer keeps it from frame to frame).
    let typesetting: HUDTypesetting

    /// Panels shorter than this show the selected view's values compactly: no name line (the
    /// tree marks it), anchor, alpha, hidden, mask and `zPosition` on one line.
    static let compactRows = 20
    /// The narrowest panel whose tree rows carry the value columns.
    static let wideColumns = 64
    /// The value columns' widths, left to right: frame, alpha, rotation, `zPosition`, flags.
    static let valueWidths = [25, 6, 9, 5, 4]

    /// Draws the panel for `tree`, its row `selected` the selection, into `rect` of `grid`;
    /// `timeline` is what the timeline shows, nil for none. `previous` is what the last call
    /// returned while `grid` still holds it (rows that read the same are left as they are),
    /// nil to draw every row; `recycling` is rows no longer needed. Returns the rows drawn.
    func draw(
        _ tree: InspectorTree, selected: Int, timeline: TimelineSection?, into grid: inout CellGrid, rect: CellRect,
        previous: PanelRows?, recycling: consuming PanelRows? = nil
    ) -> PanelRows {
        var writer = PanelWriter(rect: rect, typesetting: typesetting, recycling: recycling, reservedRows: 0)
        compose(tree, selected: selected, timeline: timeline, into: &writer)
        typesetting.endFrame()
        return writer.flush(into: &grid, previous: previous)
    }

    private func compose(
        _ tree: InspectorTree, selected: Int, timeline: TimelineSection?, into writer: inout PanelWriter
    ) {
        let rect = writer.rect
        let ascii = glyphs == .ascii
        let wide = rect.columns >= Self.wideColumns
        let count = tree.nodes.count
        let views = count == 1 ? "1 view" : "\(count) views"
        let keys = ascii ? "up/down Tab left/right select" : "↑↓ Tab ←→ select"
        let title = "Inspector: \(tree.scope), \(views)"
        if title.count + 2 + keys.count < rect.columns {
            writer.columns([
                (title, 1, rect.columns - 1, HUDPanel.accent, true),
                (keys, rect.columns - keys.count, keys.count, HUDPanel.dim, false),
            ])
        } else {
            writer.line(title, foreground: HUDPanel.accent, bold: true)
        }

        guard tree.nodes.indices.contains(selected) else { return }
        let node = tree.nodes[selected]
        let values = InspectedLayer.modelAndPresentation(of: node.view.layer)
        let details = detailLines(
            values, name: InspectorFormat.name(of: node.view), valueWidth: writer.valueWidth,
            compact: rect.rows < Self.compactRows, ascii: ascii)
        let header = wide && rect.rows >= 12 ? 1 : 0
        let free = rect.rows - 1 - header
        // The tree keeps 3 rows at least, the details come next, the timeline takes what fits
        // of the rest, and the tree the remainder.
        let leastTree = min(3, free, count)
        let timelineRows = timeline?.rows(within: free - leastTree - details.count) ?? 0
        let treeRows = min(count, max(leastTree, free - details.count - timelineRows))

        let valuesOffset = rect.columns - Self.valueWidths.reduce(0, +) - 1
        if header == 1 {
            var cells = [("view", 1, valuesOffset - 1, HUDPanel.dim, false)]
            var offset = valuesOffset
            for (text, width) in zip(["frame x,y w×h pt", "alpha", "rotation", "z", "H M"], Self.valueWidths) {
                let label = ascii ? text.replacingOccurrences(of: "×", with: "x") : text
                cells.append((label, offset, width - 1, HUDPanel.dim, false))
                offset += width
            }
            writer.columns(cells)
        }
        let first = max(0, min(selected - treeRows / 2, count - treeRows))
        for index in first..<(first + treeRows) {
            let row = tree.nodes[index]
            let isSelected = index == selected
            let mark = isSelected ? (ascii ? ">" : "▸") : " "
            let indent = String(repeating: " ", count: min(row.depth, 12))
            let color = isSelected ? HUDPanel.accent : nil
            var cells = [
                (
                    mark + indent + InspectorFormat.name(of: row.view), 1, (wide ? valuesOffset : rect.columns) - 2,
                    color,
                    isSelected
                )
            ]
            if wide {
                let layer = row.view.layer
                let shown = layer.animationKeys() == nil ? layer : layer.presentation() ?? layer
                let flags = (shown.isHidden ? "H" : "·") + " " + (shown.mask == nil ? "·" : "M")
                let texts = [
                    InspectorFormat.frame(shown.frame, ascii: ascii),
                    InspectorFormat.number(Double(shown.opacity), places: 2),
                    InspectorFormat.rotation(shown.transform, ascii: ascii),
                    InspectorFormat.number(shown.zPosition),
                    ascii ? flags.replacingOccurrences(of: "·", with: ".") : flags,
                ]
                var offset = valuesOffset
                for (text, width) in zip(texts, Self.valueWidths) {
                    cells.append((text, offset, width - 1, color, isSelected))
                    offset += width
                }
            }
            writer.columns(cells)
        }

        for (label, value) in details {
            writer.field(label, value, bold: label == "View")
        }
        if let timeline {
            timeline.compose(into: &writer, ascii: ascii)
        }
    }

    /// The selected view's values as label and value: its name, frame, transform (a 3-D one's
    /// matrix a row a line, the model's rows beside the presentation's where they differ),
    /// anchor point, alpha, hidden flag, mask and `zPosition`; a value the model holds
    /// differently is followed by `(model …)`. `compact`: without the name, and the last five
    /// on one line.
    private func detailLines(
        _ values: (model: InspectedLayer, presentation: InspectedLayer), name: String, valueWidth: Int,
        compact: Bool, ascii: Bool
    ) -> [(String, String)] {
        let (model, shown) = values
        func pair(_ shown: String, _ model: String) -> String { shown == model ? shown : "\(shown)  (model \(model))" }
        var lines = compact ? [] : [("View", name)]
        lines.append(
            (
                "Frame",
                pair(InspectorFormat.frame(shown.frame, ascii: ascii), InspectorFormat.frame(model.frame, ascii: ascii))
            ))
        let transform = InspectorFormat.transform(shown.transform, ascii: ascii)
        let modelTransform = InspectorFormat.transform(model.transform, ascii: ascii)
        let affine = CATransform3DIsAffine(shown.transform) && CATransform3DIsAffine(model.transform)
        if affine && transform.count == 1 && transform[0].count > valueWidth {
            // Too narrow for the 2-D parts on a line: a part a line, the model's beside it.
            let shownParts = InspectorFormat.affineParts(CATransform3DGetAffineTransform(shown.transform), ascii: ascii)
            let modelParts = InspectorFormat.affineParts(CATransform3DGetAffineTransform(model.transform), ascii: ascii)
            var names = shownParts.map(\.name)
            for part in modelParts where !names.contains(part.name) { names.append(part.name) }
            if names.isEmpty { lines.append(("Transform", "identity")) }
            for name in names {
                let value = { (parts: [(name: String, value: String)]) in
                    parts.first { $0.name == name }?.value ?? (name == "scale" ? "1" : "0")
                }
                let label = name == "translation" ? "Translate" : name.prefix(1).uppercased() + name.dropFirst()
                lines.append((label, pair(value(shownParts), value(modelParts))))
            }
        } else if transform == modelTransform {
            for (index, line) in transform.enumerated() { lines.append((index == 0 ? "Transform" : "", line)) }
        } else if transform.count == 1 && modelTransform.count == 1 {
            lines.append(("Transform", transform[0]))
            lines.append(("  model", modelTransform[0]))
        } else {
            // Side by side, row by row: presentation │ model.
            let separator = ascii ? " | " : " │ "
            let width = transform.map(\.count).max() ?? 0
            for index in 0..<max(transform.count, modelTransform.count) {
                let left = index < transform.count ? transform[index] : ""
                let right = index < modelTransform.count ? modelTransform[index] : ""
                let padded = left + String(repeating: " ", count: max(0, width - left.count))
                lines.append((index == 0 ? "Transform" : "", padded + separator + (index == 0 ? "model " : "") + right))
            }
        }
        let anchor = pair(
            InspectorFormat.point(shown.anchorPoint, places: 2), InspectorFormat.point(model.anchorPoint, places: 2))
        let alpha = pair(
            InspectorFormat.number(Double(shown.opacity), places: 2),
            InspectorFormat.number(Double(model.opacity), places: 2))
        let hidden = pair(shown.isHidden ? "yes" : "no", model.isHidden ? "yes" : "no")
        let mask = shown.mask.map { "yes, \($0)" } ?? "no"
        let z = pair(InspectorFormat.number(shown.zPosition), InspectorFormat.number(model.zPosition))
        if compact {
            lines.append(("Layer", "anchor \(anchor) alpha \(alpha) hidden \(hidden) mask \(mask) z \(z)"))
        } else {
            lines += [("Anchor", anchor), ("Alpha", alpha), ("Hidden", hidden), ("Mask", mask), ("zPosition", z)]
        }
        return lines
    }
}
