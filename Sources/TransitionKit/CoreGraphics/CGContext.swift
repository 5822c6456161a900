import Foundation

/// A drawing destination, as Core Graphics' `CGContext`: here always a bitmap context made by
/// `UIGraphicsImageRenderer` or `UIGraphicsBeginImageContextWithOptions`.
///
/// Coordinates are UIKit's: points, origin at the top left, y down; the current transform
/// (`ctm`) maps them to the image's points (ours: Core Graphics' own CTM also holds the scale
/// to pixels and a flip, which UIKit's contexts undo). Drawing is recorded, not painted: each
/// operation becomes a frozen view (a fill a filled view, a stroke a bordered one, an image an
/// image view, `CALayer.render(in:)` a frozen copy of the layer's views), laid over the ones
/// before in a tree the size of the image. The image made from the context
/// (`makeImage()`, `UIGraphicsGetImageFromCurrentImageContext()`, the renderer's image) is
/// that tree rasterised to pixels, and keeps the tree for the terminal to draw. Consequences
/// (ours): blend modes all draw as `.normal`; `clear(_:)` removes earlier drawings that lie
/// wholly inside the rectangle; clipping is to the bounding box of the clip rectangle in image
/// points; ellipses are rounded rectangles (circles exactly). Source: Apple's Core Graphics
/// documentation for `CGContext`.
@preconcurrency @MainActor
public final class CGContext {
    /// Width of the bitmap, pixels.
    public let width: Int
    /// Height of the bitmap, pixels.
    public let height: Int
    /// Pixels per point.
    let scale: CGFloat
    /// The drawings so far: a view the size of the image in points, at the origin.
    let canvas: UIView

    private struct GraphicsState {
        var ctm: CGAffineTransform = .identity
        var fillColor = CGColor(gray: 0, alpha: 1)
        var strokeColor = CGColor(gray: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        /// The clip rectangle in image points, if any.
        var clip: CGRect?
        /// The clipping view drawings go into while the clip is set (when it is still the
        /// frontmost drawing).
        var clipView: UIView?
    }

    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []

    /// A context for an image of `size` points at `scale` pixels per point (≤ 0: the main
    /// screen's), black underneath when `opaque` (as an opaque bitmap starts out), with user
    /// space mapped to image points by `transform`.
    init(size: CGSize, scale: CGFloat, opaque: Bool, transform: CGAffineTransform = .identity) {
        let scale = scale > 0 ? scale : UIScreen.main.scale
        self.scale = scale
        width = max(0, Int((size.width * scale).rounded()))
        height = max(0, Int((size.height * scale).rounded()))
        canvas = UIView(frame: CGRect(origin: .zero, size: size))
        canvas.isUserInteractionEnabled = false
        if opaque { canvas.backgroundColor = .black }
        state.ctm = transform
    }

    // MARK: Graphics state

    /// The current transform: user space to the image's points (see the type's description).
    public var ctm: CGAffineTransform { state.ctm }

    /// Pushes the graphics state (transform, colours, line width, alpha, clip).
    public func saveGState() {
        savedStates.append(state)
    }

    /// Pops the graphics state pushed last; does nothing if none was.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// Moves the origin of user space by (`tx`, `ty`) points.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space by `sx`, `sy`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (positive: clockwise on screen, y down).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user space before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    /// Sets the fill colour from components, each 0…1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a grey (0 black … 1 white) with `alpha`.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    /// Sets the stroke colour from components, each 0…1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour to a grey with `alpha`.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the width of strokes, in user-space points (default 1).
    public func setLineWidth(_ width: CGFloat) {
        state.lineWidth = width
    }

    /// Sets the opacity, 0…1, applied to everything drawn afterwards (default 1).
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = min(max(alpha, 0), 1)
    }

    /// Sets the blend mode (stored; see the type's description).
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    /// Intersects the clip with `rect` (user space): later drawing shows only inside it.
    public func clip(to rect: CGRect) {
        let inImage = rect.standardized.applying(state.ctm)
        state.clip = state.clip.map { $0.intersection(inImage) } ?? inImage
        state.clipView = nil
    }

    /// Intersects the clip with the union of `rects` (its bounding box; ours).
    public func clip(to rects: [CGRect]) {
        guard let first = rects.first else { return }
        clip(to: rects.dropFirst().reduce(first) { $0.union($1) })
    }

    // MARK: Drawing

    /// Fills `rect` (user space) with the fill colour.
    public func fill(_ rect: CGRect) {
        let area = rect.standardized
        let view = UIView(frame: CGRect(origin: .zero, size: area.size))
        view.layer.backgroundColor = state.fillColor
        record(view, boundsToUser: CGAffineTransform(translationX: area.minX, y: area.minY))
    }

    /// Fills each of `rects`.
    public func fill(_ rects: [CGRect]) {
        for rect in rects { fill(rect) }
    }

