import Foundation

/// One diagnostic of the Swift compiler (`-diagnostic-style llvm`:
/// `PATH:LINE:COLUMN: error: MESSAGE`, then the source line and a caret), with what pushpop can
/// add to it: when the message says a UIKit name is missing, that TransitionKit does not model
/// it yet. Ours.
struct CompilerDiagnostic: Equatable, Sendable {
    /// The file as the compiler names it: the user's (the private copy says so with
    /// `#sourceLocation`), or `pushpop-entry/N` for the catalogue line pushpop wrote for the
    /// Nth discovered type.
    let path: String
    /// 1-based.
    let line: Int
    /// 1-based, UTF-8 bytes.
    let column: Int
    /// `error`, `warning` or `note`.
    let severity: String
    /// The compiler's message.
    let message: String
    /// The lines the compiler printed under it (the source line, the caret).
    var excerpt: [String] = []

    /// The diagnostics in `output`, in order; lines that start none are kept as the excerpt of
    /// the one before.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let diagnostic = CompilerDiagnostic(line: line) {
                diagnostics.append(diagnostic)
            } else if !line.isEmpty, !diagnostics.isEmpty {
                diagnostics[diagnostics.count - 1].excerpt.append(line)
            }
        }
        return diagnostics
    }

    private init(path: String, line: Int, column: Int, severity: String, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    private init?(line text: String) {
        for severity in ["error", "warning", "note"] {
            guard let marker = text.range(of: ": \(severity): ") else { continue }
            let location = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let line = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            self.init(
                path: location.dropLast(2).joined(separator: ":"), line: line, column: column, severity: severity,
                message: String(text[marker.upperBound...]))
            return
        }
        return nil
    }

    /// The diagnostic as the compiler printed it, with the user's own line under it: where the
    /// compiler quotes pushpop's copy and the copy's line differs (pushpop rewrote it), the user's
    /// line is shown instead, without the caret (its column counts in the copy). `userLine` gives
    /// line N of a file, nil for one that is not the user's.
    func printed(userLine: (String, Int) -> String?) -> String {
        var lines = ["\(path):\(line):\(column): \(severity): \(message)"]
        if let quoted = excerpt.first, let own = userLine(path, line), quoted != own {
            lines.append(own)
        } else {
            lines += excerpt
        }
        return lines.joined(separator: "\n")
    }

    /// `Slide.swift:12`, the file by its last path component, for pushpop's notes.
    var shortLocation: String { "\((path as NSString).lastPathComponent):\(line)" }

    /// `Slide.swift:12:5: error: …`, the file by its last path component (the HUD is narrow).
    var shortDescription: String {
        "\((path as NSString).lastPathComponent):\(line):\(column): \(severity): \(message)"
    }

    /// The UIKit (or Core Animation, Core Graphics) name the message says is missing, as
    /// `UIView.snapshotFoo` or `UIFoo`; nil when it names none. Source: the compiler's wording
    /// ("cannot find 'X' in scope", "cannot find type 'X' in scope", "value of type 'T' has no
    /// member 'm'", "type 'T' has no member 'm'", "module 'UIKit' has no member named 'X'").
    var unmodelledName: String? {
        func quoted(after prefix: String) -> (String, Substring)? {
            guard let start = message.range(of: prefix) else { return nil }
            let rest = message[start.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { return nil }
            return (String(rest[..<end]), rest[rest.index(after: end)...])
        }
        func isApple(_ name: String) -> Bool {
            ["UI", "CA", "CG", "NS"].contains { name.hasPrefix($0) }
                && name.dropFirst(2).first.map { $0.isUppercase } == true
        }
        if let (name, _) = quoted(after: "cannot find type '") ?? quoted(after: "cannot find '"), isApple(name) {
            return name
        }
        if let (name, _) = quoted(after: "module 'UIKit' has no member named '") { return name }
        if let (type, rest) = quoted(after: "value of type '") ?? quoted(after: "type '"),
            isApple(type), rest.hasPrefix(" has no member '"),
            let member = rest.dropFirst(" has no member '".count).split(separator: "'").first
        {
            return "\(type).\(member)"
        }
        return nil
    }

    /// The module the message says does not exist (`no such module 'SwiftUI'`), or nil.
    var missingModule: String? {
        guard let start = message.range(of: "no such module '") else { return nil }
        return message[start.upperBound...].split(separator: "'").first.map(String.init)
    }
}
