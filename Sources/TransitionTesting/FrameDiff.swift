import Foundation
import TerminalRenderer

/// The lines where two frames differ, compared row by row (a frame is a grid: row N of one
/// stands for row N of the other). Ours.
struct FrameDiff {
    let expected: [Substring]
    let actual: [Substring]

    init(expected: String, actual: String) {
        self.expected = expected.split(separator: "\n", omittingEmptySubsequences: false)
        self.actual = actual.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The numbers (from 1) of the rows that differ, or that only one frame has.
    var differingLines: [Int] {
        (0..<max(expected.count, actual.count)).filter { row in
            row >= expected.count || row >= actual.count || expected[row] != actual[row]
        }.map { $0 + 1 }
    }

    /// A summary line, then for each differing row its number and the expected line (`-`) above
    /// the actual one (`+`), each between `|` so that trailing spaces and empty lines show; a
    /// row only one frame has shows `(no line)` for the other. Control characters read from the
    /// file are shown as `�` (`TerminalText.sanitized`), so none reaches the test's output.
    var report: String {
        let lines = differingLines
        let width = String(max(expected.count, actual.count)).count
        var text =
            "\(lines.count) of \(max(expected.count, actual.count)) lines differ "
            + "(- expected, \(expected.count) lines; + actual, \(actual.count) lines):"
        for number in lines {
            let label = String(repeating: " ", count: width - String(number).count) + String(number)
            text += "\n" + row(label, "-", expected, number - 1)
            text += "\n" + row(label, "+", actual, number - 1)
        }
        return text
    }

    private func row(_ label: String, _ mark: String, _ lines: [Substring], _ index: Int) -> String {
        guard index < lines.count else { return "\(label) \(mark) (no line)" }
        return "\(label) \(mark) |" + TerminalText.sanitized(String(lines[index]), keepingLineBreaks: false) + "|"
    }
}
