import Foundation

/// A button, as UIKit's `UIButton` (the classic API, without `UIButton.Configuration`): a
/// control with a title per state, shown in `titleLabel` centred in the bounds, that sends
/// `.touchUpInside` (and `.primaryActionTriggered`) when tapped. A title not set for the
/// current state falls back to the `.normal` one, as UIKit does; the title colour likewise
/// (default system blue for `.system` buttons, white for `.custom`). The label does not take
/// touches, so a tap on the title is a tap on the button, and a single-tap recognizer of a view
/// behind does not take the button's tap. Source: Apple's UIKit documentation for `UIButton`
/// and, for the taps, "Interacting with other user interface controls" in "Handling UIKit
/// gestures".
@preconcurrency @MainActor
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var label: UILabel?

    /// The button's type, set at creation.
    open private(set) var buttonType: UIButton.ButtonType = .custom

    /// A `.custom` button with frame `frame`, in points.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Buttons are not decoded from archives here; always returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A button of `buttonType` with a zero frame.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` whose title is `primaryAction`'s and that runs it when tapped
    /// (iOS 14).
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A `.custom` button with frame `frame` running `primaryAction` when tapped (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// The label showing the current title, created on first use.
    open var titleLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: bounds)
        made.textAlignment = .center
        made.isUserInteractionEnabled = false
        label = made
        addSubview(made)
        updateTitle()
        return made
    }

    /// Sets the title shown in `state` (nil removes it).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title set for `state` (the `.normal` one when none is).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// Sets the title colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title colour for `state` (the `.normal` one, else the type's default).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
            ?? (buttonType == .custom ? .white : .systemBlue)
    }

    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .systemBlue }

    open override var isHighlighted: Bool {
        didSet { updateTitle() }
    }

    open override var isSelected: Bool {
        didSet { updateTitle() }
    }

    open override var isEnabled: Bool {
        didSet { updateTitle() }
    }

    /// False for another view's single-finger single-tap recognizer, so that a tap on the
    /// button is the button's, as Apple documents for controls' default actions since iOS 6;
    /// true otherwise.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label?.frame = bounds
    }

    private func updateTitle() {
        let title = currentTitle
        if label == nil, title == nil { return }
        guard let label = titleLabel else { return }
        label.text = title
        label.textColor = currentTitleColor
        label.frame = bounds
    }
}
