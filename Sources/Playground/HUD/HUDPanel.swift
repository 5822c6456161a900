import Animators
import Foundation
import TerminalRenderer
import TransitionKit

/// The heads-up display beside (or below) the phone: the stack as a breadcrumb, the
/// animator, the running transition's progress and time, speed and frame rate, what is
/// queued, and the diagnostics since the last action. Ours.
@MainActor
struct HUDPanel {
    let glyphs: GlyphSet
    /// What earlier frames typeset (the renderer keeps it from frame to frame).
    let typesetting: HUDTypesetting

    nonisolated static let accent = RGB(red: 10, green: 132, blue: 255)
    nonisolated static let warning = RGB(red: 255, green: 159, blue: 10)
    nonisolated static let dim = RGB(red: 142, green: 142, blue: 147)

    /// The keys the status lines name, as the key table names them (looked up once).
    nonisolated static let fingerKeys = KeyTable.name(of: .scrubBack, .scrubForward)
    nonisolated static let finishKey = KeyTable.name(of: .enter)
    nonisolated static let cancelKey = KeyTable.name(of: .cancel)
    nonisolated static let forceCompleteKey = KeyTable.name(of: .forceComplete)
    nonisolated static let dismissKey = KeyTable.name(of: .dismiss)
    nonisolated static let reviewKeys = KeyTable.name(of: .stepBack, .step, .timelineBack, .timelineForward)
    /// The states of a running transition the panel names.
    nonisolated static let cancelledState = "cancelled: playing back"
    nonisolated static let interruptibleState = "interruptible: \(fingerKeys) catch it"

    /// Draws the panel for `session` into `rect` of `grid`; `fps` is the measured frame rate,
    /// `output` the last lines the program printed. `previous` is what the last call returned
    /// when `grid` still holds what it drew (rows that read the same are left as they are), nil
    /// to draw every row. Returns the rows drawn, for the next call. `recycling` is rows no
    /// longer needed (the frame before last's), whose storage the new rows take over.
    func draw(
        _ session: PlaygroundSession, into grid: inout CellGrid, rect: CellRect, fps: Double?, output: [String],
        previous: PanelRows?, recycling: consuming PanelRows? = nil
    ) -> PanelRows {
        // A short panel beside the inspector keeps one row for its one line of keys.
        let reserved = Self.showsInspectorHint(session, rect: rect) ? 1 : 4
        var writer = PanelWriter(rect: rect, typesetting: typesetting, recycling: recycling, reservedRows: reserved)
        compose(session, into: &writer, fps: fps, output: output)
        typesetting.endFrame()
        return writer.flush(into: &grid, previous: previous)
    }

