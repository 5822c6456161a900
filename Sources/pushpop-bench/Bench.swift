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
            FileHandle.standardError.write(Data("pushpop-bench: \(error)\n\(BenchOptions.usage)\n".utf8))
            return 2
        }
        if options.showHelp {
            print(BenchOptions.usage)
            return 0
        }
        if options.timesInteractiveLoop { return cadence(options) }
        setlocale(LC_ALL, "")
        if !options.ascii, String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        // Each screen is the size asked for, never the environment's LINES and COLUMNS.
        use_env(false)
        let assets = PlaygroundAssets.builtIn()
        let count = AnimatorCatalog.entries.count
        if let wrong = options.animators?.first(where: { !AnimatorCatalog.entries.indices.contains($0) }) {
            FileHandle.standardError.write(
                Data("pushpop-bench: no animator \(wrong + 1): the catalogue has 1 to \(count)\n".utf8))
            return 2
        }
        let animators = options.animators ?? (options.viewCases ? [0] : Array(AnimatorCatalog.entries.indices))
        let cases =
            options.viewCases
            ? ViewCountCase.all(builtIn: assets)
            : [ViewCountCase(name: "", catalog: ScreenCatalog(assets: assets)) { _ in }]
        let glyphs: GlyphSet = options.ascii ? .ascii : .unicode
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
            mode: options.mode, term: options.term, glyphs: glyphs, throughNcurses: options.throughNcurses)
        for size in options.sizes {
            let meter: OutputMeter?
            switch options.mode {
            case .measure: meter = PseudoTerminal(columns: size.columns, rows: size.rows, dump: dump)
            case .work: meter = CaptureFile()
            }
            guard let meter else {
                FileHandle.standardError.write(Data("pushpop-bench: cannot open a pseudo-terminal or file\n".utf8))
                return 1
            }
            // Set up as the app sets up its terminal, with the depth asked for in place of the
            // environment's.
            let depth = options.depth
            let screen: NcursesScreen
            do throws(TerminalError) {
                screen = try NcursesScreen(
                    term: options.term, output: meter.output, input: meter.input, size: (size.columns, size.rows),
                    glyphs: glyphs, writesDirectly: !options.throughNcurses,
                    depth: depth == .monochrome ? nil : { _ in depth })
            } catch {
                meter.close()
                let message =
                    error == .unknownTerminal(options.term)
                    ? "ncurses has no terminfo entry for '\(options.term)'" : error.message
                FileHandle.standardError.write(Data("pushpop-bench: \(message)\n".utf8))
                return 1
            }
            let renderer = PlaygroundRenderer(glyphs: glyphs, depth: screen.canvas.depth)
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
        print(report.text())
        return report.allFinished ? 0 : 1
    }

    /// `--pty`: the frames the pushpop executable delivers at each rate asked for.
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
        guard access(program, X_OK) == 0 else {
            FileHandle.standardError.write(
                Data("pushpop-bench: no pushpop at \(program) (swift build -c release, or --pushpop PATH)\n".utf8))
            return 1
        }
        let run = CadenceRun(program: program, animator: animator, size: size, seconds: options.seconds)
        var report = CadenceReport(
            program: program, animator: "\(animator + 1) \(AnimatorCatalog.entries[animator].name)", size: size,
            seconds: options.seconds)
        for rate in options.frameRates {
            switch run.measure(fps: rate) {
            case .success(let statistics): report.add(statistics)
            case .failure(let error):
                FileHandle.standardError.write(Data("pushpop-bench: \(error)\n".utf8))
                return 1
            }
        }
        print(report.text())
        return 0
    }
}
