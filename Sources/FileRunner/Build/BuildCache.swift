import Foundation

/// The directory pushpop owns for builds of the user's files:
/// `$XDG_CACHE_HOME/pushpop` (else `~/.cache/pushpop`, the XDG Base Directory default), with
/// one directory per build of pushpop (`host-HASH/`: the `UIKit` module and the others that
/// stand in for Apple's, and the builds) and in it one per build of the user's files
/// (`builds/HASH/`, named after everything that went into it). A build is made in a temporary
/// directory and renamed into place only when it succeeded, so an interrupted or failed build
/// leaves nothing a later run could take for a finished one; the 20 builds used last are kept.
/// Ours.
struct BuildCache: Sendable {
    /// `…/pushpop/host-HASH`.
    let hostDirectory: String

    /// The modules standing in for Apple's (`UIKit`, `QuartzCore`, `CoreGraphics`).
    var modulesDirectory: String { hostDirectory + "/modules" }

    /// The compiler's cache of C modules (Glibc, Foundation's shims) for this build of pushpop,
    /// here rather than in the compiler's default under `$XDG_CACHE_HOME/clang`.
    var moduleCacheDirectory: String { hostDirectory + "/module-cache" }

    /// The finished build named `key`.
    func buildDirectory(_ key: String) -> String { hostDirectory + "/builds/" + key }

    /// The cache of `toolchain`'s pushpop under `environment`'s cache home, created if needed.
    /// Directories left by earlier builds of this pushpop executable (the same checkout
    /// rebuilt) or by executables that no longer exist (a deleted clone) are removed; temporary
    /// directories of builds that were interrupted are removed once their process has gone; the
    /// builds beyond the 20 used last are removed.
    /// - Throws: `RunError.cache` when the directory cannot be made.
    static func open(for toolchain: Toolchain, environment: [String: String]) throws(RunError) -> BuildCache {
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg  // the spec: a relative path is invalid and must be ignored
        } else {
            base = (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        }
        let root = base + "/pushpop"
        var hash = StableHash()
        hash.combine(toolchain.identity)
        let host = root + "/host-" + hash.hex
        let source = environment["XDG_CACHE_HOME"].map { _ in "XDG_CACHE_HOME" } ?? "HOME"
        if let reason = makeDirectories(host + "/builds") {
            throw .cache("cannot make the build cache \(host) (under \(base), from \(source)): \(reason)")
        }
        let marker = host + "/pushpop"
        guard FileManager.default.createFile(atPath: marker, contents: Data(toolchain.identity.utf8)) else {
            throw .cache("cannot write in the build cache \(host) (under \(base), from \(source))")
        }
        let cache = BuildCache(hostDirectory: host)
        cache.removeLeftovers(root: root, executable: toolchain.executablePath)
        return cache
    }

    /// How many builds of the user's files the cache keeps: the most recently used; older ones
    /// are removed when pushpop starts (each is a library of some 100 KB). Ours.
    static let keptBuilds = 20

    /// A new temporary directory beside the builds, `.tmp-PID-…`, recorded as in flight
    /// (`BuildInterruption`) until it is committed or discarded.
    /// - Throws: `RunError.cache` when it cannot be made; `.interrupted` when pushpop is ending.
    func makeTemporaryDirectory() throws(RunError) -> String {
        let path = hostDirectory + "/builds/.tmp-\(getpid())-\(UUID().uuidString.prefix(8))"
        guard BuildInterruption.begin(directory: path) else { throw .interrupted(signal: SIGTERM) }
        if let reason = Self.makeDirectories(path) {
            BuildInterruption.end(directory: path)
            throw .cache("cannot make a directory in the build cache \(hostDirectory): \(reason)")
        }
        return path
    }

    /// Removes the temporary directory `temporary`.
    func discard(_ temporary: String) {
        try? FileManager.default.removeItem(atPath: temporary)
        BuildInterruption.end(directory: temporary)
    }

    /// Moves the finished `temporary` directory to `destination` (another process may have
    /// finished the same build first: then its copy is kept and `temporary` removed).
    func commit(_ temporary: String, to destination: String) throws(RunError) {
        defer { BuildInterruption.end(directory: temporary) }
        if rename(temporary, destination) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            guard FileManager.default.fileExists(atPath: destination) else {
                throw .cache("cannot move a build into place in \(hostDirectory): \(reason)")
            }
        }
    }

    /// Marks the finished build `directory` as just used (its modification time), so that
    /// pruning keeps it.
    func touch(_ directory: String) {
        utimes(directory, nil)
    }

    /// `mkdir -p path` (mode 0700: the cache is the user's own); nil, or why it failed.
    private static func makeDirectories(_ path: String) -> String? {
        var made = ""
        for component in path.split(separator: "/") {
            made += "/" + component
            if mkdir(made, 0o700) != 0 && errno != EEXIST {
                return "\(made): \(String(cString: strerror(errno)))"
            }
        }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            return "\(path) is not a directory"
        }
        return nil
    }

    private func removeLeftovers(root: String, executable: String) {
        let manager = FileManager.default
        let mine = URL(fileURLWithPath: hostDirectory).lastPathComponent
        for name in (try? manager.contentsOfDirectory(atPath: root)) ?? [] where name.hasPrefix("host-") && name != mine
        {
            let marker = root + "/" + name + "/pushpop"
            guard let data = manager.contents(atPath: marker),
                let owner = String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
            else { continue }
            // Another build of this executable, or of one that no longer exists.
            if owner == executable || !manager.fileExists(atPath: owner) {
                try? manager.removeItem(atPath: root + "/" + name)
            }
        }
        let builds = hostDirectory + "/builds"
        let names = (try? manager.contentsOfDirectory(atPath: builds)) ?? []
        for name in names where name.hasPrefix(".tmp-") {
            let pid = name.dropFirst(5).prefix { $0 != "-" }
            if let pid = Int32(pid), pid != getpid(), kill(pid, 0) != 0 && errno == ESRCH {
                try? manager.removeItem(atPath: builds + "/" + name)
            }
        }
        let finished = names.filter { !$0.hasPrefix(".") }.map { name in
            let modified = (try? manager.attributesOfItem(atPath: builds + "/" + name))?[.modificationDate] as? Date
            return (name: name, modified: modified ?? .distantPast)
        }
        for old in finished.sorted(by: { $0.modified > $1.modified }).dropFirst(Self.keptBuilds) {
            try? manager.removeItem(atPath: builds + "/" + old.name)
        }
    }
}
