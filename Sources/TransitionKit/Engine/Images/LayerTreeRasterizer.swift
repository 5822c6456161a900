import Foundation

/// Paints a frozen view tree (what a `CGContext` records) into an RGBA bitmap: what an image
/// drawn from views holds for code that reads its pixels. Ours.
///
/// Back to front, each visible view is mapped to pixels through its layer's geometry (bounds,
/// anchor point, transform, position) and the scale; a pixel belongs to a view when its centre
/// maps inside the view's bounds (rounded by `cornerRadius`) and inside every `masksToBounds`
/// ancestor, without antialiasing. In order it gets the fill (`backgroundColor`), an image
/// view's image (placed by `contentMode`, nearest pixel), the border (`borderWidth`, inside
/// the bounds, `borderColor` or black) and a label's text as ink coverage: each line's box
/// (0.55 em a character, 1 em tall, lines 1.2 em apart, centred vertically, aligned by
/// `textAlignment`) in the text colour at `textCoverage` of its opacity. Colours blend source
/// over, with the views' opacities multiplied down the tree.
@MainActor
enum LayerTreeRasterizer {
    /// How much of a line's box the glyphs cover, 0…1: 0.3 (ours).
    static let textCoverage: Double = 0.3

    /// The bitmap of `root` (its frame in image points at the origin) at `scale` pixels per
    /// point, `width` × `height` pixels; nil when either is 0.
    static func rasterize(_ root: UIView, width: Int, height: Int, scale: CGFloat) -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        var canvas = Canvas(width: width, height: height)
        var clips: [Clip] = []
        let toPixels = root.layer.transformToSuperlayer.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        paint(root, toPixels: toPixels, opacity: 1, clips: &clips, canvas: &canvas)
        return CGImage(width: width, height: height, pixelData: canvas.bytes())
    }

    /// Premultiplied RGBA, 0…1 each, row by row from the top.
    private struct Canvas {
        let width: Int
        let height: Int
        var pixels: [Double]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            pixels = [Double](repeating: 0, count: width * height * 4)
        }

        /// Blends `color` at opacity `alpha` (0…1) over pixel `x`, `y`.
        mutating func blend(_ color: RGBA, alpha: Double, x: Int, y: Int) {
            let a = Double(color.alpha) * alpha
            guard a > 0 else { return }
            let i = (y * width + x) * 4
            let keep = 1 - a
            pixels[i] = Double(color.red) * a + pixels[i] * keep
            pixels[i + 1] = Double(color.green) * a + pixels[i + 1] * keep
            pixels[i + 2] = Double(color.blue) * a + pixels[i + 2] * keep
            pixels[i + 3] = a + pixels[i + 3] * keep
        }

        /// 8-bit RGBA, alpha not premultiplied.
        func bytes() -> [UInt8] {
            var out = [UInt8](repeating: 0, count: pixels.count)
            for i in stride(from: 0, to: pixels.count, by: 4) {
                let a = pixels[i + 3]
                guard a > 0 else { continue }
                for c in 0..<3 { out[i + c] = Self.byte(pixels[i + c] / a) }
                out[i + 3] = Self.byte(a)
            }
            return out
        }

        private static func byte(_ value: Double) -> UInt8 {
            UInt8((min(max(value, 0), 1) * 255).rounded())
        }
    }

    private static func paint(
        _ view: UIView, toPixels: CGAffineTransform, opacity: Double, clips: inout [Clip], canvas: inout Canvas
    ) {
        let layer = view.layer
        let alpha = opacity * min(max(Double(layer.opacity), 0), 1)
        guard !layer.isHidden, alpha > 0 else { return }
        let bounds = layer.bounds
        let determinant = toPixels.a * toPixels.d - toPixels.b * toPixels.c
        guard abs(determinant) > 1e-12, bounds.width > 0, bounds.height > 0 else { return }
        let fromPixels = toPixels.inverted()
        let clipCount = clips.count
        defer { clips.removeSubrange(clipCount...) }
        let box = bounds.applying(toPixels)
        let columns = max(0, Int(box.minX.rounded(.down)))..<min(canvas.width, Int(box.maxX.rounded(.up)))
        let rows = max(0, Int(box.minY.rounded(.down)))..<min(canvas.height, Int(box.maxY.rounded(.up)))
        if !columns.isEmpty, !rows.isEmpty {
            let shape = Shape(bounds: bounds, cornerRadius: layer.cornerRadius, fromPixels: fromPixels)
            let content = Content(view, bounds: bounds)
            for y in rows {
                for x in columns {
                    let point = shape.local(x, y)
                    guard shape.contains(point), clips.allSatisfy({ $0.shape.contains($0.shape.local(x, y)) }) else {
                        continue
                    }
                    content.paint(at: point, alpha: alpha, x: x, y: y, canvas: &canvas)
                }
            }
        }
        if layer.masksToBounds {
            clips.append(Clip(shape: Shape(bounds: bounds, cornerRadius: layer.cornerRadius, fromPixels: fromPixels)))
        }
        for subview in view.subviews {
            paint(
                subview, toPixels: subview.layer.transformToSuperlayer.concatenating(toPixels), opacity: alpha,
                clips: &clips, canvas: &canvas)
        }
    }

    /// A view's rounded bounds and the map from pixels to them.
    @MainActor
    private struct Shape {
        let minX: Double
        let minY: Double
        let maxX: Double
        let maxY: Double
        let radius: Double
        let a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

        init(bounds: CGRect, cornerRadius: CGFloat, fromPixels m: CGAffineTransform) {
            minX = Double(bounds.minX)
            minY = Double(bounds.minY)
            maxX = Double(bounds.maxX)
            maxY = Double(bounds.maxY)
            radius = min(Double(cornerRadius), (maxX - minX) / 2, (maxY - minY) / 2)
            (a, b, c, d, tx, ty) = (Double(m.a), Double(m.b), Double(m.c), Double(m.d), Double(m.tx), Double(m.ty))
        }

        /// The bounds point under the centre of pixel `x`, `y`.
        func local(_ x: Int, _ y: Int) -> (x: Double, y: Double) {
            let px = Double(x) + 0.5
            let py = Double(y) + 0.5
            return (a * px + c * py + tx, b * px + d * py + ty)
        }

        /// Whether `point` is inside the bounds (half-open) with the corners rounded.
        func contains(_ point: (x: Double, y: Double)) -> Bool {
            LayerTreeRasterizer.contains(point, minX, minY, maxX, maxY, radius)
        }
    }

    /// A `masksToBounds` ancestor: pixels must map inside its (rounded) bounds.
    private struct Clip {
        let shape: Shape
    }

    /// What a view paints at a point of its bounds: fill, image, border, text ink.
    @MainActor
    private struct Content {
        let fill: RGBA?
        let image: (bitmap: CGImage, rect: CGRect)?
        let border: RGBA?
        let inner: (minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double)
        let ink: RGBA?
        let lines: [CGRect]

        init(_ view: UIView, bounds: CGRect) {
            let layer = view.layer
            fill = layer.backgroundColor?.rgba
            border =
                layer.borderWidth > 0 ? (layer.borderColor?.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1)) : nil
            let insetBounds = bounds.insetBy(dx: layer.borderWidth, dy: layer.borderWidth)
            inner = (
                Double(insetBounds.minX), Double(insetBounds.minY), Double(insetBounds.maxX), Double(insetBounds.maxY),
                max(
                    0,
                    min(
                        Double(layer.cornerRadius - layer.borderWidth), Double(insetBounds.width) / 2,
                        Double(insetBounds.height) / 2))
            )
            if let imageView = view as? UIImageView, let picture = imageView.image, let bitmap = picture.cgImage {
                image = (bitmap, imageView.contentMode.contentRect(forContentOfSize: picture.size, in: bounds))
            } else {
                image = nil
            }
            let label = view as? UILabel
            ink = label?.textColor?.rgba
            lines = label.map { LayerTreeRasterizer.textLines(of: $0, in: bounds) } ?? []
        }

        func paint(at point: (x: Double, y: Double), alpha: Double, x: Int, y: Int, canvas: inout Canvas) {
            if let fill { canvas.blend(fill, alpha: alpha, x: x, y: y) }
            if let image, let color = LayerTreeRasterizer.sample(image.bitmap, image.rect, at: point) {
                canvas.blend(color, alpha: alpha, x: x, y: y)
            }
            if let border,
                !LayerTreeRasterizer.contains(point, inner.minX, inner.minY, inner.maxX, inner.maxY, inner.radius)
            {
                canvas.blend(border, alpha: alpha, x: x, y: y)
            }
            if let ink {
                for line in lines
                where point.x >= Double(line.minX) && point.x < Double(line.maxX) && point.y >= Double(line.minY)
                    && point.y < Double(line.maxY)
                {
                    canvas.blend(ink, alpha: alpha * LayerTreeRasterizer.textCoverage, x: x, y: y)
                    break
                }
            }
        }
    }

    /// Whether `point` is inside the rectangle `minX`…`maxX` × `minY`…`maxY` (half-open) with
    /// its corners rounded by `radius` (at most half the shorter side).
    private static func contains(
        _ point: (x: Double, y: Double), _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double,
        _ radius: Double
    ) -> Bool {
        guard point.x >= minX, point.x < maxX, point.y >= minY, point.y < maxY else { return false }
        guard radius > 0 else { return true }
        let cx = min(max(point.x, minX + radius), maxX - radius)
        let cy = min(max(point.y, minY + radius), maxY - radius)
        return (point.x - cx) * (point.x - cx) + (point.y - cy) * (point.y - cy) <= radius * radius
    }

    /// The pixel of `bitmap` (placed at `rect`) under `point`, or nil outside.
    private static func sample(_ bitmap: CGImage, _ rect: CGRect, at point: (x: Double, y: Double)) -> RGBA? {
        guard rect.width > 0, rect.height > 0, bitmap.width > 0, bitmap.height > 0 else { return nil }
        let u = (point.x - Double(rect.minX)) / Double(rect.width)
        let v = (point.y - Double(rect.minY)) / Double(rect.height)
        guard u >= 0, u < 1, v >= 0, v < 1 else { return nil }
        let pixel = bitmap.pixel(
            x: min(Int(u * Double(bitmap.width)), bitmap.width - 1),
            y: min(Int(v * Double(bitmap.height)), bitmap.height - 1))
        return RGBA(red: pixel.red, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha)
    }

    /// The boxes of a label's lines of text in its bounds (see the type's description).
    static func textLines(of label: UILabel, in bounds: CGRect) -> [CGRect] {
        guard let text = label.text, !text.isEmpty else { return [] }
        let em = label.font?.pointSize ?? 17
        let characterWidth = em * UILabel.characterWidth
        let lineHeight = em * UILabel.lineHeight
        let perLine = max(1, Int(bounds.width / characterWidth))
        var lines: [Int] = []
        if label.numberOfLines == 1 {
            lines = [min(text.replacingOccurrences(of: "\n", with: " ").count, perLine)]
        } else {
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                var length = 0
                for word in paragraph.split(separator: " ") {
                    let needed = length == 0 ? word.count : length + 1 + word.count
                    if needed > perLine && length > 0 {
                        lines.append(length)
                        length = min(word.count, perLine)
                    } else {
                        length = min(needed, perLine)
                    }
                }
                lines.append(length)
            }
            let fitting = max(1, Int(bounds.height / lineHeight))
            let limit = label.numberOfLines > 0 ? min(label.numberOfLines, fitting) : fitting
            lines = Array(lines.prefix(limit))
        }
        let top = bounds.midY - CGFloat(lines.count) * lineHeight / 2
        return lines.enumerated().compactMap { index, count in
            guard count > 0 else { return nil }
            let width = CGFloat(count) * characterWidth
            let x: CGFloat
            switch label.textAlignment {
            case .center: x = bounds.midX - width / 2
            case .right: x = bounds.maxX - width
            default: x = bounds.minX
            }
            return CGRect(x: x, y: top + CGFloat(index) * lineHeight + (lineHeight - em) / 2, width: width, height: em)
        }
    }
}
