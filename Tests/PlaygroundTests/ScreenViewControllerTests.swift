import Foundation
import Testing
import TransitionKit

@testable import Playground

/// Screen view controllers in a 390 × 844 window under a navigation controller: the content
/// view fills the window; its safe area is 91 points at the top (47 status bar + 44 bar) and
/// 34 at the bottom. Frames below are computed by hand from `ScreenLayout`'s constants.
@Suite("Screen view controllers")
@MainActor
struct ScreenViewControllerTests {
    private let catalog = ScreenCatalog(assets: .builtIn())
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private static let insets = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
    private static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Shows `controller` as the root of a navigation controller in the window.
    private func show(_ controller: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return navigation
    }

    private func photos() throws -> ScreenViewController {
        try #require(catalog.makeViewController(screenID: "photos"))
    }

    @Test("row frames: 16-point margins, 80 points tall, 96 apart, below the bar")
    func rowFrames() {
        let frames = (0..<3).map { ScreenLayout.rowFrame(at: $0, bounds: Self.bounds, insets: Self.insets) }
        #expect(
            frames == [
                CGRect(x: 16, y: 107, width: 358, height: 80),
                CGRect(x: 16, y: 203, width: 358, height: 80),
                CGRect(x: 16, y: 299, width: 358, height: 80),
            ])
    }

    @Test("tile frames: 3 columns of 114-point squares, 8 apart")
    func tileFrames() {
        // side = (390 − 2·16 − 2·8) / 3 = 114; pitch 122.
        let frames = ScreenLayout.tileFrames(count: 12, columns: 3, bounds: Self.bounds, insets: Self.insets)
        #expect(frames[0] == CGRect(x: 16, y: 107, width: 114, height: 114))
        #expect(frames[2] == CGRect(x: 260, y: 107, width: 114, height: 114))
        #expect(frames[4] == CGRect(x: 138, y: 229, width: 114, height: 114))
        #expect(frames[11] == CGRect(x: 260, y: 473, width: 114, height: 114))
    }

    @Test("photo and text frames")
    func photoAndTextFrames() {
        // 64 × 48 at full width: 390 × 292.5, centred in the 719-point safe area: y = 91 + 213.25.
        #expect(
            ScreenLayout.photoFrame(imageSize: CGSize(width: 64, height: 48), bounds: Self.bounds, insets: Self.insets)
                == CGRect(x: 0, y: 304.25, width: 390, height: 292.5))
        #expect(
            ScreenLayout.textFrame(bounds: Self.bounds, insets: Self.insets)
                == CGRect(x: 16, y: 107, width: 358, height: 687))
    }

    @Test("the home screen's views, laid out in the window")
    func homeLayout() throws {
        let home = catalog.makeRootViewController()
        _ = show(home)
        #expect(home.title == "Home")
        #expect(home.view.safeAreaInsets == Self.insets)
        #expect(home.view.backgroundColor == UIColor.systemGroupedBackground)
        #expect(home.rowViews.count == 6)
        #expect(
            home.rowViews.map(\.titleLabel.text) == ["Photos", "Settings", "About", "Inbox", "Favourites", "Recents"])
        #expect(home.rowViews[0].frame == CGRect(x: 16, y: 107, width: 358, height: 80))
        #expect(home.rowViews[5].frame == CGRect(x: 16, y: 587, width: 358, height: 80))
        #expect(home.rowViews[0].titleLabel.frame == CGRect(x: 16, y: 8, width: 302, height: 32))
        #expect(home.rowViews[0].subtitleLabel.frame == CGRect(x: 16, y: 40, width: 302, height: 32))
        #expect(!home.rowViews[4].chevronLabel.isHidden)  // pushes the numbered detail
        // The selection starts on the first row, shown in the selection colour.
        #expect(home.selectedIndex == 0)
        #expect(home.rowViews[0].backgroundColor == UIColor.systemBlue)
        #expect(home.rowViews[1].backgroundColor == UIColor.white)
    }

    @Test("the photo grid's tiles, and the selected tile's frame in window coordinates")
    func gridInWindow() throws {
        let grid = try photos()
        _ = show(grid)
        #expect(grid.isGrid)
        #expect(grid.tileViews.count == 12)
        #expect(grid.tileViews[4].frame == CGRect(x: 138, y: 229, width: 114, height: 114))
        #expect(grid.tileViews[4].image == catalog.image(named: "photo05"))
        #expect(grid.tileViews[4].contentMode == .scaleAspectFill)
        #expect(grid.selectedTileFrame == CGRect(x: 16, y: 107, width: 114, height: 114))
        #expect(grid.selectedImage == catalog.image(named: "photo01"))
        #expect(grid.selectionRing.frame == CGRect(x: 12, y: 103, width: 122, height: 122))
        #expect(grid.moveSelection(dx: 1, dy: 1))
        #expect(grid.selectedIndex == 4)
        #expect(grid.selectedTileFrame == CGRect(x: 138, y: 229, width: 114, height: 114))
        #expect(grid.selectionCenter == CGPoint(x: 195, y: 286))
        #expect(grid.selectedImage == catalog.image(named: "photo05"))
        #expect(grid.selectionRing.frame == CGRect(x: 134, y: 225, width: 122, height: 122))
    }

    @Test("selectedTileFrame follows the view when it is moved (window coordinates)")
    func tileFrameFollowsTransform() throws {
        let grid = try photos()
        _ = show(grid)
        grid.view.transform = CGAffineTransform(translationX: 10, y: 20)
        #expect(grid.selectedTileFrame == CGRect(x: 26, y: 127, width: 114, height: 114))
        grid.view.transform = .identity
    }

    @Test("grid selection clamps at the edges and does not wrap")
    func gridSelection() throws {
        let grid = try photos()
        #expect(grid.selectedIndex == 0)
        #expect(!grid.moveSelection(dx: -1, dy: 0))
        #expect(!grid.moveSelection(dx: 0, dy: -1))
        #expect(grid.moveSelection(dx: 1, dy: 0) && grid.selectedIndex == 1)
        #expect(grid.moveSelection(dx: 1, dy: 0) && grid.selectedIndex == 2)
        #expect(!grid.moveSelection(dx: 1, dy: 0))
        #expect(grid.selectedIndex == 2)
        #expect(grid.moveSelection(dx: 0, dy: 1) && grid.selectedIndex == 5)
        #expect(grid.moveSelection(dx: 0, dy: 9) && grid.selectedIndex == 11)
        #expect(grid.moveSelection(dx: -5, dy: 0) && grid.selectedIndex == 9)
        #expect(grid.selectItem(at: 99) && grid.selectedIndex == 11)
    }

    @Test("moving down into a shorter last line lands on its last tile")
    func shortLastLine() {
        let screen = Screen(
            id: "g", title: "G", colors: [ScreenColor(name: "white")].compactMap { $0 },
            content: .grid(PhotoGrid(columns: 3, photos: (1...10).map { "p\($0)" }, push: "g")))
        let controller = ScreenViewController(screen: screen, number: 1, photoName: nil, catalog: catalog)
        controller.selectItem(at: 7)
        #expect(controller.moveSelection(dx: 0, dy: 1))
        #expect(controller.selectedIndex == 9)
    }

    @Test("rows move with up and down only; text and photo screens select nothing")
    func rowSelection() throws {
        let home = catalog.makeRootViewController()
        #expect(!home.moveSelection(dx: 1, dy: 0))
        #expect(!home.moveSelection(dx: 0, dy: -1))
        #expect(home.moveSelection(dx: 0, dy: 1) && home.selectedIndex == 1)
        #expect(home.moveSelection(dx: 0, dy: 10) && home.selectedIndex == 5)
        let about = try #require(catalog.makeViewController(screenID: "about"))
        #expect(about.selectedIndex == nil)
        #expect(!about.moveSelection(dx: 0, dy: 1))
        #expect(about.selectedTileFrame == nil)
    }

    @Test("a click selects the tile or row under it")
    func hitTesting() throws {
        let grid = try photos()
        _ = show(grid)
        #expect(grid.selectItem(atWindowPoint: CGPoint(x: 200, y: 300)) == 4)
        #expect(grid.selectedIndex == 4)
        #expect(grid.selectItem(atWindowPoint: CGPoint(x: 134, y: 150)) == nil)  // the gap between tiles
        #expect(grid.selectedIndex == 4)
        #expect(grid.selectItem(atWindowPoint: CGPoint(x: 373, y: 586)) == 11)
        #expect(grid.selectItem(atWindowPoint: CGPoint(x: 20, y: 110)) == 0 && grid.selectedIndex == 0)
        #expect(grid.selectItem(atWindowPoint: CGPoint(x: 5, y: 110)) == nil)
        let home = catalog.makeRootViewController()
        _ = show(home)
        #expect(home.selectItem(atWindowPoint: CGPoint(x: 100, y: 250)) == 1)
        #expect(home.selectItem(atWindowPoint: CGPoint(x: 100, y: 50)) == nil)  // under the bar
    }

    @Test("push targets: rows, grid (the selected photo) and numbered details, each a new instance")
    func pushTargets() throws {
        let home = catalog.makeRootViewController()
        let navigation = show(home)
        let photosScreen = home.pushTarget()
        #expect(photosScreen.screen.id == "photos")
        navigation.pushViewController(photosScreen, animated: false)
        photosScreen.selectItem(at: 2)
        let photo = photosScreen.pushTarget()
        #expect(photo.title == "Photo 3")
        #expect(photo.photoName == "photo03")
        #expect(photo.selectedImage == catalog.image(named: "photo03"))
        #expect(photo.backgroundColor == UIColor.black)
        navigation.pushViewController(photo, animated: false)
        #expect(navigation.viewControllers.count == 3)
        #expect(photo.photoView?.frame == CGRect(x: 0, y: 304.25, width: 390, height: 292.5))
        #expect(photo.photoView?.image == catalog.image(named: "photo03"))

        // A photo screen has no target of its own: it pushes numbered details, forever.
        let first = photo.pushTarget()
        navigation.pushViewController(first, animated: false)
        let second = first.pushTarget()
        navigation.pushViewController(second, animated: false)
        #expect(first !== second)
        #expect(first.title == "Detail 1" && second.title == "Detail 2")
        #expect(first.backgroundColor == UIColor.systemOrange && second.backgroundColor == UIColor.systemTeal)
        #expect(navigation.viewControllers.count == 5)
        #expect(navigation.topViewController === second)
        #expect(home.pushTarget() !== home.pushTarget())
    }

    @Test("the text screen wraps its paragraph in white on indigo")
    func textScreen() throws {
        let about = try #require(catalog.makeViewController(screenID: "about"))
        _ = show(about)
        let label = try #require(about.textLabel)
        #expect(label.numberOfLines == 0)
        #expect(label.frame == CGRect(x: 16, y: 107, width: 358, height: 687))
        #expect(label.textColor == UIColor.white)
        #expect(about.view.backgroundColor == UIColor.systemIndigo)
        #expect(about.pushTarget().screen.id == "detail")
    }

    @Test("a missing root gives a text screen saying so; with no detail screen, pushes get a built-in one")
    func missingRootAndDetail() {
        let document = ScreenDocument(root: "nowhere", detail: nil, screens: [])
        let assets = PlaygroundAssets(source: .builtIn, screensFile: "x", document: document, images: [:])
        let catalog = ScreenCatalog(assets: assets)
        let root = catalog.makeRootViewController()
        #expect(root.title == "Missing root")
        let first = root.pushTarget()
        let second = first.pushTarget()
        #expect(first.title == "Detail 1" && second.title == "Detail 2")
        #expect(first.rowViews.isEmpty && first.itemCount == 2)
        #expect(first.backgroundColor == UIColor.systemOrange && second.backgroundColor == UIColor.systemTeal)
    }
}
