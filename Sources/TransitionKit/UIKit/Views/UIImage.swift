import Foundation
import Synchronization

/// An immutable image, as UIKit's `UIImage`: a bitmap and its size in points (scale 1).
///
/// `UIImage(named:)` looks in the places registered with `registerImage(_:named:)` and
/// `registerAssetDirectory(_:)` (the playground registers its Assets and built-in images);
/// files are Netpbm (PPM, PGM, PAM). Source: Apple's UIKit documentation for `UIImage`.
public final class UIImage: Sendable, Equatable {
    /// The bitmap; nil for an empty image.
    public let cgImage: CGImage?
    /// Size in points (pixels at scale 1).
    public let size: CGSize
    /// Points per pixel: always 1.
    public var scale: CGFloat { 1 }

    /// An empty image of size zero.
    public init() {
        cgImage = nil
        size = .zero
    }

    /// An image of `cgImage`, one point per pixel.
    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        size = CGSize(width: cgImage.width, height: cgImage.height)
    }

    /// Decodes a Netpbm image; nil if `data` is not one (use `NetpbmDecoder.decode` for the reason).
    public convenience init?(data: Data) {
        guard let bitmap = try? NetpbmDecoder.decode(data) else { return nil }
        self.init(cgImage: bitmap)
    }

    /// Reads and decodes the Netpbm file at `path`; nil if it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The image registered as `name`, or the first file `name`, `name.ppm`, `name.pam` or
    /// `name.pgm` found in a registered asset directory; nil if none.
    public convenience init?(named name: String) {
        guard let found = UIImage.lookUp(name), let bitmap = found.cgImage else { return nil }
        self.init(cgImage: bitmap)
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
            for candidate in [name, name + ".ppm", name + ".pam", name + ".pgm"] {
                let path = directory.appendingPathComponent(candidate).path
                if let data = FileManager.default.contents(atPath: path), let bitmap = try? NetpbmDecoder.decode(data) {
                    let loaded = UIImage(cgImage: bitmap)
                    registry.withLock { $0.images[name] = loaded }
                    return loaded
                }
            }
        }
        return nil
    }
}
