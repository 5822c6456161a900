import Foundation

/// The bar at the bottom of a tab bar controller, one item per tab with its title, the selected
/// one in `tintColor` (system blue), as UIKit's `UITabBar`.
///
/// A finger lifted on the item it came down on selects that item's tab as the user's tap does,
/// through `UITabBarController.tapTabBarItem(at:)` (`shouldSelect`, the animator, `didSelect`);
/// a finger that slides to another item, or is cancelled, selects nothing. Ours: UIKit's items
/// are private buttons reporting to the controller; here the bar reports itself.
///
/// It is `contentHeight` (49) points tall at the bottom of the controller's view (ours: UIKit
/// adds the bottom safe-area inset below the items; here the bar is 49 points, over the home
/// indicator's area). Source: Apple's UIKit documentation for `UITabBar`.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height, points (UIKit's 49 without the safe area).
    public static let contentHeight: CGFloat = 49

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        didSet { rebuildLabels() }
    }
    /// The item shown selected.
    open var selectedItem: UITabBarItem? {
        didSet { colourLabels() }
    }
    /// The colour of the other items' titles (default `.systemGray`).
    open var unselectedItemTintColor: UIColor? {
        didSet { colourLabels() }
    }
    /// The bar's background tint (default nil). Stored: the bar is drawn in `.systemGray6`.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent (default true). Stored.
    open var isTranslucent = true

    private var labels: [UILabel] = []
    /// The tab bar controller whose bar this is, told of taps (UIKit's controller is the bar's
    /// private delegate).
    weak var tabBarController: UITabBarController?
    /// The item the finger came down on, while it is down.
    private var pressedIndex: Int?

    /// Creates an empty bar with frame `frame`, in points, in `.systemGray6`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        accessibilityIdentifier = "tab bar"
    }

    /// Bars are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the items (without animation here).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The item under `point` (the bar's coordinates): the bar is split into equal widths.
    /// Ours, for hit-testing a tap.
    public func itemIndex(at point: CGPoint) -> Int? {
        guard let items, !items.isEmpty, bounds.contains(point), bounds.width > 0 else { return nil }
        let index = Int(point.x / (bounds.width / CGFloat(items.count)))
        return min(max(index, 0), items.count - 1)
    }

    /// Notes the item the finger comes down on.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedIndex = touches.first.flatMap { itemIndex(at: $0.location(in: self)) }
    }

    /// Selects the pressed item's tab if the finger lifts on it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { pressedIndex = nil }
        guard let pressed = pressedIndex, let touch = touches.first,
            itemIndex(at: touch.location(in: self)) == pressed
        else { return }
        tabBarController?.tapTabBarItem(at: pressed)
    }

    /// Forgets the pressed item: a cancelled touch selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedIndex = nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let count = CGFloat(max(labels.count, 1))
        let width = bounds.width / count
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }

    private func rebuildLabels() {
        for label in labels { label.removeFromSuperview() }
        labels = (items ?? []).map { item in
            let label = UILabel()
            label.text = item.title
            label.font = .systemFont(ofSize: 10)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false  // UILabel's default in UIKit: touches reach the bar
            return label
        }
        for label in labels { addSubview(label) }
        colourLabels()
        setNeedsLayout()
        layoutIfNeeded()
    }

    private func colourLabels() {
        for (label, item) in zip(labels, items ?? []) {
            label.text = item.title
            label.textColor =
                item === selectedItem ? (tintColor ?? .systemBlue) : (unselectedItemTintColor ?? .systemGray)
        }
    }
}
