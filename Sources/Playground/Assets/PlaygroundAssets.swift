import Foundation
import TransitionKit

/// The playground's screens and photos, loaded and checked: from an Assets directory
/// (`screens.json` and `photos/NAME`, `NAME.png`, `.jpg`, `.jpeg`, `.ppm`, `.pam` or `.pgm`,
/// found and decoded as `UIImage(named:)` finds and decodes them) or from the copy compiled into
/// the binary. Ours.
public struct PlaygroundAssets: Sendable {
    /// Where they came from.
    public let source: AssetSource
    /// The screens file's path as shown in messages (`Assets/screens.json`, or
    /// `<built-in>/screens.json`).
    public let screensFile: String
    /// The screens.
    public let document: ScreenDocument
    /// Every photo the screens use (and, for the built-in copy, every built-in photo), by name.
    public let images: [String: UIImage]

    /// A set of assets; see the properties. Used by tests and by `builtIn()`.
    public init(source: AssetSource, screensFile: String, document: ScreenDocument, images: [String: UIImage]) {
        self.source = source
        self.screensFile = screensFile
        self.document = document
        self.images = images
    }

    /// Finds the assets as `AssetSource.locate(assetsOption:)` does and loads them.
    /// - Throws: `AssetError` for the first problem found.
    public static func load(assetsOption: String?) throws(AssetError) -> PlaygroundAssets {
        try load(from: AssetSource.locate(assetsOption: assetsOption))
    }

    /// Loads and checks the assets at `source`: parses the screens file (see `ScreenDocument`
    /// for the schema) and decodes every photo it names (PNG, JPEG or Netpbm, through
    /// `ImageDecoder`).
    /// - Throws: `AssetError` for the first problem: in the screens file, naming the file, line,
    ///   column and key path (a photo that is not there among them, with the names looked for);
    ///   in a photo, naming the photo's file and what is wrong with it (it cannot be read, or the
    ///   decoder's reason and the byte offset where it found it).
    public static func load(from source: AssetSource) throws(AssetError) -> PlaygroundAssets {
        guard case .directory(let directory) = source else { return builtIn() }
        let screensPath = AssetSource.join(directory, "screens.json")
        let data: Data
        do {
            data = try RegularFile.read(atPath: screensPath, maximumCount: ScreensFile.maximumByteCount + 1)
        } catch {
            throw AssetError(file: screensPath, message: "cannot read the screens file: \(error.reason)")
        }
        guard data.count <= ScreensFile.maximumByteCount else {
            throw AssetError(
                file: screensPath,
                message: "the screens file is larger than \(ScreensFile.maximumByteCount >> 20) MiB, "
                    + "pushpop's limit (a screen shows only the rows that fit: split long lists into screens)")
        }
        let file = try ScreensFile(data: data, file: screensPath)
        let photos = AssetSource.join(directory, "photos")
        var images: [String: UIImage] = [:]
        for reference in file.document.imageReferences {
            images[reference.name] = try loadImage(reference.name, from: photos, file: file, at: reference.path)
        }
        return PlaygroundAssets(source: source, screensFile: screensPath, document: file.document, images: images)
    }

    /// The built-in screens and photos. Never fails: the built-in copy is checked by the tests;
    /// should it still not load, the result is one text screen saying why.
    public static func builtIn() -> PlaygroundAssets {
        var images: [String: UIImage] = [:]
        for recipe in BuiltInAssets.photos {
            if let bitmap = PhotoPainter.image(for: recipe) { images[recipe.name] = UIImage(cgImage: bitmap) }
        }
        let file = BuiltInAssets.screensFileName
        do {
            let parsed = try ScreensFile(data: Data(BuiltInAssets.screensJSON.utf8), file: file)
            for reference in parsed.document.imageReferences where images[reference.name] == nil {
                throw parsed.error(at: reference.path, message: "no built-in image named \"\(reference.name)\"")
            }
            return PlaygroundAssets(source: .builtIn, screensFile: file, document: parsed.document, images: images)
        } catch {
            let fallback = Screen(
                id: "home", title: "Home", colors: ScreenColor(name: "systemBackground").map { [$0] } ?? [],
                content: .text("The built-in screens are broken: \(error)"))
            return PlaygroundAssets(
                source: .builtIn, screensFile: file,
                document: ScreenDocument(root: "home", detail: nil, screens: [fallback]), images: images)
        }
    }

    /// Parses and checks the text of a screens file (no images are loaded); `file` is the path
    /// shown in errors.
    /// - Throws: `AssetError` for the first problem.
    public static func parseScreens(_ data: Data, file: String) throws(AssetError) -> ScreenDocument {
        try ScreensFile(data: data, file: file).document
    }

    /// Makes every image available to `UIImage(named:)` (and, for a directory, the rest of its
    /// `photos/` folder), so animators can load them by name as on iOS.
    public func registerImages() {
        for (name, image) in images { UIImage.registerImage(image, named: name) }
        if case .directory(let directory) = source {
            UIImage.registerAssetDirectory(URL(fileURLWithPath: AssetSource.join(directory, "photos")))
        }
    }

    // MARK: Images

    /// Reads and decodes the photo `name` from the `photos` directory, found as
    /// `UIImage(named:)` finds it (`ImageDecoder.path(forImageNamed:inDirectory:)`); `path` is
    /// where `file` names it.
    private static func loadImage(
        _ name: String, from photos: String, file: ScreensFile, at path: JSONPath
    ) throws(AssetError) -> UIImage {
        guard let imagePath = ImageDecoder.path(forImageNamed: name, inDirectory: photos) else {
            let names = ImageDecoder.fileExtensions.map { name + $0 }
            let tried = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? name)
            throw file.error(at: path, message: "no image named \"\(name)\" in \(photos) (looked for \(tried))")
        }
        let data: Data
        do {
            data = try ImageDecoder.contents(ofFile: imagePath)
        } catch {
            throw AssetError(file: imagePath, message: "cannot read the image: \(error.reason)")
        }
        do {
            return UIImage(cgImage: try ImageDecoder.decode(data))
        } catch {
            throw AssetError(file: imagePath, message: "invalid image: \(error.reason) (at byte \(error.offset))")
        }
    }
}
