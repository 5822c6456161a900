import Foundation
import TransitionKit

/// The loaded screens and the factory of their view controllers. Ours.
///
/// Every call makes a new `ScreenViewController` (UIKit refuses to push an instance already
/// on the stack). Each screen id has its own running count, which numbers the controllers
/// made from it ("Detail 1", "Detail 2", …) unless a number is given (a grid gives the
/// photo's position).
@preconcurrency @MainActor
public final class ScreenCatalog {
    /// The screens and photos.
    public let assets: PlaygroundAssets
    private var counts: [String: Int] = [:]
    /// What a tap on a row or tile of one of this catalog's screens does, after the screen has
    /// selected it: called with the screen and the tap's window point (points). The session
    /// pushes from there. Ours.
    public var itemTapHandler: (@MainActor (_ screen: ScreenViewController, _ point: CGPoint) -> Void)?

    /// A catalog of `assets`.
    public init(assets: PlaygroundAssets) {
        self.assets = assets
    }

    /// Finds and loads the assets (`PlaygroundAssets.load(assetsOption:)`: `--assets DIR`,
    /// else `./Assets`, else the repository's, else built in), registers their photos for
    /// `UIImage(named:)` and makes a catalog of them.
    /// - Throws: `AssetError` for the first problem in the screens file or a photo.
    public static func load(assetsDirectory: String?) throws(AssetError) -> ScreenCatalog {
        let assets = try PlaygroundAssets.load(assetsOption: assetsDirectory)
        assets.registerImages()
        return ScreenCatalog(assets: assets)
    }

    /// The screens.
    public var document: ScreenDocument { assets.document }

    /// A new controller for the root screen. If the document names a root that does not
    /// exist (only possible for documents built in code), a text screen saying so.
    public func makeRootViewController() -> ScreenViewController {
        if let controller = makeViewController(screenID: document.root) { return controller }
        let screen = Screen(
            id: document.root, title: "Missing root",
            colors: ScreenColor(name: "systemBackground").map { [$0] } ?? [],
            content: .text("There is no screen with the id \"\(document.root)\"."))
        return ScreenViewController(screen: screen, number: nil, photoName: nil, catalog: self)
    }

    /// A new controller for screen `screenID`, numbered by that screen's running count; nil if
    /// there is no such screen.
    public func makeViewController(screenID: String) -> ScreenViewController? {
        makeViewController(screenID: screenID, number: nil, photoName: nil)
    }

    /// A new controller for screen `screenID` with `number` (nil: the next of the screen's
    /// running count) showing `photoName` if it is a photo screen; nil if there is no such
    /// screen.
    public func makeViewController(screenID: String, number: Int?, photoName: String?) -> ScreenViewController? {
        guard let screen = document.screen(id: screenID) else { return nil }
        let count = (counts[screenID] ?? 0) + 1
        counts[screenID] = count
        return ScreenViewController(screen: screen, number: number ?? count, photoName: photoName, catalog: self)
    }

    /// A new numbered detail screen built in code, pushed when the document gives no target:
    /// "Detail N" with a few rows, colours cycling through orange, teal, purple and green.
    public func makeFallbackDetail() -> ScreenViewController {
        let colors = ["systemOrange", "systemTeal", "systemPurple", "systemGreen"].compactMap(ScreenColor.init(name:))
        let screen = Screen(
            id: Self.fallbackDetailID, title: "Detail {n}", colors: colors,
            content: .rows([
                ScreenRow(title: "Push another", subtitle: "p, Enter or the right arrow"),
                ScreenRow(title: "Go back", subtitle: "b, Backspace or the left arrow"),
            ]))
        let count = (counts[Self.fallbackDetailID] ?? 0) + 1
        counts[Self.fallbackDetailID] = count
        return ScreenViewController(screen: screen, number: count, photoName: nil, catalog: self)
    }

    /// The id of `makeFallbackDetail()`'s screen; it is never looked up, only counted.
    static let fallbackDetailID = "<detail>"

    /// The photo `name`: from these assets, else anything registered with `UIImage`.
    public func image(named name: String) -> UIImage? {
        assets.images[name] ?? UIImage(named: name)
    }
}
