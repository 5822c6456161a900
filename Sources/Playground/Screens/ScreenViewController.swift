import Foundation
import TransitionKit

/// The view controller of one playground screen, built from a `Screen` with ordinary UIKit
/// views: row boxes (`RowView`), square photo tiles (`UIImageView`), a wrapping `UILabel`, or a
/// full-width photo. Ours.
///
/// Layout is in points from the view's bounds and `safeAreaInsets` (see `ScreenLayout`), done
/// when the view lays out. Rows and photo grids keep a selection, shown by a blue row box or
/// a blue ring around the tile: `moveSelection(dx:dy:)` moves it (clamped at the edges, no
/// wrapping), `selectItem(atWindowPoint:)` selects what a click hits, and `pushTarget()` makes
/// the next screen for it — always a new instance, so screens can be pushed forever. A tap (a
/// `UITapGestureRecognizer` on the view) selects the row or tile under it and hands it to the
/// catalog's `itemTapHandler`; a drag is no tap.
///
/// A rows screen is a list as UIKit's table view is one: row views exist only for the rows on
/// screen (`visibleRows`), taken off and reused for the rows that come on as the list scrolls,
/// so a screen of 10 000 rows costs what its 8 or so rows on screen cost; and a move of the
/// selection scrolls the list by the least that shows the selected row whole. Source: Apple's
/// UIKit documentation for `UITableView` (cells for the visible rows, reused through
/// `dequeueReusableCell(withIdentifier:)`) and `UITableView.ScrollPosition.none`.
@preconcurrency @MainActor
public final class ScreenViewController: UIViewController {
    /// The screen this controller shows.
    public let screen: Screen
    /// Its number: the photo's 1-based position for a photo pushed from a grid, else a running
    /// count per screen id (1 for the first controller made from a screen). Replaces `{n}`.
    public let number: Int?
    /// For a photo screen, the photo shown (the grid's selection, or the screen's own `name`).
    public let photoName: String?
    /// The background colour.
    public let backgroundColor: UIColor

    let catalog: ScreenCatalog

    /// The list a rows screen's row boxes are in (nil on other screens): a plain view over the
    /// safe area (`ScreenLayout.listFrame`, between the bars, as a table view pinned to the safe
    /// area is) that clips to its bounds. Its coordinates are the screen view's moved down by the
    /// scroll offset: `bounds.origin.y` is the safe area's top plus the offset, in points (the
    /// offset 0 shows the first row under the bar), as a `UIScrollView`'s `contentOffset` is its
    /// `bounds.origin`. Scrolling is immediate, never animated. Ours: a plain view rather than a
    /// scroll view (TransitionKit has no `UIScrollView`, and only the selection scrolls the list;
    /// there is no pan to scroll it). Source for the model: Apple's UIKit documentation for
    /// `UIFocusItemScrollableContainer.contentOffset` ("bounds.origin must be equal to the
    /// content offset").
    public private(set) var listView: UIView?
    /// The row boxes on the list, top to bottom: one for each row of `visibleRows` (empty until
    /// the view is laid out). Source: Apple's UIKit documentation for `UITableView.visibleCells`.
    public private(set) var rowViews: [RowView] = []
    /// The rows that have row boxes: those whose frames meet the list's bounds, wholly or in
    /// part (`ScreenLayout.visibleRows`). Source: Apple's UIKit documentation for
    /// `UITableView.indexPathsForVisibleRows`.
    public private(set) var visibleRows: Range<Int> = 0..<0
    /// Row boxes taken off the list when their rows scrolled away, for the rows that come on.
    private var reusableRowViews: [RowView] = []
    /// The tiles of a photo grid, in reading order (empty until the view loads).
    public private(set) var tileViews: [UIImageView] = []
    /// The paragraph of a text screen.
    public private(set) var textLabel: UILabel?
    /// The photo of a photo screen.
    public private(set) var photoView: UIImageView?
    /// The ring behind the selected tile (a grid's selection highlight); hidden otherwise.
    public let selectionRing = UIView(frame: .zero)

    /// The selected row or tile, 0-based; nil when the screen has nothing to select.
    public private(set) var selectedIndex: Int?

