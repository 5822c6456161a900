import Foundation

/// What changed in the layer tree since the last frame was drawn, with the values from before:
/// the render server's view of the world, which still shows the last frame. Ours.
///
/// Core Animation draws a `CATransition` from the layer's look in the last frame to its look
/// now, so the change may be made before or after the transition is added in the same
/// run-loop turn (`label.text = …; label.layer.add(fade, forKey: nil)` works as well as the
/// other order). TransitionKit has no render server; instead it notes, the first time in a turn
/// that each thing changes, the value it had: a layer's animatable properties, `isHidden`, its
/// sublayers (views added, removed or restacked), a label's text and style, an image view's
/// image. `AnimationEngine.advance(by:)` forgets them once the frame is drawn. A transition
/// added now takes its old look with those changes undone for a moment (`withLastFrame`).
@MainActor
final class ChangeJournal {
    private enum Entry {
        case property(CALayer, LayerProperty, AnimatableValue)
        case hidden(CALayer, Bool)
        case sublayers(CALayer, [CALayer])
        case label(UILabel, UILabel.Content)
        case image(UIImageView, UIImage?)

        /// The layer the change is in, to tell whether it is inside a transition's layer.
        var layer: CALayer {
            switch self {
            case .property(let layer, _, _), .hidden(let layer, _), .sublayers(let layer, _): layer
            case .label(let label, _): label.layer
            case .image(let imageView, _): imageView.layer
            }
        }
    }

    private var entries: [Entry] = []
    /// What has been noted this turn: (object, property or kind).
    private var noted: Set<Key> = []
    /// Set while the journal itself undoes and redoes changes.
    private var isReplaying = false

    private struct Key: Hashable {
        let object: ObjectIdentifier
        let what: String
    }

    /// Whether nothing changed since the last frame.
    var isEmpty: Bool { entries.isEmpty }

    /// Notes `property`'s value on `layer` before its first change this turn.
    func noteProperty(_ layer: CALayer, _ property: LayerProperty) {
        guard note(layer, property.rawValue) else { return }
        entries.append(.property(layer, property, layer.modelValue(for: property)))
    }

    /// Notes `layer.isHidden` before its first change this turn.
    func noteHidden(_ layer: CALayer) {
        guard note(layer, "hidden") else { return }
        entries.append(.hidden(layer, layer.isHidden))
    }

    /// Notes `layer`'s sublayers before their first change this turn.
    func noteSublayers(_ layer: CALayer) {
        guard note(layer, "sublayers") else { return }
        entries.append(.sublayers(layer, layer.storedSublayers))
    }

    /// Notes a label's text and style before their first change this turn.
    func noteLabel(_ label: UILabel) {
        guard note(label, "content") else { return }
        entries.append(.label(label, label.content))
    }

    /// Notes an image view's image before its first change this turn.
    func noteImage(_ imageView: UIImageView) {
        guard note(imageView, "image") else { return }
        entries.append(.image(imageView, imageView.image))
    }

    /// Forgets everything: the frame was drawn.
    func frameDidEnd() {
        entries.removeAll(keepingCapacity: true)
        noted.removeAll(keepingCapacity: true)
    }

    /// Runs `body` with the changes made this turn inside `root` undone — the layer tree as the
    /// last frame showed it — then puts them back. Nothing animates or is noted meanwhile.
    func withLastFrame(inside root: CALayer, _ body: () -> Void) {
        let inside = entries.filter { $0.layer.isInside(root) }
        guard !inside.isEmpty, !isReplaying else { return body() }
        isReplaying = true
        defer { isReplaying = false }
        let now = inside.map(current)
        for entry in inside.reversed() { apply(entry) }
        body()
        for entry in now { apply(entry) }
    }

    private func note(_ object: AnyObject, _ what: String) -> Bool {
        !isReplaying && noted.insert(Key(object: ObjectIdentifier(object), what: what)).inserted
    }

    /// The entry with the value its object has now.
    private func current(_ entry: Entry) -> Entry {
        switch entry {
        case .property(let layer, let property, _): .property(layer, property, layer.modelValue(for: property))
        case .hidden(let layer, _): .hidden(layer, layer.isHidden)
        case .sublayers(let layer, _): .sublayers(layer, layer.storedSublayers)
        case .label(let label, _): .label(label, label.content)
        case .image(let imageView, _): .image(imageView, imageView.image)
        }
    }

    /// Puts the entry's value back, without animation.
    private func apply(_ entry: Entry) {
        switch entry {
        case .property(let layer, let property, let value): layer.setRawValue(value, for: property)
        case .hidden(let layer, let hidden): layer.isHidden = hidden
        case .sublayers(let layer, let sublayers): layer.changeSublayers { $0 = sublayers }
        case .label(let label, let content): label.content = content
        case .image(let imageView, let image): imageView.image = image
        }
    }
}
