import Foundation

/// Views have traits (`traitCollection`, in `UIView`'s body so that subclasses override
/// `traitCollectionDidChange(_:)`). Source: Apple's UIKit documentation.
extension UIView: UITraitEnvironment {}
