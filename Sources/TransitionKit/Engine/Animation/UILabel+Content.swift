import Foundation

extension UILabel {
    /// What a label shows: its text and the properties that style it (for `ChangeJournal`).
    struct Content {
        var text: String?
        var textColor: UIColor?
        var font: UIFont?
        var textAlignment: NSTextAlignment
        var numberOfLines: Int
    }

    /// The label's text and style, read or set at once.
    var content: Content {
        get {
            Content(
                text: text, textColor: textColor, font: font, textAlignment: textAlignment,
                numberOfLines: numberOfLines)
        }
        set {
            text = newValue.text
            textColor = newValue.textColor
            font = newValue.font
            textAlignment = newValue.textAlignment
            numberOfLines = newValue.numberOfLines
        }
    }
}
