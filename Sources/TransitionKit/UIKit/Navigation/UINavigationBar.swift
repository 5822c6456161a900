import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle and a
/// back button ("‹ Title" of the item below) on the left, as UIKit's `UINavigationBar`.
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

    private var outgoing: (title: UILabel, back: UILabel)?

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
        if let backItem, topItem?.hidesBackButton != true {
            let text = backItem.backButtonTitle ?? backItem.title ?? "Back"
            back.text = "‹ " + (text.count > 12 ? "Back" : text)
        } else {
            back.text = nil
        }
    }

    /// Places the labels in the bottom 44 points (below the status-bar area): the title across
    /// the bar less 8 points each side, its text centred, so a long title has the whole bar
    /// when nothing else is there; the back label from 8 points in to 8 points before the
    /// title's text (as its `intrinsicContentSize` estimates it), at least the left quarter —
    /// as UIKit's back button takes the room the title leaves. The back label lies behind the
    /// title: where they meet, the renderer cuts the back title first, as UIKit shortens the
    /// back button before the title. Ours.
    open override func layoutSubviews() {
        let top = bounds.height - UINavigationBar.contentHeight
        let width = bounds.width
        let height = UINavigationBar.contentHeight
        for (title, back) in [(titleLabel, backLabel), outgoing].compactMap({ $0 }) {
            title.frame = CGRect(x: 8, y: top, width: max(width - 16, 0), height: height)
            let titleWidth = min(title.intrinsicContentSize.width, width - 16)
            back.frame = CGRect(
                x: 8, y: top, width: max(width * 0.25 - 8, (width - titleWidth) / 2 - 16), height: height)
        }
    }

    // MARK: Transitions (internal)

    /// Starts cross-fading to `items` over `duration` seconds.
    func beginTransition(to newItems: [UINavigationItem], duration: TimeInterval) {
        finishTransition()
        let oldTitle = titleLabel
        let oldBack = backLabel
        outgoing = (oldTitle, oldBack)
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
        guard let (oldTitle, oldBack) = outgoing else { return }
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
        guard let (oldTitle, oldBack) = outgoing else {
            setItems(previousItems, animated: false)
            return
        }
        outgoing = nil
        titleLabel.removeFromSuperview()
        backLabel.removeFromSuperview()
        titleLabel = oldTitle
        backLabel = oldBack
        items = previousItems
        UIView.performWithoutAnimation {
            oldTitle.layer.removeAllAnimations()
            oldBack.layer.removeAllAnimations()
            oldTitle.alpha = 1
            oldBack.alpha = 1
        }
    }
}
