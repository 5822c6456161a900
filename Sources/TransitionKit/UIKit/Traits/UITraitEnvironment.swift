import Foundation

/// Something that has traits, as UIKit's `UITraitEnvironment`: views and view controllers.
/// Source: Apple's UIKit documentation.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits of the environment (`UITraitCollection.current` everywhere here).
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed: never here, as they do not change (ours).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