    /// Creates the controller for `screen`, numbered `number`, showing `photoName` on a photo
    /// screen; `catalog` makes the screens it pushes. Prefer `ScreenCatalog.makeViewController`.
    public init(screen: Screen, number: Int?, photoName: String?, catalog: ScreenCatalog) {
        self.screen = screen
        self.number = number
        self.catalog = catalog
        if case .photo(let detail) = screen.content {
            self.photoName = photoName ?? detail.name
        } else {
            self.photoName = nil
        }
        backgroundColor = screen.color(number: number)
        super.init(nibName: nil, bundle: nil)
        title = screen.title(number: number)
        selectedIndex = itemCount > 0 ? 0 : nil
    }

    /// Controllers are not decoded from archives; always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Content

    /// How many selectable items (rows or tiles) the screen has.
    public var itemCount: Int {
        switch screen.content {
        case .rows(let rows): rows.count
        case .grid(let grid): grid.photos.count
        case .text, .photo: 0
        }
    }

    /// Whether the screen is a photo grid (where the arrow keys move the selection).
    public var isGrid: Bool {
        if case .grid = screen.content { return true }
        return false
    }

    /// Builds the subviews for the screen's content.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = backgroundColor
        view.accessibilityIdentifier = screen.id
        switch screen.content {
        case .rows:
            // Placed, scrolled and given its row boxes at each layout.
            let list = UIView(frame: .zero)
            list.clipsToBounds = true
            list.accessibilityIdentifier = "list"
            view.addSubview(list)
            listView = list
        case .grid(let grid):
            selectionRing.backgroundColor = ScreenPalette.selection
            selectionRing.accessibilityIdentifier = "selection"
            view.addSubview(selectionRing)
            for (index, name) in grid.photos.enumerated() {
                let tile = UIImageView(image: catalog.image(named: name))
                tile.contentMode = .scaleAspectFill
                tile.clipsToBounds = true
                tile.backgroundColor = .systemGray4
                tile.accessibilityIdentifier = "tile \(index)"
                view.addSubview(tile)
                tileViews.append(tile)
            }
        case .text(let text):
            let label = UILabel(frame: .zero)
            label.text = text
            label.numberOfLines = 0
            label.textColor = ScreenPalette.text(on: backgroundColor)
            view.addSubview(label)
            textLabel = label
        case .photo:
            let imageView = UIImageView(image: photoName.flatMap { catalog.image(named: $0) })
            imageView.contentMode = .scaleAspectFit
            imageView.accessibilityIdentifier = "photo"
            view.addSubview(imageView)
            photoView = imageView
        }
        let tap = UITapGestureRecognizer(target: self, action: Selector(Self.handleTap(_:)))
        view.addGestureRecognizer(tap)
        tapRecognizer = tap
        updateHighlight()
    }

    /// Removes the gesture recognizers that code other than the screen's own added to its view
    /// (an interaction controller's edge pan), and returns how many: each animator starts from
    /// screens as an app with only it would have them, without an earlier animator's recognizers,
    /// which would otherwise take the touches (their targets gone) before its own. Ours.
    @discardableResult
    func removeOthersGestureRecognizers() -> Int {
        guard let view = viewIfLoaded else { return 0 }
        let others = (view.gestureRecognizers ?? []).filter { $0 !== tapRecognizer }
        for recognizer in others { view.removeGestureRecognizer(recognizer) }
        return others.count
    }

    /// The screen's own tap recognizer (selects a row or tile).
    private var tapRecognizer: UITapGestureRecognizer?

    /// A tap: selects the row or tile under it and tells the catalog's `itemTapHandler`.
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let point = tap.location(in: nil)
        guard selectItem(atWindowPoint: point) != nil else { return }
        catalog.itemTapHandler?(self, point)
    }

    /// Lays the content out in the safe area (see `ScreenLayout`).
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let insets = view.safeAreaInsets
        layoutRows()
        if case .grid(let grid) = screen.content {
            let frames = ScreenLayout.tileFrames(
                count: tileViews.count, columns: grid.columns, bounds: bounds, insets: insets)
            for (tile, frame) in zip(tileViews, frames) { tile.frame = frame }
        }
        textLabel?.frame = ScreenLayout.textFrame(bounds: bounds, insets: insets)
        if let photoView {
            photoView.frame = ScreenLayout.photoFrame(
                imageSize: photoView.image?.size ?? .zero, bounds: bounds, insets: insets)
        }
        updateHighlight()
    }

    // MARK: Selection

    /// Selects item `index` (clamped to the items). Returns whether the selection changed.
    @discardableResult
    public func selectItem(at index: Int) -> Bool {
        guard itemCount > 0 else { return false }
        let clamped = min(max(index, 0), itemCount - 1)
        guard clamped != selectedIndex else { return false }
        selectedIndex = clamped
        layoutRows()
        updateHighlight()
        return true
    }

    /// The row box of row `index`, nil when the row has none (it is not in `visibleRows`).
    /// Source: Apple's UIKit documentation for `UITableView.cellForRow(at:)`.
    public func rowView(at index: Int) -> RowView? {
        visibleRows.contains(index) ? rowViews[index - visibleRows.lowerBound] : nil
    }

    /// Moves the selection: on a grid `dx` columns and `dy` lines, on rows `dy` rows (`dx` is
    /// ignored). Clamps at the edges (no wrapping); moving down into a shorter last line of
    /// tiles lands on its last tile. Returns whether the selection changed.
    @discardableResult
    public func moveSelection(dx: Int, dy: Int) -> Bool {
        guard let current = selectedIndex, itemCount > 0 else { return false }
        switch screen.content {
        case .rows:
            return dy != 0 && selectItem(at: current + dy)
        case .grid(let grid):
            let columns = max(1, grid.columns)
            let lastLine = (itemCount - 1) / columns
            let column = min(max(current % columns + dx, 0), columns - 1)
            let line = min(max(current / columns + dy, 0), lastLine)
            return selectItem(at: min(line * columns + column, itemCount - 1))
        case .text, .photo:
            return false
        }
    }

    /// Selects the row or tile under `point` (window coordinates, points) and returns its
    /// index; nil (selection unchanged) if the point hits none. On a list in a window, the row
    /// must be what a touch there would hit (`UIView.hitTest(_:with:)`): a point on the part of
    /// a row the list clips away (under a bar, below the safe area), or on a view over the list,
    /// selects nothing.
    @discardableResult
    public func selectItem(atWindowPoint point: CGPoint) -> Int? {
        guard isViewLoaded else { return nil }
        let rows = zip(visibleRows, rowViews)
        let found: Int?
        if listView == nil {
            found = tileViews.indices.first { Self.item(tileViews[$0], contains: point) }
        } else if let window = view.window {
            let hit = window.hitTest(point, with: nil)
            found = rows.first { hit?.isDescendant(of: $0.1) == true }?.0
        } else {
            found = rows.first { Self.item($0.1, contains: point) }?.0
        }
        guard let found else { return nil }
        selectItem(at: found)
        return found
    }

    /// Whether `item` is shown and `point` (window coordinates) lies in its bounds.
    private static func item(_ item: UIView, contains point: CGPoint) -> Bool {
        !item.isHidden && item.point(inside: item.convert(point, from: nil), with: nil)
    }

    /// The selected row's or tile's frame in window coordinates (points), for animators that
    /// grow the next screen from it; nil when nothing is selected.
    public var selectedTileFrame: CGRect? {
        guard let item = selectedItemView else { return nil }
        return item.convert(item.bounds, to: nil)
    }

    /// The centre of `selectedTileFrame` (window coordinates, points): the "tapped point" of
    /// photo-zoom animators.
    public var selectionCenter: CGPoint? {
        selectedTileFrame.map { CGPoint(x: $0.midX, y: $0.midY) }
    }

    /// The selected tile's image on a grid, the photo on a photo screen; nil otherwise.
    public var selectedImage: UIImage? {
        switch screen.content {
        case .grid(let grid):
            guard let index = selectedIndex, grid.photos.indices.contains(index) else { return nil }
            return catalog.image(named: grid.photos[index])
        case .photo:
            return photoName.flatMap { catalog.image(named: $0) }
        case .rows, .text:
            return nil
        }
    }

    // MARK: Pushing

    /// A new controller for the screen the selection pushes: on a grid the grid's `push`
    /// screen showing the selected photo (numbered by its position); on rows the row's `push`,
    /// else the screen's `push`, else the document's numbered `detail` screen; on text and
    /// photo screens the screen's `push`, else `detail`. When that leaves nothing (no `detail`
    /// in the document, an empty grid), a numbered detail screen built in
    /// (`ScreenCatalog.makeFallbackDetail()`), so pushing always works.
    public func pushTarget() -> ScreenViewController {
        let made: ScreenViewController?
        switch screen.content {
        case .grid(let grid):
            if let index = selectedIndex, grid.photos.indices.contains(index) {
                made = catalog.makeViewController(screenID: grid.push, number: index + 1, photoName: grid.photos[index])
            } else {
                made = nil
            }
        case .rows:
            made = selectedIndex.flatMap(target(forRow:)).flatMap { catalog.makeViewController(screenID: $0) }
        case .text, .photo:
            made = (screen.push ?? catalog.document.detail).flatMap { catalog.makeViewController(screenID: $0) }
        }
        return made ?? catalog.makeFallbackDetail()
    }

    /// The id row `index` pushes, if the document names one.
    private func target(forRow index: Int) -> String? {
        guard case .rows(let rows) = screen.content, rows.indices.contains(index) else { return nil }
        return rows[index].push ?? screen.push ?? catalog.document.detail
    }

    private var selectedItemView: UIView? {
        guard isViewLoaded, let index = selectedIndex else { return nil }
        if let rowView = rowView(at: index) { return rowView }
        if tileViews.indices.contains(index) { return tileViews[index] }
        return nil
    }

    /// Places the list over the safe area, scrolls it by the least that shows the selected row whole
    /// (`ScreenLayout.offset(revealingRow:…)`; kept within the list when nothing is selected),
    /// then gives each row that meets the list's bounds a row box at its frame: the boxes of
    /// rows still there stay, those of rows gone are taken off and reused for the rows that
    /// came. Ours: the list keeps the selection shown at every layout too, not only when the
    /// selection moves, so a screen made smaller (a sheet, a resize) still shows it.
    private func layoutRows() {
        guard let listView, case .rows(let rows) = screen.content else { return }
        let bounds = view.bounds
        let insets = view.safeAreaInsets
        let frame = ScreenLayout.listFrame(bounds: bounds, insets: insets)
        let current = listView.bounds.minY - frame.minY
        let offset =
            selectedIndex.map {
                ScreenLayout.offset(revealingRow: $0, count: rows.count, from: current, bounds: bounds, insets: insets)
            } ?? ScreenLayout.clampedOffset(current, count: rows.count, bounds: bounds, insets: insets)
        let visible = ScreenLayout.visibleRows(count: rows.count, offset: offset, bounds: bounds, insets: insets)
        listView.frame = frame
        UIView.performWithoutAnimation {
            listView.bounds.origin = CGPoint(x: frame.minX, y: frame.minY + offset)
        }
        if visible != visibleRows {
            for (index, rowView) in zip(visibleRows, rowViews) where !visible.contains(index) {
                rowView.removeFromSuperview()
                reusableRowViews.append(rowView)
            }
            rowViews = visible.map { index in
                if let kept = rowView(at: index) { return kept }
                let rowView: RowView
                if let reused = reusableRowViews.popLast() {
                    reused.show(rows[index])
                    rowView = reused
                } else {
                    rowView = RowView(row: rows[index])
                }
                rowView.accessibilityIdentifier = "row \(index)"
                // A box that comes on appears in place, even inside an animation block.
                UIView.performWithoutAnimation {
                    rowView.frame = ScreenLayout.rowFrame(at: index, bounds: bounds, insets: insets)
                }
                listView.addSubview(rowView)
                return rowView
            }
            visibleRows = visible
        }
        for (index, rowView) in zip(visibleRows, rowViews) {
            rowView.frame = ScreenLayout.rowFrame(at: index, bounds: bounds, insets: insets)
            rowView.setNeedsLayout()
        }
    }

    private func updateHighlight() {
        guard isViewLoaded else { return }
        for (index, rowView) in zip(visibleRows, rowViews) {
            rowView.applyColors(selected: index == selectedIndex, on: backgroundColor)
        }
        for (index, tile) in tileViews.enumerated() {
            // A thick border on the selected tile too, as on a selected row: the ring is thinner
            // than a cell at most sizes, and the border shows without colour (drawn heavy: ┏━┓).
            let selected = index == selectedIndex
            tile.layer.borderWidth = selected ? 2 : 0
            tile.layer.borderColor = selected ? ScreenPalette.selection.cgColor : nil
        }
        if let index = selectedIndex, tileViews.indices.contains(index) {
            // bounds and center rather than frame: an animator may have transformed the tile.
            let tile = tileViews[index]
            let outset = ScreenLayout.selectionOutset
            selectionRing.bounds = CGRect(
                x: 0, y: 0, width: tile.bounds.width + 2 * outset, height: tile.bounds.height + 2 * outset)
            selectionRing.center = tile.center
            selectionRing.isHidden = false
        } else {
            selectionRing.isHidden = true
        }
    }
}
