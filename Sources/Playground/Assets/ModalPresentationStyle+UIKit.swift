import TransitionKit

extension ModalPresentationStyle {
    /// TransitionKit's case of the same name.
    public var uiModalPresentationStyle: UIModalPresentationStyle {
        switch self {
        case .automatic: .automatic
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .fullScreen: .fullScreen
        case .overFullScreen: .overFullScreen
        case .currentContext: .currentContext
        case .overCurrentContext: .overCurrentContext
        case .custom: .custom
        }
    }
}
