import Foundation
import TerminalRenderer

/// The frame shown, saved as files (the `S` key): as text, the grid as headless mode's text
/// frame shows it (`CellGrid.text()`, glyphs the terminal can show), and with its colours as
/// ANSI escapes (`ANSIEncoder`), each ending in a line break, in `pushpop-frame-N.txt` and `pushpop-frame-N.ans` in a
/// directory, N the first number from 1 for which neither file exists (a file is never
/// overwritten). Their text comes from the grid, in which text from files has no control
/// character left (`TerminalText`). Ours.
enum FrameSnapshot {
    /// Saves `grid` (drawn with `glyphs`; colours at `depth` for the ANSI file) in `directory`.
    /// Returns the notice to show: the files and the directory, or why it failed (the file and
    /// the system's reason); names from the file system are shown without control characters.
    static func save(_ grid: CellGrid, glyphs: GlyphSet, depth: ColorDepth, in directory: String) -> PlaygroundNotice {
        var shown = grid
        shown.makeDisplayable(with: glyphs)
        let text = shown.text() + "\n"
        let ansi = ANSIEncoder.encode(shown, depth: depth) + "\n"
        let clean = { (name: String) in TerminalText.sanitized(name, keepingLineBreaks: false) }
        var number = 1
        while true {
            let name = "pushpop-frame-\(number)"
            let textPath = directory + "/" + name + ".txt"
            let ansiPath = directory + "/" + name + ".ans"
            if FileManager.default.fileExists(atPath: ansiPath) {
                number += 1
                continue
            }
            switch create(textPath, holding: text) {
            case .exists:
                number += 1
                continue
            case .failed(let reason):
                return .frameNotSaved(reason: "\(clean(textPath)): \(reason)")
            case .written:
                break
            }
            if case .failed(let reason) = create(ansiPath, holding: ansi) {
                return .frameNotSaved(reason: "\(clean(ansiPath)): \(reason)")
            }
            return .frameSaved(text: name + ".txt", ansi: name + ".ans", directory: clean(directory))
        }
    }

    private enum Outcome {
        case written, exists
        case failed(String)
    }

    /// Creates the file at `path` (never over one that exists) holding `contents`.
    private static func create(_ path: String, holding contents: String) -> Outcome {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            return errno == EEXIST ? .exists : .failed(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return .failed(String(cString: strerror(errno))) }
            offset += written
        }
        return .written
    }
}
