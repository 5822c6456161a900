import Foundation

/// How drawing combines with what is already in a context, as Core Graphics' `CGBlendMode`,
/// with its raw values. TransitionKit keeps drawings as frozen views laid over each other, so
/// every mode draws as `.normal` (source over) — ours. Source: Apple's Core Graphics
/// documentation for `CGBlendMode`.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Multiplies the colours.
    case multiply
    /// Multiplies the inverses.
    case screen
    /// Multiply or screen by the destination.
    case overlay
    /// The darker of each component.
    case darken
    /// The lighter of each component.
    case lighten
    /// Brightens the destination.
    case colorDodge
    /// Darkens the destination.
    case colorBurn
    /// A soft light.
    case softLight
    /// A hard light.
    case hardLight
    /// The difference of the colours.
    case difference
    /// A softer difference.
    case exclusion
    /// The source's hue.
    case hue
    /// The source's saturation.
    case saturation
    /// The source's hue and saturation.
    case color
    /// The source's luminosity.
    case luminosity
    /// Clears.
    case clear
    /// Replaces.
    case copy
    /// Source inside the destination.
    case sourceIn
    /// Source outside the destination.
    case sourceOut
    /// Source atop the destination.
    case sourceAtop
    /// Destination over the source.
    case destinationOver
    /// Destination inside the source.
    case destinationIn
    /// Destination outside the source.
    case destinationOut
    /// Destination atop the source.
    case destinationAtop
    /// Exclusive or.
    case xor
    /// Adds, darkening.
    case plusDarker
    /// Adds, lightening.
    case plusLighter
}
