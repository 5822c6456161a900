import Foundation
import TerminalRenderer

extension PlaygroundKey {
    /// The key a terminal input event means, per `KeyTable.bindings`: typed characters by their
    /// characters, named keys (arrows, Enter, Tab, …) by their inputs; nil for events that are
    /// not keys (resize, pointer, signals) or unbound keys. Ours.
    init?(_ event: InputEvent) {
        if case .character(let character) = event {
            self.init(character: character)
            return
        }
        guard let binding = KeyTable.bindings.first(where: { $0.inputs.contains(event) }) else { return nil }
        self = binding.key
    }
}
