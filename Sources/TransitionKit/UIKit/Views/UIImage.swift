import Foundation
import Synchronization

/// An immutable image, as UIKit's `UIImage`: a bitmap, its scale (pixels per point) and its
/// size in points (pixels ÷ scale).
///
/// `UIImage(named:)` looks in the places registered with `registerImage(_:named:)` and
/// `registerAssetDirectory(_:)` (the playground registers its Assets and built-in images) for
/// the name as given, then with `.png`, `.jpg`, `.jpeg`, `.ppm`, `.pam`, `.pgm`; files are PNG
/// or JPEG (what iOS apps ship) or Netpbm, told apart by their content (`ImageDecoder`), and
/// read as every asset file is (`ImageDecoder.contents(ofFile:)`: a FIFO is refused without
/// being opened, a file over the size limit is refused). A file that is found but cannot be
/// read or decoded makes it return nil, as on iOS, and is reported as an `image-undecodable`
/// diagnostic naming the file and the reason (a FIFO, a symbolic link loop, what the decoder
/// found) at the engine's next frame (ours).
///
/// An image drawn from views (`UIGraphicsImageRenderer`, `CALayer.render(in:)`, …) also keeps
/// the views it was drawn from, frozen, so that the terminal draws an image view showing it as
/// it draws the live views (labels as text). Source: Apple's UIKit documentation for `UIImage`.
public final class UIImage: Sendable, Equatable {
    /// The bitmap; nil for an empty image.
    public let cgImage: CGImage?
    /// Size in points: the bitmap's pixels divided by `scale`.
    public let size: CGSize
    /// Pixels per point (1 unless the image was drawn at another scale).
    public let scale: CGFloat
    /// The frozen view tree the image was drawn from, its root the size of the image in points
    /// at the origin; nil for decoded images. Ours: what `TerminalRenderer` draws in an image
    /// view instead of the bitmap.
    package let layerTree: UIView?
    /// How the image is drawn: as it is, or as a template in the tint colour (`.automatic`
    /// unless made by `withRenderingMode(_:)`). Stored: every image is drawn as it is (ours).
    public let renderingMode: RenderingMode
    /// The insets of the fixed edges of a resizable image, points (`.zero` unless made by
    /// `resizableImage(withCapInsets:)`). Stored: the image stretches whole (ours).
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills its interior (`.tile` unless set). Stored.
    public let resizingMode: ResizingMode

    /// An empty image of size zero.
    public init() {
        cgImage = nil
        size = .zero
        scale = 1
        layerTree = nil
        renderingMode = .automatic
        capInsets = .zero
        resizingMode = .tile
    }

    /// An image of `cgImage`, one point per pixel.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, layerTree: nil)
    }

    /// An image of `cgImage` at `scale` pixels per point (scales ≤ 0 count as 1), drawn from
    /// `layerTree` (if any).
    init(cgImage: CGImage, scale: CGFloat, layerTree: UIView?) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        size = CGSize(width: CGFloat(cgImage.width) / self.scale, height: CGFloat(cgImage.height) / self.scale)
        self.layerTree = layerTree
        renderingMode = .automatic
        capInsets = .zero
        resizingMode = .tile
    }

    /// `image` drawn the same, with another rendering mode, cap insets and resizing mode.
    init(_ image: UIImage, renderingMode: RenderingMode, capInsets: UIEdgeInsets, resizingMode: ResizingMode) {
        cgImage = image.cgImage
        size = image.size
        scale = image.scale
        layerTree = image.layerTree
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
    }

    /// Decodes a PNG, JPEG or Netpbm image; nil if `data` is none of them (use
    /// `ImageDecoder.decode` for the reason).
    public convenience init?(data: Data) {
        guard let bitmap = try? ImageDecoder.decode(data) else { return nil }
        self.init(cgImage: bitmap)
    }

    /// Reads and decodes the image file at `path`; nil if it cannot be read or decoded (use
    /// `ImageDecoder.decode(contentsOfFile:)` for the reason).
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = try? ImageDecoder.decode(contentsOfFile: path) else { return nil }
        self.init(cgImage: bitmap)
    }

    /// The image registered as `name`, or the first file found in a registered asset directory
    /// named `name` or `name` with an image extension (see the type's description); nil if none.
    public convenience init?(named name: String) {
        guard let found = UIImage.lookUp(name), let bitmap = found.cgImage else { return nil }
        self.init(cgImage: bitmap, scale: found.scale, layerTree: found.layerTree)
    }

    /// Equal when sizes and bitmaps are equal, pixel for pixel: Apple's documentation says
    /// `isEqual(_:)` compares image data; comparing decoded pixels is ours.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.size == rhs.size && lhs.cgImage == rhs.cgImage
    }

    // MARK: The named-image registry (ours)

    private struct Registry: Sendable {
        var images: [String: UIImage] = [:]
        var directories: [URL] = []
    }

    private static let registry = Mutex(Registry())

    /// Makes `image` available as `UIImage(named: name)`, ahead of asset directories. Ours.
    public static func registerImage(_ image: UIImage, named name: String) {
        registry.withLock { $0.images[name] = image }
    }

    /// Adds `directory` to the places `UIImage(named:)` searches, after those added before. Ours.
    public static func registerAssetDirectory(_ directory: URL) {
        registry.withLock { registry in
            if !registry.directories.contains(directory) { registry.directories.append(directory) }
        }
    }

    /// Forgets every registered image and directory. Ours (for tests).
    public static func removeRegisteredImages() {
        registry.withLock { $0 = Registry() }
    }

    private static func lookUp(_ name: String) -> UIImage? {
        let (image, directories) = registry.withLock { ($0.images[name], $0.directories) }
        if let image { return image }
        for directory in directories {
            guard let path = ImageDecoder.path(forImageNamed: name, inDirectory: directory.path) else { continue }
            do {
                let loaded = UIImage(cgImage: try ImageDecoder.decode(contentsOfFile: path))
                registry.withLock { $0.images[name] = loaded }
                return loaded
            } catch {
                reportUndecodable(name, error)
                return nil
            }
        }
        return nil
    }

    /// Reports a file found for `name` that could not be read or decoded, at the engine's next frame
    /// (`UIImage(named:)` may run off the main actor, where the diagnostics live).
    private static func reportUndecodable(_ name: String, _ error: ImageDecodingError) {
        PendingDiagnostics.post(.imageNotDecoded, "UIImage(named: \"\(name)\") returned nil: \(error.description).")
    }
}
