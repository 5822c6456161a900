import Foundation
import SourceRewriting
import TerminalRenderer

/// What `--show-rewrites` prints: for each file with rewrites, the list (line:column, kind,
/// before → after), then a unified diff of the file against the copy pushpop compiles (made by
/// `diff -u`, without the `#sourceLocation` lines that only keep compiler errors at the user's
/// lines). Ours.
enum RewriteReport {
    /// The report for `files`; `scratch` is a directory for the diff's inputs.
    static func text(for files: [UserBuild.RewrittenFile], scratch: String) -> String {
        var text = ""
        for (index, file) in files.enumerated() {
            let path = file.source.path
            let rewrites = file.rewritten.rewrites
            guard !rewrites.isEmpty else {
                text += "\(path): nothing to rewrite\n"
                continue
            }
            text += "\(path): \(rewrites.count) rewrite\(rewrites.count == 1 ? "" : "s")\n"
            for rewrite in rewrites {
                let after = rewrite.after.isEmpty ? "(removed)" : rewrite.after
                text += "  \(rewrite.line):\(rewrite.column) \(rewrite.kind.rawValue): \(rewrite.before) → \(after)\n"
            }
            let copy = file.rewritten.text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("#sourceLocation(") }.joined(separator: "\n")
            let original = "\(scratch)/\(index)-original.swift"
            let rewritten = "\(scratch)/\(index)-rewritten.swift"
            try? Data(file.source.text.utf8).write(to: URL(fileURLWithPath: original))
            try? Data(copy.utf8).write(to: URL(fileURLWithPath: rewritten))
            text += diff(original, rewritten, label: path)
        }
        return TerminalText.sanitized(text)
    }

    private static func diff(_ original: String, _ rewritten: String, label: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        process.arguments = [
            "-u", "--label", label, "--label", "\(label) (as pushpop compiles it)", original, rewritten,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return "(diff is not installed: the list above is all)\n" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
