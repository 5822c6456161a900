import TerminalRenderer
import Testing

@testable import FileRunner

@Suite struct CompilerDiagnosticTests {
    /// swiftc's `-diagnostic-style llvm` output, as it prints it for a copy whose
    /// `#sourceLocation` names the user's file (a path with a colon in a directory name too).
    @Test func parsesLocationsSeveritiesAndExcerpts() {
        let output = """
            /home/me/My:Project/Slide.swift:12:5: error: cannot find 'UIFancyView' in scope
                    let v = UIFancyView()
                            ^~~~~~~~~~~
            /home/me/My:Project/Slide.swift:3:1: warning: var never mutated
            pushpop-entry/2:1:22: error: missing argument for parameter 'origin' in call
            """
        let diagnostics = CompilerDiagnostic.parse(output)
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0].path == "/home/me/My:Project/Slide.swift")
        #expect(diagnostics[0].line == 12 && diagnostics[0].column == 5 && diagnostics[0].severity == "error")
        #expect(diagnostics[0].excerpt.count == 2)
        #expect(diagnostics[0].shortDescription == "Slide.swift:12:5: error: cannot find 'UIFancyView' in scope")
        #expect(diagnostics[1].severity == "warning")
        #expect(EntryRegistry.entryIndex(ofDiagnosticAt: diagnostics[2].path) == 2)
        #expect(EntryRegistry.entryIndex(ofDiagnosticAt: diagnostics[0].path) == nil)
    }

    /// The compiler's wordings for a missing name: a UIKit, Core Animation or Core Graphics name
    /// is named as unmodelled; the user's own names and lowercase prefixes are not.
    @Test func unmodelledNamesFromTheCompilersWording() {
        func name(_ message: String) -> String? {
            CompilerDiagnostic.parse("A.swift:1:1: error: \(message)").first?.unmodelledName
        }
        #expect(name("cannot find 'UIFancyView' in scope") == "UIFancyView")
        #expect(name("cannot find type 'CAEmitterLayer' in scope") == "CAEmitterLayer")
        #expect(name("value of type 'UIView' has no member 'snapshotMagic'") == "UIView.snapshotMagic")
        #expect(
            name("type 'UIViewPropertyAnimator' has no member 'runningAnimator'")
                == "UIViewPropertyAnimator.runningAnimator")
        #expect(name("module 'UIKit' has no member named 'UIStoryboard'") == "UIStoryboard")
        #expect(name("cannot find 'DetailViewController' in scope") == nil)
        #expect(name("cannot find 'UI' in scope") == nil)
        #expect(name("cannot find 'uiThing' in scope") == nil)
        #expect(name("value of type 'Card' has no member 'flip'") == nil)
        #expect(
            CompilerDiagnostic.parse("A.swift:1:8: error: no such module 'SwiftUI'").first?.missingModule == "SwiftUI")
    }

    /// FNV-1a 64 with a 0 byte after each string, worked in Python
    /// (`h ^= b; h = h * 0x100000001b3 mod 2**64` from 0xcbf29ce484222325).
    @Test func stableHashIsFNV1aWithSeparators() {
        var empty = StableHash()
        empty.combine("")
        #expect(empty.hex == "af63bd4c8601b7df")
        var split1 = StableHash()
        split1.combine("ab")
        split1.combine("c")
        var split2 = StableHash()
        split2.combine("a")
        split2.combine("bc")
        #expect(split1.hex == "ad22872f536e4705")
        #expect(split2.hex == "401801fc84f3ca79")
    }

    /// Control characters from a file never reach the terminal: ESC, BEL, DEL, a C1 CSI become
    /// U+FFFD, a tab two spaces; line breaks and non-ASCII letters stay.
    @Test func terminalTextHasNoControlCharacters() {
        let hostile = "title\u{1B}[2J\u{07}\tok\u{7F}\u{9B}31m é\n✓"
        #expect(TerminalText.sanitized(hostile) == "title\u{FFFD}[2J\u{FFFD}  ok\u{FFFD}\u{FFFD}31m é\n✓")
    }

    /// Where the compiler quotes pushpop's copy of a rewritten line (`@objc ` removed), the
    /// user's own line is printed instead, without the caret (its column counts in the copy);
    /// an unchanged line keeps the compiler's quote and caret.
    @Test func theUsersOwnLineIsQuotedWhereTheCopyDiffers() {
        let output = """
            /app/Tap.swift:3:24: error: cannot convert value of type 'String' to specified type 'Int'
                func tap() { let y: Int = "b" }
                                          ^~~
            /app/Tap.swift:4:18: error: cannot convert value of type 'String' to specified type 'Int'
                let z: Int = "c"
                             ^~~
            """
        let user = [
            "import UIKit", "class Tap {", "    @objc func tap() { let y: Int = \"b\" }", "    let z: Int = \"c\"",
        ]
        let printed = CompilerDiagnostic.parse(output).map {
            $0.printed { path, line in path == "/app/Tap.swift" ? user[line - 1] : nil }
        }
        #expect(
            printed == [
                "/app/Tap.swift:3:24: error: cannot convert value of type 'String' to specified type 'Int'\n"
                    + "    @objc func tap() { let y: Int = \"b\" }",
                "/app/Tap.swift:4:18: error: cannot convert value of type 'String' to specified type 'Int'\n"
                    + "    let z: Int = \"c\"\n                 ^~~",
            ])
    }

    /// The Objective-C forms pushpop cannot rewrite are named with what to do instead.
    @Test func objectiveCFormsWithoutCounterpartAreNamed() {
        let errors = CompilerDiagnostic.parse(
            """
            /app/Z.swift:4:5: error: 'optional' can only be applied to members of an '@objc' protocol
            /app/Z.swift:9:17: error: '#selector' can only be used with the Objective-C runtime
            """)
        let notes = UserBuilder.notes(for: errors, output: "")
        #expect(notes.count == 2)
        #expect(
            notes[0].hasPrefix(
                "optional protocol requirements (@objc optional) have no counterpart in Swift on Linux (Z.swift:4)"))
        #expect(notes[1].hasPrefix("pushpop rewrites #selector(method) only (Z.swift:9)"))
    }
}
