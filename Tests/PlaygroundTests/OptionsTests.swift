import Animators
import TerminalRenderer
import Testing
import TransitionKit

@testable import Playground

@Suite("Command-line options")
struct OptionsTests {
    private func parse(_ arguments: String...) throws(UsageError) -> Options {
        try Options.parse(arguments)
    }

    private func message(_ arguments: String...) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return "pushpop: \(error)"  // as pushpop prints it, after its name
        }
    }

    @Test("defaults")
    func defaults() throws {
        let options = try parse()
        #expect(options == Options())
        #expect(!options.headless && options.fps == 30 && options.keys == nil)
        #expect(options.size == GridSize(columns: 100, rows: 32))
        #expect(options.assetsDirectory == nil && options.animator == nil)
        #expect(!options.ascii && !options.noColor && !options.ansi)
        #expect(!options.showHelp && !options.showVersion)
    }

    @Test("every option, with separate and = values")
    func everyOption() throws {
        let options = try parse(
            "--headless", "--size", "80x24", "--fps=60", "--keys", "p wait:0.5 b", "--assets", "My Assets",
            "--animator=Flip", "--ascii", "--no-color", "--ansi")
        #expect(options.headless)
        #expect(options.size == GridSize(columns: 80, rows: 24))
        #expect(options.fps == 60)
        #expect(options.keys == "p wait:0.5 b")
        #expect(options.assetsDirectory == "My Assets")
        #expect(options.animator == "Flip")
        #expect(options.ascii && options.noColor && options.ansi)
        #expect(try parse("--size=100X32").size == GridSize(columns: 100, rows: 32))
        #expect(try parse("--fps", "1").fps == 1)
        #expect(try parse("--fps", "240").fps == 240)
        #expect(try parse("--fps", "10", "--fps", "20").fps == 20)
        #expect(try parse("--animator", "3").animator == "3")
        #expect(try parse("--keys", "").keys == "")
        #expect(try parse("-h").showHelp)
        #expect(try parse("--help").showHelp)
        #expect(try parse("--version").showVersion)
    }

    @Test("--size, --keys and --ansi are refused without --headless, naming the option")
    func headlessOnly() throws {
        #expect(try parse().headlessOnlyRefusal == nil)
        #expect(try parse("--fps", "30", "--ascii", "--no-color").headlessOnlyRefusal == nil)
        #expect(
            try parse("--size", "80x24").headlessOnlyRefusal
                == "--size only applies with --headless; the playground uses the terminal's size")
        #expect(
            try parse("--keys", "p").headlessOnlyRefusal
                == "--keys only applies with --headless; the playground reads the keys you press")
        #expect(
            try parse("--ansi").headlessOnlyRefusal
                == "--ansi only applies with --headless; the playground draws in colour on the terminal")
    }

    @Test("error messages name the option and the value")
    func errors() {
        #expect(message("--fsp", "30") == "pushpop: unknown option '--fsp' (did you mean '--fps'?)")
        #expect(message("--headles") == "pushpop: unknown option '--headles' (did you mean '--headless'?)")
        #expect(message("--nocolor") == "pushpop: unknown option '--nocolor' (did you mean '--no-color'?)")
        #expect(message("--zebra") == "pushpop: unknown option '--zebra'")
        #expect(message("-x") == "pushpop: unknown option '-x'")
        #expect(message("--fsp=30") == "pushpop: unknown option '--fsp' (did you mean '--fps'?)")
        #expect(message("extra") == "pushpop: unexpected argument 'extra'")
        #expect(message("--size", "100") == "pushpop: --size expects COLSxROWS like 100x32, got '100'")
        #expect(message("--size", "100x") == "pushpop: --size expects COLSxROWS like 100x32, got '100x'")
        #expect(message("--size", "-1x5") == "pushpop: --size expects COLSxROWS like 100x32, got '-1x5'")
        let sizeRange = "must be from 40x16 (the smallest pushpop draws in) to 1000x1000"
        #expect(message("--size", "0x5") == "pushpop: --size \(sizeRange), got '0x5'")
        #expect(message("--size", "39x16") == "pushpop: --size \(sizeRange), got '39x16'")
        #expect(message("--size", "80x2000") == "pushpop: --size \(sizeRange), got '80x2000'")
        #expect(message("--fps", "0") == "pushpop: --fps expects a whole number from 1 to 240, got '0'")
        #expect(message("--fps", "241") == "pushpop: --fps expects a whole number from 1 to 240, got '241'")
        #expect(message("--fps", "2.5") == "pushpop: --fps expects a whole number from 1 to 240, got '2.5'")
        #expect(message("--fps", "-5") == "pushpop: --fps expects a whole number from 1 to 240, got '-5'")
        #expect(message("--fps") == "pushpop: --fps needs a value (a whole number from 1 to 240)")
        #expect(message("--size", "--headless") == "pushpop: --size needs a value (COLSxROWS, like 100x32)")
        #expect(message("--keys") == "pushpop: --keys needs a value (space-separated key tokens, like \"p wait:1 b\")")
        #expect(message("--assets") == "pushpop: --assets needs a value (a directory holding screens.json)")
        #expect(
            message("--animator")
                == "pushpop: --animator needs a value (an animator's number from 1 or the start of its name)")
        #expect(message("--assets=") == "pushpop: --assets expects a directory, got ''")
        #expect(
            message("--animator", " ")
                == "pushpop: --animator expects an animator's number from 1 or the start of its name, got ' '")
        #expect(message("--headless=yes") == "pushpop: --headless takes no value, got '--headless=yes'")
        #expect(
            message("--keys", "p zz") == "pushpop: --keys: unknown key token 'zz' at position 2; known: "
                + KeyTokenTests.known)
        #expect(message("--ansi=1") == "pushpop: --ansi takes no value, got '--ansi=1'")
        #expect(UsageError("pushpop: already prefixed").description == "pushpop: already prefixed")
        #expect(UsageError("bare").message == "bare")
    }

    @Test("the usage text lists every option and every key token")
    func usage() {
        let usage = Options.usage(program: "pushpop", commands: [])
        for option in [
            "--headless", "--size COLSxROWS", "--fps N", "--keys", "--assets DIR", "--animator N|NAME", "--ascii",
            "--no-color", "--ansi", "-h, --help", "--version",
        ] {
            #expect(usage.contains(option), "usage lacks \(option)")
        }
        #expect(usage.contains(KeyTokenTests.known))
        for label in [
            "Enter", "Backspace", "Tab", "Space", "Esc", "Ctrl-C", "[  ]", "1 … 9", "slow motion", "mouse",
        ] {
            #expect(usage.contains(label), "usage lacks \(label)")
        }
    }
    @MainActor @Test("--help lists the animators, numbered as --animator N takes them")
    func helpListsAnimators() {
        let entries = AnimatorCatalog.entries
        let help = Options.help(program: "pushpop", animators: entries, commands: [])
        #expect(help.hasPrefix(Options.usage(program: "pushpop", commands: [])))
        // 18 entries: numbers right-aligned to two columns, e.g. "   1  Vertical slide (seed 000)".
        #expect(help.contains("\n   1  \(entries[0].name)\n"))
        #expect(help.hasSuffix("\n  \(entries.count)  \(entries[entries.count - 1].name)"))
        for entry in entries { #expect(help.contains("  \(entry.name)")) }
    }

    @MainActor @Test("--animator NAME: a name that starts with it first, else one that contains it")
    func animatorNamePrefixFirst() throws {
        let entries = ["Crossfade", "Scale + fade", "Fade through", "Cover"].map { name in
            AnimatorEntry(
                name: name, summary: "", makeNavigationController: { UINavigationController(rootViewController: $0) },
                makeDelegate: { nil })
        }
        // "fade": "Fade through" starts with it, though "Crossfade" (before it) contains it.
        #expect(try PushPop.resolveAnimator("fade", in: entries) == 2)
        #expect(try PushPop.resolveAnimator("FADE T", in: entries) == 2)
        // No name starts with "+ fa"; "Scale + fade" contains it.
        #expect(try PushPop.resolveAnimator("+ fa", in: entries) == 1)
        #expect(try PushPop.resolveAnimator("2", in: entries) == 1)
    }

    /// An app built on `PushPop.main` and started as `my-app`, with no command registered: the
    /// usage, every message and the version name it, and the usage offers no `run` (the app
    /// cannot run one). The texts are written out by hand.
    @MainActor @Test("an app built on PushPop.main: usage, errors and version in its own name, no run")
    func anAppSpeaksInItsOwnName() throws {
        let usage = Options.usage(program: "my-app", commands: [])
        let head = """
            usage: my-app [options]

            Push and pop screens on a UIKit-style navigation stack and watch custom
            transitions animate in the terminal.

            Options:
              --headless          run without a terminal, writing frames to standard output

            """
        #expect(usage.hasPrefix(head))
        #expect(!usage.contains("pushpop"))
        #expect(!usage.contains("my-app run") && !usage.contains("FILE.swift") && !usage.contains("--watch"))
        #expect(
            Options.help(program: "my-app", animators: AnimatorCatalog.entries, commands: []).hasPrefix(usage + "\n"))

        #expect(
            PushPop.usageMessage(UsageError("unexpected argument 'run'"), program: "my-app")
                == "my-app: unexpected argument 'run'\nTry 'my-app --help'.")
        let bogus = try #require(throws: UsageError.self) { try Options.parse(["--bogus"]) }
        #expect(
            PushPop.usageMessage(bogus, program: "my-app") == "my-app: unknown option '--bogus'\nTry 'my-app --help'.")
        let refusal = try #require(try parse("--ansi").headlessOnlyRefusal)
        let ansi = "my-app: --ansi only applies with --headless; the playground draws in colour on the terminal"
        #expect(PushPop.usageMessage(UsageError(refusal), program: "my-app") == ansi + "\nTry 'my-app --help'.")
        // No terminal: the remedy names the option, the line the app.
        let noOutput = """
            my-app: stdout is not a terminal; run with --headless (and e.g. --size 100x32) to write frames as text instead
            """
        #expect(PushPop.line("\(TerminalError.notATerminal)", program: "my-app") == noOutput)
        let noInput = """
            my-app: stdin is not a terminal; run it from a terminal, or with --headless and --keys to script the keys
            """
        #expect(PushPop.line("\(TerminalError.inputNotATerminal)", program: "my-app") == noInput)
        #expect(
            PushPop.noticeLine(.alreadyAtRoot, at: 0.25, program: "my-app")
                == "my-app: [notice] t=0.250s already at the root")
        // The app's name, with the pushpop it runs (ours); pushpop's own line as it was.
        #expect(PushPop.versionLine(program: "my-app") == "my-app (pushpop 1.0.0)")
        #expect(PushPop.versionLine(program: "pushpop") == "pushpop 1.0.0")
    }

    /// A command registered with `PushPop.main` gets its line and paragraph in the usage, in the
    /// program's name; pushpop's own, with `run`, is checked in `RunCommandTests`.
    @Test("a registered command is listed in the usage under the program's name")
    func registeredCommandInUsage() {
        let greet = PlaygroundCommand(
            name: "greet", synopsis: "NAME", help: { program in "\(program) greet NAME says hello." },
            main: { _ in 0 })
        let head = """
            usage: my-app [options]
                   my-app greet NAME

            Push and pop screens on a UIKit-style navigation stack and watch custom
            transitions animate in the terminal.

            my-app greet NAME says hello.

            Options:

            """
        #expect(Options.usage(program: "my-app", commands: [greet]).hasPrefix(head))
    }

    /// `PushPop.main` runs the command the first argument names, with the program's name and the
    /// arguments after the command's (the command answers 7 only if it got them).
    @MainActor @Test("the first argument chooses a registered command")
    func registeredCommandRuns() {
        let greet = PlaygroundCommand(
            name: "greet", synopsis: "NAME", help: { _ in "" },
            main: { invocation in
                invocation.program == "my-app" && invocation.arguments == ["Ann", "--fps"]
                    && invocation.commands.map(\.name) == ["greet"] ? 7 : 1
            })
        #expect(PushPop.main(arguments: ["/opt/bin/my-app", "greet", "Ann", "--fps"], commands: [greet]) == 7)
    }

    @Test("messages name the program as it was started: an app built on PushPop.main")
    func programName() {
        #expect(PushPop.programName(["/usr/local/bin/my-transitions", "--bogus"]) == "my-transitions")
        #expect(PushPop.programName(["./.build/debug/pushpop"]) == "pushpop")
        #expect(PushPop.programName(["DemoApp"]) == "DemoApp")
        #expect(PushPop.programName([]) == "pushpop")
    }
}
