import Foundation

extension UIButton {
    /// The kinds of button, as UIKit's `UIButton.ButtonType` (same raw values). Here they
    /// differ only in the default title colour. Source: UIKit SDK (`UIButton.h`).
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The system style (iOS 7).
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button on light content.
        case infoLight = 3
        /// An information button on dark content.
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A close button (iOS 13).
        case close = 7

        /// The old rounded-rectangle style: `.system` now.
        public static let roundedRect = ButtonType.system
    }
}
