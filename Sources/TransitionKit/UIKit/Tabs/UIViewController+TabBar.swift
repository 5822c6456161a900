import Foundation

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller, nil if none. Source: Apple's docs for
    /// `tabBarController`.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
