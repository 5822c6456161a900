import Foundation

/// Where the playground's screens and photos come from. Ours.
public enum AssetSource: Equatable, Sendable {
    /// A directory holding `screens.json` and `photos/`; the path as shown in messages
    /// (relative paths are relative to the current directory).
    case directory(String)
    /// The copy compiled into the binary.
    case builtIn

    /// The repository's `Assets` directory, found from this source file's path at build time
    /// (so `swift run` finds it from anywhere in the tree).
    public static let repositoryAssetsPath: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Assets
        .deletingLastPathComponent()  // Playground
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Assets").path

    /// Picks the source: `assetsOption` (`--assets DIR`) if given; else `./Assets` if it holds
    /// a `screens.json` (and `searchCurrentDirectory`); else `repositoryAssets` if it holds one;
    /// else the built-in copy.
    /// - Throws: `AssetError` when `assetsOption` is not an existing directory.
    public static func locate(
        assetsOption: String?, searchCurrentDirectory: Bool = true,
        repositoryAssets: String? = repositoryAssetsPath
    ) throws(AssetError) -> AssetSource {
        let files = FileManager.default
        if let option = assetsOption {
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: option, isDirectory: &isDirectory) else {
                throw AssetError(file: option, message: "no such directory (given with --assets)")
            }
            guard isDirectory.boolValue else {
                throw AssetError(
                    file: option, message: "not a directory (--assets expects the folder holding screens.json)")
            }
            return .directory(option)
        }
        if searchCurrentDirectory, files.fileExists(atPath: "Assets/screens.json") {
            return .directory("Assets")
        }
        if let repositoryAssets, files.fileExists(atPath: join(repositoryAssets, "screens.json")) {
            return .directory(repositoryAssets)
        }
        return .builtIn
    }

    /// `directory/name`, without doubling a trailing slash.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
