import Foundation

/// The attribute keys UIKit adds to `NSAttributedString.Key` that labels' attributed text
/// uses most, with UIKit's raw values. Foundation on Linux has none of them. Stored with the
/// text; a label draws its plain string (see `UILabel.attributedText`). Source: Apple's UIKit
/// documentation for `NSAttributedString.Key`.
extension NSAttributedString.Key {
    /// The font (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between characters, points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
}
