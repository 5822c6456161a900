import Testing

@testable import FileRunner

@Suite struct RunOptionsTests {
    /// Files are the arguments that are neither options nor an option's value; the playground's
    /// options pass through in order, with their values (`--keys "p b"` takes the next
    /// argument even though it does not start with `--`).
    @Test func filesRunOptionsAndPlaygroundOptionsAreTold() throws {
        let options = try RunOptions.parse([
            "Slide.swift", "--headless", "--keys", "p wait:1", "--show-rewrites", "Extra.swift", "--fps=10",
            "--swift-version", "6",
        ])
        #expect(options.files == ["Slide.swift", "Extra.swift"])
        #expect(options.playgroundArguments == ["--headless", "--keys", "p wait:1", "--fps=10"])
        #expect(options.showRewrites)
        #expect(!options.watch)
        #expect(options.swiftVersion == "6")
    }

    /// After `--`, everything is a file (a file named `--watch.swift` is still a file).
    @Test func doubleDashEndsOptions() throws {
        let options = try RunOptions.parse(["--watch", "--", "--odd.swift"])
        #expect(options.watch)
        #expect(options.files == ["--odd.swift"])
    }

    @Test func badSwiftVersionIsAUsageError() {
        #expect(throws: RunError.self) { try RunOptions.parse(["A.swift", "--swift-version", "4"]) }
        #expect(throws: RunError.self) { try RunOptions.parse(["A.swift", "--swift-version"]) }
        do {
            _ = try RunOptions.parse(["A.swift", "--swift-version=4.2"])
            Issue.record("no error")
        } catch {
            #expect(error.description == "--swift-version expects 5 or 6, got '4.2'")
            #expect(error.exitStatus == 2)
        }
    }
}
