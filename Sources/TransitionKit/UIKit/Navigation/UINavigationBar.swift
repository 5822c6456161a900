import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle and a
/// back button ("‹ Title" of the item below, else "‹ Back", else "‹", as room allows) on the
/// left, as UIKit's `UINavigationBar`.
///
/// It covers the status-bar area and 44 points below it, drawn above the transition
/// container (outside it). During a transition the old and new titles cross-fade over the
/// transition's duration. Source: Apple's UIKit documentation for `UINavigationBar`; the
/// cross-fade is ours (UIKit slides and fades).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's content height below the status bar, points.
    public static let contentHeight: CGFloat = 44

    /// The items, bottom to top; the last is shown.
    open private(set) var items: [UINavigationItem]?
    /// The item shown (the last).
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// The label showing the top item's title. Ours (UIKit's is private).
    public private(set) var titleLabel = UILabel()
    /// The label showing the back button. Ours (UIKit's is private).
    public private(set) var backLabel = UILabel()

    /// The back button's titles for the shown items, best first (see `backTitles`).
    private var backChoices: [String] = []
    /// The labels fading out during a transition, and their back button's titles.
    private var outgoing: (title: UILabel, back: UILabel, backChoices: [String])?

    /// Whether the bar shows large titles when the top item allows it (default false). Stored:
    /// titles are drawn one size (ours).
    open var prefersLargeTitles = false
    /// The bar's background tint (default nil). Stored: the bar is drawn in `.systemGray6`
    /// (ours).
    open var barTintColor: UIColor?
    /// Whether the bar is translucent (default true). Stored: the content always extends under
    /// the bar (ours).
    open var isTranslucent = true

    /// Creates an empty bar with frame `frame`, in points: no items, `.systemGray6` background,
    /// a bold 17-point centred title and a 17-point system-blue back label (ours: iOS's look).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        accessibilityIdentifier = "navigation bar"
        configure(titleLabel, back: backLabel)
        // The back label behind the title: where the two meet, the title is read (UIKit
        // shortens the back button first).
        addSubview(backLabel)
        addSubview(titleLabel)
    }

    /// Bars are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func configure(_ title: UILabel, back: UILabel) {
        title.font = .boldSystemFont(ofSize: 17)
        title.textAlignment = .center
        title.textColor = .label
        back.font = .systemFont(ofSize: 17)
        back.textAlignment = .left
        back.textColor = .systemBlue
    }

    /// Replaces the items at once (no animation).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        UIView.performWithoutAnimation {
            apply(to: titleLabel, back: backLabel)
            titleLabel.alpha = 1
            backLabel.alpha = 1
        }
    }

    /// Pushes `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    /// Pops the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var current = items, !current.isEmpty else { return nil }
        let popped = current.removeLast()
        setItems(current, animated: animated)
        return popped
    }

    private func apply(to title: UILabel, back: UILabel) {
        title.text = topItem?.title
        backChoices = backTitles()
        back.text = backChoices.first
        setNeedsLayout()
    }

    /// The back button's titles, best first: "‹ " and the back item's `backButtonTitle`, else
    /// its `title`; then "‹ Back"; then the chevron alone; none when there is no back item or
    /// the top item hides the back button. Source: Apple's UIKit documentation for
    /// `UINavigationItem.BackButtonDisplayMode.default` (the specific title, a generic title
    /// such as Back, no title, "according to the available space").
    private func backTitles() -> [String] {
        guard let backItem, topItem?.hidesBackButton != true else { return [] }
        let specific = (backItem.backButtonTitle ?? backItem.title).map { "‹ " + $0 }
        return [specific, "‹ Back", "‹"].compactMap { $0 }.reduce(into: []) { titles, title in
            if !titles.contains(title) { titles.append(title) }
        }
    }

    /// Places the labels in the bottom 44 points (below the status-bar area) by the widths of
    /// their texts (`UILabel.intrinsicContentSize`): the title's text centred in the bar; the
    /// back button at the leading margin with the first of its titles (`backTitles()`) that
    /// leaves the title whole beside it, the title moved off centre towards the trailing edge
    /// as far as the back button needs, a space between them. When even the chevron alone
    /// leaves too little room, the title takes what is left and is truncated. Source: Apple's
    /// UIKit documentation for `UINavigationItem.BackButtonDisplayMode.default`; the title
    /// moving aside for a long back button is how iOS draws it. Ours: the margins are 8 points,
    /// or a character where characters are wider (a terminal's cell: the renderer draws the
    /// bar's edges in its outer columns), and positions are whole characters from the bar's
    /// edge, so that text measured in cells lands on exactly its cells.
    open override func layoutSubviews() {
        let top = bounds.height - UINavigationBar.contentHeight
        let width = bounds.width
        let height = UINavigationBar.contentHeight
        let character = TextMetrics.size(of: " ", font: titleLabel.font).width
        // Whole characters, a millionth of one either way taken as whole (a width measured in
        // characters, divided again, is not always exactly whole).
        let slack: CGFloat = 1e-6
        func whole(_ x: CGFloat, _ rule: FloatingPointRoundingRule) -> CGFloat {
            guard character > 0 else { return x }
            let characters = x / character
            let nudged = rule == .up ? characters - slack : rule == .down ? characters + slack : characters
            return nudged.rounded(rule) * character
        }
        let margin = whole(max(8, character), .up)
        let end = width - margin
        let pairs = [(titleLabel, backLabel, backChoices)] + [outgoing].compactMap { $0 }
        for (title, back, choices) in pairs {
            let titleWidth = title.intrinsicContentSize.width
            let centred = max(whole((width - titleWidth) / 2, .down), margin)
            // The title's text from `titleX`; the title may take from `leading` on.
            var titleX = centred
            var leading = margin
            for (index, choice) in choices.enumerated() {
                back.text = choice
                leading = whole(margin + back.intrinsicContentSize.width + character, .up)
                titleX = max(centred, leading)
                if titleX + titleWidth <= end + slack * character || index == choices.count - 1 { break }
            }
            // The title label reaches as far each way as it can while its text stays where it
            // is, so a bar drawn scaled down still has room for the text; the back label
            // reaches to a character before it.
            let reach = max(min(titleX - leading, end - titleX - titleWidth), 0)
            title.frame = CGRect(
                x: titleX - reach, y: top, width: max(min(titleWidth + 2 * reach, end - titleX + reach), 0),
                height: height)
            back.frame = CGRect(
                x: margin, y: top, width: choices.isEmpty ? 0 : max(title.frame.minX - character - margin, 0),
                height: height)
        }
    }

    // MARK: Transitions (internal)

    /// Starts cross-fading to `items` over `duration` seconds.
    func beginTransition(to newItems: [UINavigationItem], duration: TimeInterval) {
        finishTransition()
        let oldTitle = titleLabel
        let oldBack = backLabel
        outgoing = (oldTitle, oldBack, backChoices)
        items = newItems
        let newTitle = UILabel()
        let newBack = UILabel()
        configure(newTitle, back: newBack)
        apply(to: newTitle, back: newBack)
        titleLabel = newTitle
        backLabel = newBack
        UIView.performWithoutAnimation {
            newTitle.alpha = 0
            newBack.alpha = 0
            addSubview(newBack)
            addSubview(newTitle)
            layoutSubviews()
        }
        UIView.animate(
            withDuration: duration,
            animations: {
                oldTitle.alpha = 0
                oldBack.alpha = 0
                newTitle.alpha = 1
                newBack.alpha = 1
            })
    }

    /// Ends a cross-fade: the new labels stay, the old ones leave.
    func finishTransition() {
        guard let (oldTitle, oldBack, _) = outgoing else { return }
        outgoing = nil
        oldTitle.removeFromSuperview()
        oldBack.removeFromSuperview()
        UIView.performWithoutAnimation {
            titleLabel.layer.removeAllAnimations()
            backLabel.layer.removeAllAnimations()
            titleLabel.alpha = 1
            backLabel.alpha = 1
        }
    }

    /// Undoes a cross-fade after a cancelled transition: back to `previousItems`.
    func revertTransition(to previousItems: [UINavigationItem]) {
        guard let (oldTitle, oldBack, oldChoices) = outgoing else {
            setItems(previousItems, animated: false)
            return
        }
        outgoing = nil
        titleLabel.removeFromSuperview()
        backLabel.removeFromSuperview()
        titleLabel = oldTitle
        backLabel = oldBack
        backChoices = oldChoices
        items = previousItems
        UIView.performWithoutAnimation {
            oldTitle.layer.removeAllAnimations()
            oldBack.layer.removeAllAnimations()
            oldTitle.alpha = 1
            oldBack.alpha = 1
        }
    }
}
