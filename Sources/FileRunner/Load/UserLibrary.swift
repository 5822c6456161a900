import Animators
import Foundation

/// A build of the user's files loaded into pushpop (`dlopen`), and the entries it makes. A
/// library is never unloaded (Swift code cannot be): with `--watch` each build stays loaded
/// beside the next, under a module name of its own. Ours.
enum UserLibrary {
    /// Loads the library at `path` (loading the same path again gives the same library) and
    /// calls its registry.
    /// - Throws: `RunError.loadFailed` with the loader's message (an undefined symbol: pushpop
    ///   was built without exporting its symbols, or the library is from another build).
    @MainActor
    static func entries(fromLibraryAt path: String) throws(RunError) -> [AnimatorEntry] {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
            throw .loadFailed("cannot load the build of your files (\(path)): \(reason)")
        }
        guard let symbol = dlsym(handle, EntryRegistry.symbol) else {
            throw .loadFailed("the build of your files (\(path)) has no \(EntryRegistry.symbol)")
        }
        typealias Registry = @convention(c) () -> UnsafeMutableRawPointer
        let registry = unsafeBitCast(symbol, to: Registry.self)
        let object = Unmanaged<AnyObject>.fromOpaque(registry()).takeRetainedValue()
        guard let entries = object as? [AnimatorEntry] else {
            throw .loadFailed("the build of your files (\(path)) returned no entries")
        }
        return entries
    }
}
