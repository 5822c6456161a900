import Testing

@testable import Playground

/// `--format`, its alias `--ansi`, and `--record`: parsing, and which mode each belongs to.
@Suite struct RecordingOptionsTests {
    @Test func formatAndItsAlias() throws {
        #expect(try Options.parse([]).format == .text)
        #expect(try Options.parse(["--format", "cast"]).format == .cast)
        #expect(try Options.parse(["--format=ansi"]).format == .ansi)
        let alias = try Options.parse(["--ansi"])
        #expect(alias.format == .ansi && alias.ansi && alias.formatOption == "--ansi")
        // A later option overrides an earlier one.
        #expect(try Options.parse(["--ansi", "--format", "text"]).format == .text)
        #expect(throws: UsageError("--format expects one of text, ansi, cast, got 'gif'")) {
            try Options.parse(["--format", "gif"])
        }
    }

    @Test func formatIsHeadlessAndRecordInteractive() throws {
        #expect(
            try Options.parse(["--format", "cast"]).headlessOnlyRefusal
                == "--format only applies with --headless; to record the terminal, use --record FILE.cast")
        #expect(try Options.parse(["--ansi"]).headlessOnlyRefusal?.hasPrefix("--ansi only applies") == true)
        let record = try Options.parse(["--record", "session.cast"])
        #expect(record.recordPath == "session.cast" && record.headlessOnlyRefusal == nil)
        #expect(
            record.interactiveOnlyRefusal
                == "--record records the terminal; headless, write a recording with --format cast")
        #expect(try Options.parse(["--headless"]).interactiveOnlyRefusal == nil)
        #expect(throws: UsageError("--record expects a file, got ''")) { try Options.parse(["--record="]) }
        #expect(throws: UsageError("--record needs a value (a file to write, like session.cast)")) {
            try Options.parse(["--record"])
        }
    }
}
