import Foundation
import SourceRewriting
import TerminalRenderer

extension DiscoveryRefusal {
    /// The refusal as the HUD's `Files` row lists it, the file by its last path component (the
    /// HUD is narrow) and made safe for the terminal: `ZoomAnimator left out (Zoom.swift:7): …`.
    /// Ours.
    var summary: String {
        TerminalText.sanitized("\(typeName) left out (\((path as NSString).lastPathComponent):\(line)): \(reason)")
    }
}
