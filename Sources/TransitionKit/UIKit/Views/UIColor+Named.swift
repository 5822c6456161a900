import Foundation
import Synchronization

extension UIColor {
    /// The colour registered as `name` (`registerColor(_:named:)`); nil if none, as UIKit
    /// returns nil for a colour missing from the asset catalogue. There is no asset catalogue
    /// here: register the app's named colours first (ours). Source: Apple's UIKit
    /// documentation for `init(named:)`.
    public convenience init?(named name: String) {
        guard let color = UIColor.namedColors.withLock({ $0[name] }) else { return nil }
        self.init(color.rgba)
    }

    /// `init(named:)`; the bundle and the traits do not change the colour found (ours).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// Makes `color` available as `UIColor(named: name)`. Ours: the asset catalogue's part.
    public static func registerColor(_ color: UIColor, named name: String) {
        namedColors.withLock { $0[name] = color }
    }

    /// Forgets every registered colour. Ours (for tests).
    public static func removeRegisteredColors() {
        namedColors.withLock { $0.removeAll() }
    }

    private static let namedColors = Mutex<[String: UIColor]>([:])
}
