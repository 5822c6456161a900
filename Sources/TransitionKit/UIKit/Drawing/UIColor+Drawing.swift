import Foundation

extension UIColor {
    /// Makes this the fill and stroke colour of the current graphics context.
    /// Source: Apple's documentation for `UIColor.set()`.
    @preconcurrency @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill colour of the current graphics context.
    @preconcurrency @MainActor
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke colour of the current graphics context.
    @preconcurrency @MainActor
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
