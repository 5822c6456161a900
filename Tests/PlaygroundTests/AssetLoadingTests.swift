import Foundation
import Testing
import TransitionKit

@testable import Playground

@Suite("Loading the real Assets and the built-in copy")
struct AssetLoadingTests {
    private func loadRepositoryAssets() throws -> PlaygroundAssets {
        try PlaygroundAssets.load(from: .directory(TestSupport.assetsDirectory))
    }

    @Test("Assets/screens.json has the expected screens, titles and contents")
    func realScreens() throws {
        let assets = try loadRepositoryAssets()
        let document = assets.document
        #expect(document.version == 1)
        #expect(document.root == "home")
        #expect(document.detail == "detail")
        #expect(
            document.screens.map(\.id) == [
                "home", "photos", "photo", "settings", "about", "inbox", "detail", "compose",
            ])
        #expect(
            document.screens.map(\.title) == [
                "Home", "Photos", "Photo {n}", "Settings", "About", "Inbox", "Detail {n}", "New Message",
            ])
        guard case .rows(let homeRows) = document.screen(id: "home")?.content else {
            Issue.record("home is not a rows screen")
            return
        }
        #expect(homeRows.map(\.title) == ["Photos", "Settings", "About", "Inbox", "Favourites", "Recents"])
        #expect(homeRows.map(\.push) == ["photos", "settings", "about", "inbox", nil, nil])
        guard case .grid(let grid) = document.screen(id: "photos")?.content else {
            Issue.record("photos is not a grid")
            return
        }
        #expect(grid.columns == 3)
        #expect(grid.photos == (1...12).map { String(format: "photo%02d", $0) })
        #expect(grid.push == "photo")
        #expect(document.screen(id: "photo")?.content == .photo(PhotoDetail()))
        guard case .rows(let settingsRows) = document.screen(id: "settings")?.content else {
            Issue.record("settings is not a rows screen")
            return
        }
        #expect(settingsRows.map(\.title).prefix(3) == ["General", "Display", "Privacy"])
        #expect(settingsRows.allSatisfy { $0.push == "detail" })
        guard case .text(let about) = document.screen(id: "about")?.content else {
            Issue.record("about is not a text screen")
            return
        }
        #expect(about.hasPrefix("pushpop is a playground"))
        #expect(document.screen(id: "detail")?.colors.count == 6)
        #expect(document.screen(id: "inbox")?.colors.first?.name == "#E8F4F8")
    }

    @Test("every push target in Assets/screens.json names a screen")
    func pushTargetsExist() throws {
        let document = try loadRepositoryAssets().document
        let ids = Set(document.screens.map(\.id))
        var targets: [String] = [document.root] + (document.detail.map { [$0] } ?? [])
        for screen in document.screens {
            targets += screen.push.map { [$0] } ?? []
            switch screen.content {
            case .rows(let rows): targets += rows.compactMap(\.push)
            case .grid(let grid): targets.append(grid.push)
            case .text, .photo: break
            }
        }
        #expect(targets.count > 10)
        for target in targets { #expect(ids.contains(target), "\(target) names no screen") }
    }

    @Test("every photo decodes as a 64 × 48 image")
    func photosDecode() throws {
        let assets = try loadRepositoryAssets()
        #expect(assets.images.count == 12)
        for number in 1...12 {
            let name = String(format: "photo%02d", number)
            let image = try #require(assets.images[name], "\(name) missing")
            #expect(image.size == CGSize(width: 64, height: 48))
            let path = "\(TestSupport.assetsDirectory)/photos/\(name).ppm"
            let data = try #require(FileManager.default.contents(atPath: path))
            let bitmap = try NetpbmDecoder.decode(data)
            #expect(bitmap.width == 64 && bitmap.height == 48)
        }
    }

    @Test("the photos have distinct dominant colours")
    func photosDiffer() throws {
        let assets = try loadRepositoryAssets()
        var averages: [[Int]] = []
        for number in 1...12 {
            let bitmap = try #require(assets.images[String(format: "photo%02d", number)]?.cgImage)
            var sums = [0, 0, 0]
            for pixel in 0..<(bitmap.width * bitmap.height) {
                for channel in 0..<3 { sums[channel] += Int(bitmap.pixelData[pixel * 4 + channel]) }
            }
            averages.append(sums.map { $0 / (bitmap.width * bitmap.height) })
        }
        for i in averages.indices {
            for j in averages.indices where j > i {
                let distance = zip(averages[i], averages[j]).map { abs($0 - $1) }.reduce(0, +)
                #expect(distance > 30, "photo\(i + 1) and photo\(j + 1) look alike: \(averages[i]) \(averages[j])")
            }
        }
    }

    @Test("the built-in screens text is Assets/screens.json byte for byte")
    func builtInScreensMatchFile() throws {
        let file = try String(contentsOfFile: "\(TestSupport.assetsDirectory)/screens.json", encoding: .utf8)
        #expect(
            BuiltInAssets.screensJSON == file,
            "Sources/Playground/Assets/BuiltInAssets.swift is stale: run python3 Assets/tools/generate_assets.py")
    }

    @Test("the built-in photos equal Assets/photos pixel for pixel")
    func builtInPhotosMatchFiles() throws {
        #expect(BuiltInAssets.photos.map(\.name) == (1...12).map { String(format: "photo%02d", $0) })
        for recipe in BuiltInAssets.photos {
            let data = try #require(
                FileManager.default.contents(atPath: "\(TestSupport.assetsDirectory)/photos/\(recipe.name).ppm"))
            let fromFile = try NetpbmDecoder.decode(data)
            let painted = try #require(PhotoPainter.image(for: recipe))
            #expect(
                painted == fromFile,
                "\(recipe.name) differs: run python3 Assets/tools/generate_assets.py")
        }
    }

    @Test("the built-in assets load the same document and images as the directory")
    func builtInEqualsDirectory() throws {
        let builtIn = PlaygroundAssets.builtIn()
        let directory = try loadRepositoryAssets()
        #expect(builtIn.source == .builtIn)
        #expect(builtIn.screensFile == "<built-in>/screens.json")
        #expect(builtIn.document == directory.document)
        #expect(builtIn.images == directory.images)
    }

    @Test("locating: --assets wins, then the repository's Assets, then built-in")
    func locate() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        #expect(try AssetSource.locate(assetsOption: directory) == .directory(directory))
        #expect(
            try AssetSource.locate(assetsOption: nil, searchCurrentDirectory: false, repositoryAssets: nil) == .builtIn)
        #expect(
            try AssetSource.locate(
                assetsOption: nil, searchCurrentDirectory: false, repositoryAssets: TestSupport.assetsDirectory)
                == .directory(TestSupport.assetsDirectory))
        // A directory without screens.json is not picked implicitly.
        #expect(
            try AssetSource.locate(assetsOption: nil, searchCurrentDirectory: false, repositoryAssets: directory)
                == .builtIn)
        #expect(AssetSource.repositoryAssetsPath == TestSupport.assetsDirectory)
        #expect(PlaygroundAssets.builtIn().document == (try PlaygroundAssets.load(from: .builtIn)).document)
    }

    @Test("registered images are found by UIImage(named:)")
    func registration() throws {
        let assets = try loadRepositoryAssets()
        assets.registerImages()
        #expect(UIImage(named: "photo03") == assets.images["photo03"])
    }
}
