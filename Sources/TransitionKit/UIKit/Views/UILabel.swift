import Foundation

/// A view that draws one or more lines of text, as UIKit's `UILabel`.
///
/// The terminal renderer draws the text in cells, centred vertically in the label's bounds;
/// with `numberOfLines` 1 it stays on one line (truncated with "…"), with 0 or more it wraps
/// at word boundaries. Source: Apple's UIKit documentation for `UILabel`.
@preconcurrency @MainActor
open class UILabel: UIView {
    // What the renderer reads every frame is `@exclusivity(unchecked)`, as CALayer's values are.
    /// The text; nil draws nothing. Setting it replaces `attributedText` with plain text.
    @exclusivity(unchecked) open var text: String? {
        willSet {
            AnimationEngine.shared.journal.noteLabel(self)
            AnimationEngine.shared.noteChange(from: text, to: newValue)
        }
        didSet { attributed = nil }
    }
    /// The text with attributes, as UIKit's `attributedText`: setting it sets `text` to its
    /// string, which is what the terminal draws (the attributes — fonts, colours, kerning — are
    /// kept and not drawn; ours). Reading it gives what was set, or `text` as an attributed
    /// string without attributes (nil without text). Source: Apple's UIKit documentation for
    /// `attributedText`.
    open var attributedText: NSAttributedString? {
        get { attributed ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            attributed = newValue
        }
    }
    private var attributed: NSAttributedString?
    /// Text colour (default `.label`, black).
    @exclusivity(unchecked) open var textColor: UIColor! = .label {
        willSet {
            AnimationEngine.shared.journal.noteLabel(self)
            AnimationEngine.shared.noteChange(from: textColor, to: newValue)
        }
    }
    /// Font (default system 17 pt).
    @exclusivity(unchecked) open var font: UIFont! = .systemFont(ofSize: 17) {
        willSet {
            AnimationEngine.shared.journal.noteLabel(self)
            AnimationEngine.shared.noteChange(from: font, to: newValue)
        }
    }
    /// Horizontal alignment (default `.natural`, which is left).
    @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural {
        willSet {
            AnimationEngine.shared.journal.noteLabel(self)
            AnimationEngine.shared.noteChange(from: textAlignment, to: newValue)
        }
    }
    /// Maximum number of lines; 0 means as many as needed. Default 1.
    @exclusivity(unchecked) open var numberOfLines = 1 {
        willSet {
            AnimationEngine.shared.journal.noteLabel(self)
            AnimationEngine.shared.noteChange(from: numberOfLines, to: newValue)
        }
    }

    /// Width of a character, in ems, where no `TextMetrics` are installed (ours: there are no
    /// font metrics in a terminal).
    static let characterWidth: CGFloat = 0.55
    /// Height of a line, in ems, where no `TextMetrics` are installed (ours).
    static let lineHeight: CGFloat = 1.2

    /// The size the text needs, in points: its widest line and its lines as the display that
    /// draws it measures them (`TextMetrics.current`: a terminal's cells, so that a label as
    /// wide as its text shows it whole), else an estimate of 0.55 em per character and 1.2 em
    /// per line. Ours (there are no font metrics in a terminal); UIKit measures with the font.
    open var intrinsicContentSize: CGSize {
        TextMetrics.size(of: text ?? "", font: font)
    }

    /// Resizes the label to its `intrinsicContentSize`, keeping its origin.
    open func sizeToFit() {
        let size = intrinsicContentSize
        bounds = CGRect(origin: bounds.origin, size: size)
    }

    override func makeContentCopy() -> UIView {
        let copy = UILabel(frame: .zero)
        copy.text = text
        copy.attributed = attributed
        copy.textColor = textColor
        copy.font = font
        copy.textAlignment = textAlignment
        copy.numberOfLines = numberOfLines
        return copy
    }
}
