import Foundation
import TerminalRenderer
import TransitionKit

extension TimelineSection {
    /// The timeline of the animations on the views of `tree` (`AnimationEngine.animationSnapshots(in:)`
    /// on its root's layer), its cursor at `AnimationEngine.presentationTime` (the reviewed time
    /// while stepping back); the curve is that of the selected view's (row `selected`) animation
    /// running now, else its first. The selected view's bars come first (in tree order, then
    /// the rest), so a short panel shows them. Nil when nothing animates there.
    init?(_ session: PlaygroundSession, tree: InspectorTree, selected: Int) {
        guard let root = tree.nodes.first?.view else { return nil }
        let engine = AnimationEngine.shared
        let snapshots = engine.animationSnapshots(in: root.layer)
        guard !snapshots.isEmpty else { return nil }
        let now = engine.presentationTime
        let selectedView = tree.nodes.indices.contains(selected) ? tree.nodes[selected].view : nil
        var tracks: [Track] = []
        var curve: Curve?
        var curveIsRunning = false
        for snapshot in snapshots {
            // A key path is the user's code's string: as the cells will hold it.
            let keyPath = TerminalText.cellText(snapshot.keyPath)
            let isSelected = snapshot.view != nil && snapshot.view === selectedView
            let pass = snapshot.duration
            // A spring's bar ends lighter from where it has settled.
            var settles = 1.0
            if case .spring = snapshot.timing { settles = Self.settlingFraction { snapshot.progress(atFraction: $0) } }
            let active = snapshot.activeDuration.isFinite ? snapshot.activeDuration : pass
            let owner = snapshot.view.map(InspectorFormat.name(of:)) ?? String(describing: type(of: snapshot.layer))
            tracks.append(
                Track(
                    name: keyPath + " " + owner, begin: snapshot.beginTime, duration: active,
                    pass: pass,
                    keyTimes: snapshot.keyTimes.map { key in
                        Self.fraction(reaching: key) { snapshot.progress(atFraction: $0) }
                    },
                    settles: settles, isSelected: isSelected))
            guard isSelected, pass > 0 else { continue }
            let running = now >= snapshot.beginTime && now <= snapshot.beginTime + active
            if curve == nil || (running && !curveIsRunning) {
                let elapsed = max(now - snapshot.beginTime, 0)
                // Within the pass under way (a repeat starts its curve again).
                let fraction = elapsed >= active ? 1 : (elapsed / pass).truncatingRemainder(dividingBy: 1)
                curve = Curve(
                    name: keyPath, timing: snapshot.timing, progress: { snapshot.progress(atFraction: $0) },
                    fraction: fraction)
                curveIsRunning = running
            }
        }
        // The selected view's bars first, so that where not all fit, its are the ones shown.
        let selectedFirst = tracks.filter(\.isSelected) + tracks.filter { !$0.isSelected }
        self.init(tracks: selectedFirst, now: now, curve: curve)
    }

    /// The fraction of a pass at which `progress` first reaches `value` (bisection, for a curve
    /// that does not go back; 50 halvings): where a keyframe at `value` of the way falls in
    /// time. A keyframe animation's key times are fractions of its progress, which its timing
    /// curve paces (seed 004's keyframe at 0.65 under ease-in-out falls at 0.589 of the 3 s,
    /// 1.766 s).
    static func fraction(reaching value: Double, _ progress: @MainActor (Double) -> Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if progress(middle) < value { low = middle } else { high = middle }
        }
        return high
    }
}
