import TransitionKit

extension ModalTransitionStyle {
    /// TransitionKit's case of the same name.
    public var uiModalTransitionStyle: UIModalTransitionStyle {
        switch self {
        case .coverVertical: .coverVertical
        case .flipHorizontal: .flipHorizontal
        case .crossDissolve: .crossDissolve
        }
    }
}