    /// Fills the ellipse inscribed in `rect` (a circle exactly; other ellipses as rounded
    /// rectangles, ours).
    public func fillEllipse(in rect: CGRect) {
        let area = rect.standardized
        let view = UIView(frame: CGRect(origin: .zero, size: area.size))
        view.layer.backgroundColor = state.fillColor
        view.layer.cornerRadius = min(area.width, area.height) / 2
        record(view, boundsToUser: CGAffineTransform(translationX: area.minX, y: area.minY))
    }

    /// Strokes the outline of `rect` with the stroke colour and line width, centred on it.
    public func stroke(_ rect: CGRect) {
        stroke(rect, width: state.lineWidth)
    }

    /// Strokes the outline of `rect` with a line `width` points wide, centred on it.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        strokeOutline(rect, width: width, cornerRadius: 0)
    }

    /// Strokes the ellipse inscribed in `rect` (see `fillEllipse(in:)`).
    public func strokeEllipse(in rect: CGRect) {
        strokeOutline(rect, width: state.lineWidth, cornerRadius: min(rect.width, rect.height) / 2)
    }

    /// Makes `rect` transparent: earlier drawings wholly inside it are removed (see the type's
    /// description).
    public func clear(_ rect: CGRect) {
        let inImage = rect.standardized.applying(state.ctm)
        UIView.performWithoutAnimation {
            for drawing in canvas.subviews where inImage.contains(drawing.layer.frame) {
                drawing.removeFromSuperview()
            }
        }
        state.clipView = nil
    }

    /// Draws `image` stretched into `rect` (user space), upside down: Core Graphics draws
    /// images with y up, and a UIKit context flips y, so `CGContext.draw` shows them flipped
    /// (as on iOS; use `UIImage.draw(in:)`, or flip the context first, to draw upright).
    public func draw(_ image: CGImage, in rect: CGRect) {
        let area = rect.standardized
        let view = UIImageView(frame: CGRect(origin: .zero, size: area.size))
        view.image = UIImage(cgImage: image)
        let flip = CGAffineTransform(scaleX: 1, y: -1).concatenating(
            CGAffineTransform(translationX: area.minX, y: area.maxY))
        record(view, boundsToUser: flip)
    }

    /// The bitmap of everything drawn so far (RGBA, `width` × `height` pixels).
    public func makeImage() -> CGImage? {
        LayerTreeRasterizer.rasterize(canvas, width: width, height: height, scale: scale)
    }

    // MARK: Internal

    /// Records `tree` (a frozen view, root at any geometry) so that a point in its bounds
    /// coordinates lands at `boundsToUser` of it in user space; the root's own transform,
    /// position and alpha are replaced (the state's alpha applies).
    func draw(frozenTree tree: UIView, boundsToUser: CGAffineTransform) {
        UIView.performWithoutAnimation {
            tree.layer.opacity = 1
            tree.isHidden = false
        }
        record(tree, boundsToUser: boundsToUser)
    }

    /// An image of what is drawn so far: the bitmap, and a frozen copy of the drawings.
    func makeUIImage() -> UIImage {
        let tree = canvas.makeSnapshotCopy(.model)
        guard let bitmap = LayerTreeRasterizer.rasterize(tree, width: width, height: height, scale: scale) else {
            return UIImage()
        }
        return UIImage(cgImage: bitmap, scale: scale, layerTree: tree)
    }

    private func strokeOutline(_ rect: CGRect, width: CGFloat, cornerRadius: CGFloat) {
        let area = rect.standardized.insetBy(dx: -width / 2, dy: -width / 2)
        let view = UIView(frame: CGRect(origin: .zero, size: area.size))
        view.layer.borderWidth = width
        view.layer.borderColor = state.strokeColor
        view.layer.cornerRadius = cornerRadius > 0 ? cornerRadius + width / 2 : 0
        record(view, boundsToUser: CGAffineTransform(translationX: area.minX, y: area.minY))
    }

    /// Adds `view` over the drawings so far, mapped to the image by `boundsToUser` then the
    /// current transform, inside the clip.
    func record(_ view: UIView, boundsToUser: CGAffineTransform) {
        UIView.performWithoutAnimation {
            let (parent, origin) = drawingParent()
            let bounds = view.layer.bounds
            view.layer.anchorPoint = .zero
            view.layer.position = .zero
            view.layer.setAffineTransform(
                CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
                    .concatenating(boundsToUser)
                    .concatenating(state.ctm)
                    .concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y)))
            if state.alpha < 1 { view.layer.opacity *= Float(state.alpha) }
            view.isUserInteractionEnabled = false
            parent.addSubview(view)
        }
    }

    /// Where the next drawing goes, and that view's origin in image points: the canvas, or
    /// the clipping view of the current clip when it is still the frontmost drawing (else a
    /// new one).
    private func drawingParent() -> (UIView, CGPoint) {
        guard let clip = state.clip else { return (canvas, .zero) }
        if let clipView = state.clipView, canvas.subviews.last === clipView { return (clipView, clip.origin) }
        let clipView = UIView(frame: clip.isNull ? .zero : clip)
        clipView.clipsToBounds = true
        clipView.isUserInteractionEnabled = false
        canvas.addSubview(clipView)
        state.clipView = clipView
        return (clipView, clip.isNull ? .zero : clip.origin)
    }
}
