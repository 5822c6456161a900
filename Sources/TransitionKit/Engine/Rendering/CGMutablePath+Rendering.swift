import Foundation

extension CGMutablePath {
    /// Removes every element, keeping the storage for the next path built in it (the renderer
    /// builds rounded outlines into a path it keeps). Ours.
    @_spi(Rendering)
    public func removeAllElements() {
        elements.removeAll(keepingCapacity: true)
    }

    /// Adds the closed rectangle whose `corners` are rounded with elliptical radii
    /// `cornerRadii` (points, each clamped to half the side), the others square; clockwise on
    /// screen from the top side: the path of `UIBezierPath(roundedRect:byRoundingCorners:
    /// cornerRadii:)`, which the renderer also builds for rounded layers into a path it keeps.
    /// Ours.
    @_spi(Rendering)
    public func addRoundedRect(_ rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = rect.standardized
        let w = min(max(cornerRadii.width, 0), r.width / 2)
        let h = min(max(cornerRadii.height, 0), r.height / 2)
        func rounds(_ corner: UIRectCorner) -> Bool { corners.contains(corner) && w > 0 && h > 0 }
        move(to: CGPoint(x: r.minX + (rounds(.topLeft) ? w : 0), y: r.minY))
        // Each corner in turn (no array of them: this runs per rounded layer per frame).
        func corner(_ corner: UIRectCorner, point: CGPoint, centre: CGPoint, start: CGFloat) {
            if rounds(corner) {
                let ellipse = CGAffineTransform(scaleX: w, y: h)
                    .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
                addLine(to: CGPoint(x: cos(start), y: sin(start)), transform: ellipse)
                addRelativeArc(center: .zero, radius: 1, startAngle: start, delta: .pi / 2, transform: ellipse)
            } else {
                addLine(to: point)
            }
        }
        corner(
            .topRight, point: CGPoint(x: r.maxX, y: r.minY), centre: CGPoint(x: r.maxX - w, y: r.minY + h),
            start: -.pi / 2)
        corner(
            .bottomRight, point: CGPoint(x: r.maxX, y: r.maxY), centre: CGPoint(x: r.maxX - w, y: r.maxY - h), start: 0)
        corner(
            .bottomLeft, point: CGPoint(x: r.minX, y: r.maxY), centre: CGPoint(x: r.minX + w, y: r.maxY - h),
            start: .pi / 2)
        corner(
            .topLeft, point: CGPoint(x: r.minX, y: r.minY), centre: CGPoint(x: r.minX + w, y: r.minY + h), start: .pi)
        closeSubpath()
    }
}