    /// Lays the panel's lines out in `writer`.
    private func compose(_ session: PlaygroundSession, into writer: inout PanelWriter, fps: Double?, output: [String]) {
        let rect = writer.rect
        let compact = rect.rows < 12
        // A panel too narrow for the progress bar beside the time (the 24-column panel beside
        // the phone at 40×16): no summary under the animator, the time under the operation.
        let narrow = rect.columns < PlaygroundLayout.sidePanelMinimum + 6
        let ascii = glyphs == .ascii

        writer.line("pushpop — UIKit transitions in a terminal", foreground: Self.accent, bold: true)
        if !compact { writer.skip() }

        // The selected tab: a row of its own, or in the compact panel (the HUD below the phone)
        // before the stack, so that the animator's row stays.
        var tabTitle: String?
        var tabCount = 0
        if let tab = session.selectedTabIndex {
            tabCount = session.tabCount
            tabTitle = session.tabTitle(at: tab)
        }
        let tabPrefix = compact ? tabTitle.map { "\($0): " } ?? "" : ""
        writer.field(
            "Stack",
            tabPrefix
                + typesetting.breadcrumb(of: session, ascii: ascii, width: writer.valueWidth - tabPrefix.count))
        if !compact, let tabTitle, let tab = session.selectedTabIndex {
            writer.field("Tab", "\(tab + 1)/\(tabCount) \(tabTitle)")
        }

        let entry = session.animator
        writer.field("Animator", session.animatorLabel, bold: true)
        if !compact && !narrow && !entry.summary.isEmpty {
            writer.wrapped(entry.summary, indent: true, foreground: Self.dim, maxLines: 2)
        }

        let navigation = session.navigationController
        if let (operation, coordinator) = session.runningTransition {
            let duration = coordinator.transitionDuration
            let progress = coordinator.percentComplete
            let time =
                HUDTypesetting.decimal(Double(progress) * duration, places: 2) + "/"
                + HUDTypesetting.decimal(duration, places: 2) + " s"
            if narrow {
                writer.field("Transition", operation)
                writer.wrapped(time, indent: true, maxLines: 1)
            } else {
                // The bar takes what the name and the time ("0.25/0.50 s") leave, 8 to 24 columns.
                let bar = typesetting.progressBar(
                    Double(progress), width: max(8, min(24, writer.valueWidth - 16 - operation.count)), ascii: ascii)
                writer.field("Transition", "\(operation) \(bar) \(time)")
            }
            if let finger = session.finger, !finger.isFlicking {
                let percent = Int((progress * 100).rounded())
                let held = coordinator.isInteractive ? "interactive \(percent) %, " : ""
                writer.wrapped(
                    "\(held)finger down: \(Self.fingerKeys) move it · \(Self.finishKey) flick · "
                        + "\(Self.cancelKey) cancel", indent: true,
                    foreground: Self.accent, maxLines: 2)
            } else if let scrub = session.scrub {
                let percent = Int((scrub.interactor.percentComplete * 100).rounded())
                writer.wrapped(
                    "interactive \(percent) %: \(Self.fingerKeys) scrub · \(Self.finishKey) finish · "
                        + "\(Self.cancelKey) cancel", indent: true,
                    foreground: Self.accent, maxLines: 2)
            } else {
                // The same strings every frame: looked up as they are (`HUDTypesetting.wrap`).
                let cancelled = coordinator.isCancelled
                let interruptible = session.canCatchRunningTransition
                let states =
                    cancelled && interruptible
                    ? Self.cancelledState + " · " + Self.interruptibleState
                    : cancelled ? Self.cancelledState : interruptible ? Self.interruptibleState : nil
                if let states {
                    writer.wrapped(states, indent: true, foreground: Self.dim, maxLines: 2)
                }
            }
        } else {
            writer.field("Transition", "idle")
        }

        var speed = "\(speedName(session.speed))"
        if let fps { speed += "  " + HUDTypesetting.decimal(fps, places: 0) + " fps" }
        if session.isPaused { speed += "  paused (. steps)" }
        writer.field("Speed", speed)
        // Only when reduced: the default draws as it always did.
        switch session.animations {
        case .none: writer.field("Motion", "none (\(AnimationMode.variable)): transitions jump to their end")
        case .basic: writer.field("Motion", "basic (\(AnimationMode.variable)): transitions cross-fade")
        case .full: break
        }
        if let offset = session.reviewOffset {
            // How far back the phone shows (`,` `<`): "−0.050 s", the sign a real minus.
            writer.field(
                "Review", "\u{2212}" + HUDTypesetting.decimal(-offset, places: 3) + " s (" + Self.reviewKeys + ")",
                foreground: Self.accent)
        }

        let queued = navigation.queuedOperationCount
        if queued > 0 {
            writer.field(
                "Queued", "\(queued) operation\(queued == 1 ? "" : "s") waiting", foreground: Self.warning)
        }

        if let status = session.runStatus {
            let failed = status.state == .failed
            writer.field("Files", status.message, foreground: failed ? Self.warning : Self.accent)
            if status.isReloadPending {
                let until =
                    session.presentationChain.isEmpty
                    ? "when the transition ends" : "once the presented screen is dismissed (\(Self.dismissKey))"
                writer.wrapped("the new build loads \(until)", indent: true, foreground: Self.accent, maxLines: 2)
            }
            for detail in status.details.prefix(compact ? 1 : 4) {
                writer.wrapped(detail, indent: true, foreground: Self.warning, maxLines: compact ? 1 : 3)
            }
        }

        if let notice = session.notice {
            writer.wrapped(notice.message, indent: false, foreground: Self.accent, maxLines: 2)
        }

        let mark = ascii ? "!" : "⚠"
        if session.isTransitionOverdue {
            // The way out first: in a narrow HUD the line may be cut after a few words.
            let animator = session.overdueAnimatorName ?? "the animator"
            let duration = session.runningTransition?.coordinator.transitionDuration ?? 0
            let why =
                duration > 10
                ? "\(animator)'s transition lasts \(HUDTypesetting.decimal(duration, places: 0)) s"
                : "\(animator) has not called completeTransition"
            writer.wrapped(
                "\(mark) press \(Self.forceCompleteKey) to force-complete: \(why)",
                indent: false, foreground: Self.warning, maxLines: 3)
        }
        // Everything that went wrong since the last push, pop or switch: the latest three, in the
        // order they happened (one alone may take more lines).
        let diagnostics = session.diagnosticsSinceLastAction
        if !diagnostics.isEmpty {
            if !compact { writer.skip() }
            let shown = diagnostics.suffix(3)
            if diagnostics.count > shown.count {
                let hidden = diagnostics.count - shown.count
                writer.line(
                    "\(hidden) earlier diagnostic\(hidden == 1 ? "" : "s") not shown", foreground: Self.dim)
            }
            // Share the rows left (less the program's output below) between them: 2 to 8 each.
            let reserved = output.isEmpty ? 0 : output.count + 2
            let lines = compact ? 2 : min(max((writer.remainingRows - reserved) / shown.count, 2), 8)
            for diagnostic in shown {
                let text = "\(mark) [\(diagnostic.identifier)] \(diagnostic.message)"
                writer.wrapped(text, indent: false, foreground: Self.warning, maxLines: lines)
            }
        }

        if !output.isEmpty {
            writer.skip()
            writer.line("Output (print)", foreground: Self.dim)
            for line in output {
                writer.wrapped(line, indent: false, maxLines: 1)
            }
        }

        // Beside the inspector the panel is short and Tab and the arrows are the inspector's:
        // one line of the keys that still mean what they say, so the time, the speed and a
        // review's offset keep their rows (ours).
        let hints =
            Self.showsInspectorHint(session, rect: rect)
            ? [Self.inspectorHint]
            : typesetting.hintLines(animatorCount: session.animators.count, width: rect.columns - 1)
        writer.bottom(hints, foreground: Self.dim)
    }

    /// Whether the panel shows `inspectorHint` instead of the key hints: the inspector is open
    /// and the panel is short (under 12 rows).
    private static func showsInspectorHint(_ session: PlaygroundSession, rect: CellRect) -> Bool {
        session.isShowingInspector && rect.rows < 12
    }

    /// The HUD's one line of keys while the inspector is open in a short panel.
    static let inspectorHint =
        "\(KeyTable.name(of: .inspector)) close · \(KeyTable.name(of: .help)) help · "
        + "\(KeyTable.name(of: .quit)) quit"

    private func speedName(_ speed: Double) -> String {
        switch speed {
        case 1: return "1×"
        case 0.5: return "½×"
        case 0.25: return "¼×"
        case 0.1: return "1/10×"
        default: return HUDTypesetting.decimal(speed, places: 2) + "×"
        }
    }
}
