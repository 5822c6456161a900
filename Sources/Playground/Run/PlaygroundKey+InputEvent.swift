import Foundation
import TerminalRenderer

extension PlaygroundKey {
    /// The key a terminal input event means, per the key map: typed characters through
    /// `KeyBinding.all`, the named keys directly; nil for events that are not keys (resize,
    /// mouse, signals) or unbound characters. Ours.
    init?(_ event: InputEvent) {
        switch event {
        case .character(let character): self.init(character: character)
        case .enter: self = .enter
        case .backspace: self = .pop
        case .escape: self = .cancel
        case .tab: self = .nextAnimator
        case .backTab: self = .previousAnimator
        case .up: self = .arrowUp
        case .down: self = .arrowDown
        case .left: self = .arrowLeft
        case .right: self = .arrowRight
        case .resize, .mouse, .interrupt, .terminate: return nil
        }
    }
}
