import Foundation
import TransitionKit

/// The inspector's selection: the view selected, and the row it was on. While the view stays in
/// the tree the selection follows it, wherever its row moves; once it has left (a transition
/// ended and its container went away), the row at the same place is selected. Ours.
@MainActor
struct InspectorSelection {
    /// A move of the selection, by key while the inspector is open.
    enum Move: Equatable {
        /// `↓`: the next row (wrapping round to the first).
        case next
        /// `↑`: the row before (wrapping round to the last).
        case previous
        /// Tab: the next view beside the selected one (its superview's next subview, in front of
        /// it; wrapping round to the first).
        case nextSibling
        /// Shift-Tab: the view beside the selected one behind it (wrapping round to the last).
        case previousSibling
        /// `←`: the selected view's superview.
        case parent
        /// `→`: the selected view's first subview.
        case firstChild

        /// The move `key` makes while the inspector is open; nil for keys that keep their
        /// usual meaning.
        init?(_ key: PlaygroundKey) {
            switch key {
            case .arrowDown: self = .next
            case .arrowUp: self = .previous
            case .nextAnimator: self = .nextSibling
            case .previousAnimator: self = .previousSibling
            case .arrowLeft: self = .parent
            case .arrowRight: self = .firstChild
            default: return nil
            }
        }
    }

    /// The view selected last.
    private(set) weak var view: UIView?
    /// The row it was on then.
    private(set) var row = 0

    /// The selected row of `tree`: the selected view's, else the row selected last (the last
    /// row if the tree is shorter now).
    func index(in tree: InspectorTree) -> Int {
        if let view, let row = tree.row(of: view) { return row }
        return min(row, max(tree.nodes.count - 1, 0))
    }

    /// Moves the selection by `move` in `tree`.
    mutating func move(_ move: Move, in tree: InspectorTree) {
        let count = tree.nodes.count
        guard count > 0 else { return }
        let current = index(in: tree)
        var target = current
        switch move {
        case .next: target = (current + 1) % count
        case .previous: target = (current + count - 1) % count
        case .parent:
            let depth = tree.nodes[current].depth
            target = tree.nodes[..<current].lastIndex { $0.depth < depth } ?? current
        case .nextSibling, .previousSibling:
            let siblings = Self.siblings(of: current, in: tree)
            if let position = siblings.firstIndex(of: current) {
                let step = move == .nextSibling ? 1 : siblings.count - 1
                target = siblings[(position + step) % siblings.count]
            }
        case .firstChild:
            if current + 1 < count, tree.nodes[current + 1].depth > tree.nodes[current].depth { target = current + 1 }
        }
        select(row: target, in: tree)
    }

    /// The rows of the views that share row `row`'s superview (itself included), back to
    /// front; the root alone for the root.
    private static func siblings(of row: Int, in tree: InspectorTree) -> [Int] {
        let depth = tree.nodes[row].depth
        guard let parent = tree.nodes[..<row].lastIndex(where: { $0.depth < depth }) else { return [row] }
        var rows: [Int] = []
        for index in (parent + 1)..<tree.nodes.count {
            let other = tree.nodes[index].depth
            if other < depth { break }
            if other == depth { rows.append(index) }
        }
        return rows
    }

    /// Selects row `row` of `tree`.
    mutating func select(row: Int, in tree: InspectorTree) {
        guard tree.nodes.indices.contains(row) else { return }
        self.row = row
        view = tree.nodes[row].view
    }
}
