import Foundation

extension UIImage {
    /// Draws the image stretched into `rect` (points) in the current graphics context.
    /// Source: Apple's documentation for `UIImage.draw(in:)`.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image stretched into `rect` at opacity `alpha` (0…1); `blendMode` draws as
    /// `.normal` (see `CGContext`).
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), cgImage != nil else { return }
        let area = rect.standardized
        let view = UIImageView(frame: CGRect(origin: .zero, size: area.size))
        view.image = self
        view.alpha = min(max(alpha, 0), 1)
        context.record(view, boundsToUser: CGAffineTransform(translationX: area.minX, y: area.minY))
    }

    /// Draws the image at its size with its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
