import Foundation

/// View controllers have traits (`traitCollection`, in `UIViewController`'s body so that
/// subclasses override `traitCollectionDidChange(_:)`). Source: Apple's UIKit documentation.
extension UIViewController: UITraitEnvironment {}
