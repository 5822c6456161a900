import Animators
import CNcurses
import Foundation
import Playground
import TerminalRenderer

/// `pushpop-bench`: see `BenchOptions.usage`. Ours.
@MainActor
enum Bench {
    static func main(arguments: [String]) -> Int32 {
        let options: BenchOptions
        do {
            options = try BenchOptions.parse(arguments)
        } catch {
            FileHandle.standardError.write(Data("pushpop-bench: \(error)\nTry 'pushpop-bench --help'.\n".utf8))
            return 2
        }
        if options.showHelp {
            print(BenchOptions.usage)
            return 0
        }
        setlocale(LC_ALL, "")
        if !options.ascii, String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        // Each screen is the size asked for, never the environment's LINES and COLUMNS.
        use_env(false)
        if options.timesInteractiveLoop { return cadence(options) }
        let count = AnimatorCatalog.entries.count
        if let wrong = options.animators?.first(where: { !AnimatorCatalog.entries.indices.contains($0) }) {
            FileHandle.standardError.write(
                Data("pushpop-bench: no animator \(wrong + 1): the catalogue has 1 to \(count)\n".utf8))
            return 2
        }
        let animators = options.animators ?? (options.viewCases ? [0] : Array(AnimatorCatalog.entries.indices))
        let assets = PlaygroundAssets.builtIn()
        let cases =
            options.viewCases
            ? ViewCountCase.all(builtIn: assets)
            : [ViewCountCase(name: "", catalog: ScreenCatalog(assets: assets)) { _ in }]
        // Opened once, so a run over several sizes keeps every size's bytes, one after another.
        var dump: Int32 = -1
        if options.mode == .measure, let path = options.dumpPath {
            dump = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard dump >= 0 else {
                FileHandle.standardError.write(Data("pushpop-bench: cannot open \(path)\n".utf8))
                return 1
            }
        }
        defer { if dump >= 0 { close(dump) } }
        var report = BenchReport(
            mode: options.mode, term: options.term, glyphs: options.glyphs, throughNcurses: options.throughNcurses)
        for size in options.sizes {
            do throws(BenchError) {
                try measure(size: size, animators: animators, cases: cases, options: options, dump: dump, into: &report)
            } catch {
                FileHandle.standardError.write(Data("pushpop-bench: \(error)\n".utf8))
                return 1
            }
        }
        print(report.text())
        return report.allFinished ? 0 : 1
    }

    /// Runs the script of each of `animators` (0-based) on each of `cases` at `size` through a
    /// new ncurses screen, and adds the rows to `report`; throws when the terminal cannot be
    /// set up.
    private static func measure(
        size: GridSize, animators: [Int], cases: [ViewCountCase], options: BenchOptions, dump: Int32,
        into report: inout BenchReport
    ) throws(BenchError) {
        let meter: OutputMeter?
        switch options.mode {
        case .measure: meter = PseudoTerminal(columns: size.columns, rows: size.rows, dump: dump)
        case .work: meter = CaptureFile()
        }
        guard let meter else { throw BenchError("cannot open a pseudo-terminal or file") }
        // Set up as the app sets up its terminal, with the depth asked for in place of the
        // environment's.
        let depth = options.depth
        let screen: NcursesScreen
        do throws(TerminalError) {
            screen = try NcursesScreen(
                term: options.term, output: meter.output, input: meter.input, size: (size.columns, size.rows),
                glyphs: options.glyphs, writesDirectly: !options.throughNcurses,
                depth: depth == .monochrome ? nil : { _ in depth })
        } catch {
            meter.close()
            throw BenchError(
                error == .unknownTerminal(options.term)
                    ? "ncurses has no terminfo entry for '\(options.term)'" : error.message)
        }
        let renderer = PlaygroundRenderer(glyphs: options.glyphs, depth: screen.canvas.depth)
        report.depth = screen.canvas.depth
        for benchCase in cases {
            for index in animators {
                let script = TransitionScript(
                    animatorIndex: index, catalog: benchCase.catalog, renderer: renderer, screen: screen,
                    meter: meter, columns: size.columns, rows: size.rows, prepare: benchCase.prepare)
                let result = script.run()
                let animator = "\(index + 1) \(AnimatorCatalog.entries[index].name)"
                report.add(
                    BenchReport.Row(
                        size: size, animator: options.viewCases ? "\(benchCase.name): \(animator)" : animator,
                        samples: result.samples, idleFrames: result.idleFrames, idleBytes: result.idleBytes,
                        unfinished: result.unfinished, viewCase: options.viewCases ? benchCase.name : nil))
            }
        }
        screen.close()
        _ = meter.endFrame()
        meter.close()
    }

    /// `--pty`: the frames the pushpop executable (and the `--peer`) delivers at each rate asked
    /// for, with their CPU per frame against the floor measured in-process for the same size and
    /// animator.
    private static func cadence(_ options: BenchOptions) -> Int32 {
        let animator = options.animators?.first ?? 3
        guard AnimatorCatalog.entries.indices.contains(animator), let size = options.sizes.first else {
            FileHandle.standardError.write(Data("pushpop-bench: no animator \(animator + 1)\n".utf8))
            return 2
        }
        let program =
            options.programPath
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("pushpop").path
        if access(program, X_OK) != 0 {
            FileHandle.standardError.write(
                Data("pushpop-bench: nothing to run at \(program) (swift build -c release, or --pushpop PATH)\n".utf8))
            return 1
        }
        if let peer = options.peerPath, access(peer, X_OK) != 0 {
            FileHandle.standardError.write(Data("pushpop-bench: --peer \(peer) is not an executable file\n".utf8))
            return 1
        }
        // The floor of the same script on the same size, in this process.
        var floorReport = BenchReport(
            mode: .measure, term: options.term, glyphs: options.glyphs, throughNcurses: false)
        do throws(BenchError) {
            let builtIn = ViewCountCase(name: "", catalog: ScreenCatalog(assets: .builtIn())) { _ in }
            try measure(
                size: size, animators: [animator], cases: [builtIn], options: options, dump: -1, into: &floorReport)
        } catch {
            FileHandle.standardError.write(Data("pushpop-bench: \(error)\n".utf8))
            return 1
        }
        let floor = Distribution(floorReport.rows.flatMap(\.samples).map(\.floor)).mean
        var runs = [
            CadenceRun(
                program: program, arguments: ["--animator", "\(animator + 1)"], size: size, seconds: options.seconds)
        ]
        if let peer = options.peerPath {
            // Animates from the first key for as long as the window lasts, and a little more.
            let seconds = Int((CadenceRun.settle + options.seconds).rounded(.up)) + 1
            runs.append(
                CadenceRun(program: peer, arguments: ["--seconds", "\(seconds)"], size: size, seconds: options.seconds))
        }
        var report = CadenceReport(
            animator: "\(animator + 1) \(AnimatorCatalog.entries[animator].name)", size: size,
            seconds: options.seconds, floor: floor)
        for run in runs {
            for rate in options.frameRates {
                switch run.measure(fps: rate) {
                case .success(let statistics): report.add(statistics, program: run.program)
                case .failure(let error):
                    FileHandle.standardError.write(Data("pushpop-bench: \(error)\n".utf8))
                    return 1
                }
            }
        }
        print(report.text())
        return 0
    }
}
