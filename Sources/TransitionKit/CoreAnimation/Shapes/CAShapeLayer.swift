import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: the path's fill in
/// `fillColor` (under `fillRule`), then its stroke in `strokeColor`, `lineWidth` points wide,
/// drawn from `strokeStart` to `strokeEnd` (0…1 fractions of the path's length), over the
/// layer's background and below its sublayers. As a `mask`, the fill (and stroke) is what shows
/// through. `path`, `fillColor`, `strokeColor`, `lineWidth`, `strokeStart` and `strokeEnd` are
/// animatable; a `path` animation moves each point when both paths have the same elements
/// (Core Animation's rule; otherwise the path jumps to the new one at the end — ours). The
/// terminal draws fills and strokes in cells with sub-cell edges where the glyphs allow;
/// `lineCap`, `lineJoin`, `miterLimit` and dashes are stored (ours: strokes end square-ish at
/// cell resolution). Source: Apple's Core Animation documentation for `CAShapeLayer`.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    private var _path: CGPath?
    private var _fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    private var _strokeColor: CGColor?
    private var _lineWidth: CGFloat = 1
    private var _strokeStart: CGFloat = 0
    private var _strokeEnd: CGFloat = 1

    /// A shape layer with no path, an opaque black fill, no stroke, line width 1.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s model values (Core Animation's presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// The shape, in the layer's bounds coordinates (points); nil draws nothing. Animatable.
    open var path: CGPath? {
        get { _path }
        set {
            willChange(.path)
            _path = newValue
        }
    }

    /// The fill colour (default opaque black); nil fills nothing. Animatable.
    open var fillColor: CGColor? {
        get { _fillColor }
        set {
            willChange(.fillColor)
            _fillColor = newValue
        }
    }

    /// Which points the fill covers (default `.nonZero`).
    open var fillRule: CAShapeLayerFillRule = .nonZero

    /// The stroke colour (default nil: no stroke). Animatable.
    open var strokeColor: CGColor? {
        get { _strokeColor }
        set {
            willChange(.strokeColor)
            _strokeColor = newValue
        }
    }

    /// Stroke width in points (default 1), centred on the path. Animatable.
    open var lineWidth: CGFloat {
        get { _lineWidth }
        set {
            willChange(.lineWidth)
            _lineWidth = newValue
        }
    }

    /// Where the stroke starts, a 0…1 fraction of the path's length (default 0). Animatable.
    open var strokeStart: CGFloat {
        get { _strokeStart }
        set {
            willChange(.strokeStart)
            _strokeStart = newValue
        }
    }

    /// Where the stroke ends, a 0…1 fraction of the path's length (default 1). Animatable:
    /// the classic "draw the outline" animation runs it from 0 to 1.
    open var strokeEnd: CGFloat {
        get { _strokeEnd }
        set {
            willChange(.strokeEnd)
            _strokeEnd = newValue
        }
    }

    /// How open subpaths end (default `.butt`). Stored.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How corners are joined (default `.miter`). Stored.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The miter limit (default 10). Stored.
    open var miterLimit: CGFloat = 10
    /// Dash lengths in points, alternating painted and unpainted (default nil: solid). Stored.
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts, points (default 0). Stored.
    open var lineDashPhase: CGFloat = 0

    override func copyModelValues(from other: CALayer) {
        super.copyModelValues(from: other)
        guard let shape = other as? CAShapeLayer else { return }
        _path = shape._path
        _fillColor = shape._fillColor
        _strokeColor = shape._strokeColor
        _lineWidth = shape._lineWidth
        _strokeStart = shape._strokeStart
        _strokeEnd = shape._strokeEnd
        fillRule = shape.fillRule
        lineCap = shape.lineCap
        lineJoin = shape.lineJoin
        miterLimit = shape.miterLimit
        lineDashPattern = shape.lineDashPattern
        lineDashPhase = shape.lineDashPhase
    }

    override func subclassModelValue(for property: LayerProperty) -> AnimatableValue {
        switch property {
        case .path: .path(_path ?? CGPath(elements: []))
        case .fillColor: .color(_fillColor?.rgba ?? .clear)
        case .strokeColor: .color(_strokeColor?.rgba ?? .clear)
        case .lineWidth: .scalar(_lineWidth)
        case .strokeStart: .scalar(_strokeStart)
        case .strokeEnd: .scalar(_strokeEnd)
        default: super.subclassModelValue(for: property)
        }
    }

    override func setSubclassRawValue(_ value: AnimatableValue, for property: LayerProperty) {
        switch (property, value) {
        case (.path, .path(let p)): _path = p.isEmpty && _path == nil ? nil : p
        case (.fillColor, .color(let c)): _fillColor = c.alpha == 0 && _fillColor == nil ? nil : c.cgColor
        case (.strokeColor, .color(let c)): _strokeColor = c.alpha == 0 && _strokeColor == nil ? nil : c.cgColor
        case (.lineWidth, .scalar(let s)): _lineWidth = s
        case (.strokeStart, .scalar(let s)): _strokeStart = s
        case (.strokeEnd, .scalar(let s)): _strokeEnd = s
        default: break
        }
    }
}
