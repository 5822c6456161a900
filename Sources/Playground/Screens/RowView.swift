import Foundation
import TransitionKit

/// One row box of a rows screen: a filled box with a title, an optional subtitle below it and
/// a "›" on the right (every row pushes a screen). Ours.
@preconcurrency @MainActor
public final class RowView: UIView {
    /// The title, 17 pt semibold.
    public let titleLabel = UILabel(frame: .zero)
    /// The subtitle, 13 pt; hidden when the row has none.
    public let subtitleLabel = UILabel(frame: .zero)
    /// The disclosure chevron "›".
    public let chevronLabel = UILabel(frame: .zero)

    /// A row box showing `row`.
    public init(row: ScreenRow) {
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        subtitleLabel.font = .systemFont(ofSize: 13)
        chevronLabel.text = "›"
        chevronLabel.textAlignment = .right
        // The title in front of the subtitle: where both land on one row of cells, the title shows.
        for label in [subtitleLabel, titleLabel, chevronLabel] { addSubview(label) }
        show(row)
    }

    /// Shows `row`'s title and subtitle: for a new box, and for one reused for another row as
    /// the list scrolls (as a table view's data source configures a dequeued cell).
    func show(_ row: ScreenRow) {
        titleLabel.text = row.title
        subtitleLabel.text = row.subtitle
        guard subtitleLabel.isHidden != (row.subtitle == nil) else { return }
        subtitleLabel.isHidden = row.subtitle == nil
        setNeedsLayout()
    }

    /// Row views are not decoded from archives; always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Applies the colours of a selected or unselected row on a screen of colour `background`.
    func applyColors(selected: Bool, on background: UIColor) {
        backgroundColor = selected ? ScreenPalette.selection : ScreenPalette.row(on: background)
        // A thick border too, so the selection shows without colour (drawn heavy: ┏━┓).
        layer.borderWidth = selected ? 2 : 0
        layer.borderColor = selected ? ScreenPalette.selection.cgColor : nil
        let text = selected ? ScreenPalette.selectionText : UIColor.label
        titleLabel.textColor = text
        subtitleLabel.textColor = selected ? text : .darkGray
        chevronLabel.textColor = selected ? text : .systemGray
    }

    /// Title in the upper half and subtitle in the lower (title centred when there is no
    /// subtitle), 16 points from the left; chevron in the rightmost 36 points. Points.
    public override func layoutSubviews() {
        let size = bounds.size
        let textWidth = max(0, size.width - 16 - 40)
        if subtitleLabel.isHidden {
            titleLabel.frame = CGRect(x: 16, y: 0, width: textWidth, height: size.height)
        } else {
            titleLabel.frame = CGRect(x: 16, y: 8, width: textWidth, height: size.height / 2 - 8)
            subtitleLabel.frame = CGRect(x: 16, y: size.height / 2, width: textWidth, height: size.height / 2 - 8)
        }
        chevronLabel.frame = CGRect(x: max(0, size.width - 36), y: 0, width: 20, height: size.height)
    }
}
