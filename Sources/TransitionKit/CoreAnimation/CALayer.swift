import Foundation

/// The model behind every view's geometry and appearance, as Core Animation's `CALayer`.
///
/// Property values here are **model** values: setting one inside a `UIView.animate…` block
/// changes it at once and adds an animation from the on-screen value. What is on screen is
/// `presentation()`, which the renderer draws. `frame` is derived from `bounds`, `position`,
/// `anchorPoint` and the affine part of `transform`; changing `anchorPoint` keeps `position`,
/// so the frame moves. `transform` and `sublayerTransform` are 3-D (`CATransform3D`): the
/// renderer draws each layer through its whole transform, flattened into its superlayer's
/// plane as Core Animation does. Geometry is in points; `opacity` is a 0…1 `Float`; times are
/// seconds.
/// Layers take part in the layer-tree time model (`beginTime`, `speed`, `timeOffset`).
/// Source: Apple's Core Animation documentation for `CALayer` and `CAMediaTiming`.
@preconcurrency @MainActor
open class CALayer: NSObject {
    // The stored values the renderer reads from every layer every frame are
    // `@exclusivity(unchecked)`: a dynamic exclusivity check per read was a quarter of reading
    // the view tree. The layer is main-actor isolated, so no two threads reach them, and no
    // accessor of theirs calls out while it holds one (the checks, on in every test run
    // before, never fired), so no access overlaps another.
    @exclusivity(unchecked) private var _bounds: CGRect = .zero
    @exclusivity(unchecked) private var _position: CGPoint = .zero
    @exclusivity(unchecked) private var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    @exclusivity(unchecked) private var _transform = CATransform3DIdentity
    @exclusivity(unchecked) private var depth = Depth() {
        didSet { modelDidChange(from: oldValue, to: depth) }
    }
    @exclusivity(unchecked) private var _opacity: Float = 1
    @exclusivity(unchecked) private var _backgroundColor: CGColor?
    @exclusivity(unchecked) private var _cornerRadius: CGFloat = 0

    /// Running animations by property; at most one per property.
    @exclusivity(unchecked) private var animations: [LayerProperty: LayerAnimation] = [:]
    /// Explicit Core Animation animations (`add(_:forKey:)`), in the order added.
    @exclusivity(unchecked) private(set) var explicitAnimations: [AttachedAnimation] = []
    /// Values stored under arbitrary keys (`setValue(_:forKey:)`); presentation copies share them.
    var keyedValues: [String: Any] = [:]
    /// Set on copies made by `presentation()`: they never animate.
    @exclusivity(unchecked) private var isPresentationCopy = false
    @exclusivity(unchecked) private weak var modelLayer: CALayer?

    /// The view this layer backs (Core Animation's `delegate` in UIKit), if any. Only
    /// view-backed layers animate inside `UIView.animate…` blocks, as in UIKit; other layers
    /// animate implicitly (`action(forKey:)`).
    @exclusivity(unchecked) weak var owningView: UIView?
    /// Whether a `UILabel` was made with this layer (set once, with `owningView`): lets the
    /// renderer look for labels among sublayers without loading each weak `owningView`. Ours.
    @_spi(Rendering)
    @exclusivity(unchecked) public internal(set) var backsLabel = false
    /// Whether a `UIImageView` was made with this layer (set once, with `owningView`): lets the
    /// renderer leave the weak `owningView` unread for the plain views that most layers back.
    /// Ours.
    @_spi(Rendering)
    @exclusivity(unchecked) public internal(set) var backsImageView = false

    /// Takes part in the layer's behaviour: asked first for implicit actions (held weakly).
    /// TransitionKit does not make a view its layer's delegate; view-backed layers never run
    /// implicit actions (UIKit's views answer with none outside animation blocks).
    open weak var delegate: (any CALayerDelegate)?

    /// Actions by event (property key path) for implicit animations; `NSNull()` switches one
    /// off. Default nil.
    open var actions: [String: any CAAction]?

    /// The action for `event` (see `CALayer+Actions.swift`): the delegate's
    /// `action(for:forKey:)`, else `actions[event]`, else `defaultAction(forKey:)`; nil when the
    /// one found is `NSNull` or there is none. Source: Apple's documentation for
    /// `action(forKey:)`.
    open func action(forKey event: String) -> (any CAAction)? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? Self.defaultAction(forKey: event)
        return found is NSNull ? nil : found
    }

    /// The action a layer class runs for `event` when neither the delegate nor `actions` gives
    /// one: for an animatable property a `CABasicAnimation` of it with no values (so it runs
    /// from the value shown before the change to the new one) over
    /// `CATransaction.animationDuration()`, with `CATransaction.animationTimingFunction()` or
    /// else the `.default` curve (ours: the curve is not documented); nil for other events.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard LayerProperty(rawValue: event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// The layer that contains this one (the superview's layer for view-backed layers).
    @exclusivity(unchecked) public internal(set) weak var superlayer: CALayer?
    /// The contained layers, back to front; nil when there are none (as Core Animation).
    /// Setting it removes the old sublayers and adopts the new ones (each leaves its old
    /// superlayer first). View-backed layers are ordered among them by their views' subview
    /// operations; layers added directly (`addSublayer`) keep their place. See
    /// `CALayer+Sublayers.swift`.
    public var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set { replaceAllSublayers(with: newValue ?? []) }
    }
    /// The sublayers, back to front (empty when none). The view this layer backs reads its
    /// `subviews` from them. Changed only through `changeSublayers(_:)`.
    @exclusivity(unchecked) private(set) var storedSublayers: [CALayer] = []

    /// Changes the sublayers in place with `change`: the change journal notes them first (once a
    /// turn) and the view this layer backs reads its `subviews` again afterwards. The array is
    /// edited where it is stored, not copied, so adding a sublayer costs the same with 10 or
    /// 10 000 siblings (a property observer here copied the whole array on every insert, which
    /// made building a screen of n rows take n² steps). Ours.
    func changeSublayers(_ change: (inout [CALayer]) -> Void) {
        AnimationEngine.shared.journal.noteSublayers(self)
        AnimationEngine.shared.noteIrreversibleChange()
        invalidateSublayerExtent()
        change(&storedSublayers)
        owningView?.sublayersDidChange()
    }

    /// Creates a layer with empty bounds at the origin, anchor (0.5, 0.5), opacity 1.
    public required override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s model values (Core Animation uses this for presentation copies).
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            copyModelValues(from: other)
        }
    }

    /// Copies every model value of `other` (presentation copies; subclasses add theirs).
    func copyModelValues(from other: CALayer) {
        _bounds = other._bounds
        _position = other._position
        _anchorPoint = other._anchorPoint
        _transform = other._transform
        depth = other.depth
        _opacity = other._opacity
        _backgroundColor = other._backgroundColor
        _cornerRadius = other._cornerRadius
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        drawing = other.drawing
        beginTime = other.beginTime
        speed = other.speed
        timeOffset = other.timeOffset
        keyedValues = other.keyedValues
    }

    // MARK: Geometry

    /// The layer's own coordinate space: origin and size in points. Animatable.
    open var bounds: CGRect {
        get { _bounds }
        set {
            guard
                acceptsGeometry(
                    "bounds", newValue.origin.x, newValue.origin.y, newValue.width, newValue.height)
            else { return }
            willChange(.bounds)
            let old = _bounds
            _bounds = newValue
            modelDidChange(from: old, to: newValue)
            if old.size != newValue.size { owningView?.boundsSizeDidChange(from: old.size) }
        }
    }

    /// Where `anchorPoint` sits in the superlayer's coordinates, in points. Animatable.
    open var position: CGPoint {
        get { _position }
        set {
            guard acceptsGeometry("position", newValue.x, newValue.y) else { return }
            willChange(.position)
            modelDidChange(from: _position, to: newValue)
            _position = newValue
        }
    }

    /// The point of the bounds, as a 0…1 fraction of width and height, that `position` names
    /// and that transforms turn about. Default (0.5, 0.5). Changing it keeps `position`, so the
    /// frame moves. Not animated by view animations.
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            modelDidChange(from: _anchorPoint, to: newValue)
            _anchorPoint = newValue
            superlayer?.invalidateSublayerExtent()
        }
    }

    /// The layer's position on the z axis, points (default 0): higher values are nearer the
    /// viewer. Siblings are drawn in `zPosition` order (equal values keep sublayer order), and
    /// under a perspective `sublayerTransform` a nearer layer also looks larger. Animatable by
    /// explicit animations (key path `zPosition`); set inside a view animation block it changes
    /// at once (ours). Source: Apple's Core Animation documentation for `zPosition`.
    open var zPosition: CGFloat {
        get { depth.zPosition }
        set { depth.zPosition = newValue }
    }

    /// The anchor point's z coordinate, points (default 0): transforms turn about
    /// (anchorPoint, anchorPointZ). Source: Apple's Core Animation documentation.
    open var anchorPointZ: CGFloat {
        get { depth.anchorPointZ }
        set { depth.anchorPointZ = newValue }
    }

    /// Whether the layer is drawn when it faces away from the viewer (default true). When
    /// false, the layer and its sublayers are not drawn while its projection on screen is
    /// mirrored (turned more than a quarter turn about x or y; ours: the whole flattened
    /// subtree is hidden, as its image faces away). Source: Apple's Core Animation
    /// documentation for `isDoubleSided`.
    open var isDoubleSided: Bool {
        get { depth.isDoubleSided }
        set { depth.isDoubleSided = newValue }
    }

    /// The 3-D values besides `transform`, kept together so that a copy moves them at once.
    private struct Depth: Equatable {
        var sublayerTransform = CATransform3DIdentity {
            didSet { sublayerTransformIsIdentity = CATransform3DIsIdentity(sublayerTransform) }
        }
        /// Whether `sublayerTransform` is the identity, kept with it: the renderer asks for
        /// every layer every frame, and comparing 16 values each time cost more than the rest.
        private(set) var sublayerTransformIsIdentity = true
        var zPosition: CGFloat = 0
        var anchorPointZ: CGFloat = 0
        var isDoubleSided = true

        /// Equal when every value is (the transform entry by entry).
        static func == (lhs: Depth, rhs: Depth) -> Bool {
            CATransform3DEqualToTransform(lhs.sublayerTransform, rhs.sublayerTransform)
                && lhs.zPosition == rhs.zPosition && lhs.anchorPointZ == rhs.anchorPointZ
                && lhs.isDoubleSided == rhs.isDoubleSided
        }
    }

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of `bounds`
    /// transformed about `anchorPoint` and placed at `position`. Setting it sets `position`
    /// and `bounds.size` (meaningful only while the transform is the identity).
    open var frame: CGRect {
        get { bounds.applying(transformToSuperlayer) }
        set {
            guard
                acceptsGeometry(
                    "frame", newValue.origin.x, newValue.origin.y, newValue.width, newValue.height)
            else { return }
            position = CGPoint(
                x: newValue.origin.x + anchorPoint.x * newValue.size.width,
                y: newValue.origin.y + anchorPoint.y * newValue.size.height)
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }

    /// The transform applied to the layer about its anchor point (default identity).
    /// Animatable, in view animation blocks too: affine transforms interpolate as 2-D ones
    /// (angle, scale, shear, translation), others through their 3-D parts (see
    /// `CABasicAnimation`). Source: Apple's Core Animation documentation for `transform`.
    open var transform: CATransform3D {
        get { _transform }
        set {
            willChange(.transform)
            if !CATransform3DEqualToTransform(_transform, newValue) { modelDidChange() }
            _transform = newValue
        }
    }

    /// The transform applied to the sublayers, about this layer's anchor point (default
    /// identity): a perspective here (`m34 = −1/d`) gives every sublayer the same vanishing
    /// point. Animatable by explicit animations. Source: Apple's Core Animation documentation
    /// for `sublayerTransform`.
    open var sublayerTransform: CATransform3D {
        get { depth.sublayerTransform }
        set {
            depth.sublayerTransform = newValue
            invalidateSublayerExtent()
        }
    }

    /// Whether `transform` is affine (`CATransform3DIsAffine`), read in place. Ours, for the
    /// renderer's 2-D path.
    @_spi(Rendering)
    public var hasAffineTransform: Bool { CATransform3DIsAffine(_transform) }

    /// Whether `sublayerTransform` is not the identity (kept beside it). Ours, for the renderer.
    @_spi(Rendering)
    public var hasSublayerTransform: Bool { !depth.sublayerTransformIsIdentity }

    /// The affine part of `transform` (`CATransform3DGetAffineTransform`; exact when the
    /// transform is affine). Source: Apple's Core Animation documentation for `affineTransform()`.
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(_transform) }

    /// Sets `transform` to `m` (`CATransform3DMakeAffineTransform`), animated inside an
    /// animation block. Source: Apple's Core Animation documentation for `setAffineTransform(_:)`.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// Maps points in this layer's bounds to its superlayer: move the anchor to the origin,
    /// apply the affine part of the transform, then move to `position`. (Model geometry —
    /// `frame`, `convert`, hit-testing — uses the affine part; the renderer draws the whole
    /// 3-D transform. Ours.)
    var transformToSuperlayer: CGAffineTransform {
        let anchor = CGPoint(
            x: _bounds.minX + _anchorPoint.x * _bounds.width,
            y: _bounds.minY + _anchorPoint.y * _bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: _position.x, y: _position.y))
    }

    // MARK: Appearance

    /// Opacity, 0 (invisible) … 1 (opaque). Animatable.
    open var opacity: Float {
        get { _opacity }
        set {
            willChange(.opacity)
            modelDidChange(from: _opacity, to: newValue)
            _opacity = newValue
        }
    }

    /// Whether the layer and its sublayers are drawn. Not animatable.
    @exclusivity(unchecked) open var isHidden = false {
        willSet {
            if !isPresentationCopy { AnimationEngine.shared.journal.noteHidden(self) }
            modelDidChange(from: isHidden, to: newValue)
        }
    }

    /// The fill colour of the bounds; nil is transparent. Animatable.
    open var backgroundColor: CGColor? {
        get { _backgroundColor }
        set {
            willChange(.backgroundColor)
            modelDidChange(from: _backgroundColor, to: newValue)
            _backgroundColor = newValue
        }
    }

    /// Radius of the rounded corners, in points. Animatable. (The terminal renderer draws
    /// rounded box corners for any radius > 0.)
    open var cornerRadius: CGFloat {
        get { _cornerRadius }
        set {
            willChange(.cornerRadius)
            modelDidChange(from: _cornerRadius, to: newValue)
            _cornerRadius = newValue
        }
    }

    /// Width of the border drawn inside the bounds, in points; 0 draws none.
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 {
        didSet { modelDidChange(from: oldValue, to: borderWidth) }
    }
    /// Colour of the border; nil draws black, as Core Animation's default.
    @exclusivity(unchecked) open var borderColor: CGColor? {
        didSet { modelDidChange(from: oldValue, to: borderColor) }
    }
    /// Whether sublayers are clipped to the bounds (`UIView.clipsToBounds`), rounded by
    /// `cornerRadius`.
    @exclusivity(unchecked) open var masksToBounds = false {
        didSet { modelDidChange(from: oldValue, to: masksToBounds) }
    }

    /// A layer whose coverage (its fill, or a shape layer's path, with its opacity) clips this
    /// layer and its sublayers, in this layer's bounds coordinates. A mask is in no layer tree:
    /// setting it removes it from its superlayer; its time follows this layer's. Setting a
    /// layer that masks another layer moves it. Source: Apple's Core Animation documentation
    /// for `mask`.
    open var mask: CALayer? {
        get { _mask }
        set {
            guard newValue !== _mask else { return }
            _mask?.maskedLayer = nil
            if let layer = newValue {
                layer.removeFromSuperlayerKeepingView()
                layer.maskedLayer?._mask = nil
                layer.maskedLayer = self
            }
            _mask = newValue
            invalidateSublayerExtent()
            modelDidChange()
        }
    }
    @exclusivity(unchecked) private var _mask: CALayer?
    /// What `sublayerExtent` last worked out, while nothing has changed that can move it; nil
    /// once something has (`invalidateSublayerExtent()`).
    @exclusivity(unchecked) var keptSublayerExtent: SublayerExtent?
    /// The layer this one masks, if it is a mask.
    @exclusivity(unchecked) weak var maskedLayer: CALayer?

    /// The layer whose time this one's derives from: the superlayer, or the masked layer for a
    /// mask.
    var timeParent: CALayer? { superlayer ?? maskedLayer }

    /// The shadow's colour (default opaque black). Stored; the terminal renderer draws no
    /// shadows (ours). Every layer starts with the same shared black (colours are immutable),
    /// so making a layer allocates no colour. Source: Apple's Core Animation documentation for
    /// `shadowColor`.
    @exclusivity(unchecked) open var shadowColor: CGColor? = CALayer.defaultShadowColor
    /// Opaque black, `shadowColor`'s default, made once.
    private nonisolated static let defaultShadowColor = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, 0…1 (default 0: no shadow). Stored, not drawn.
    @exclusivity(unchecked) open var shadowOpacity: Float = 0
    /// The shadow's offset in points (default (0, −3), as Core Animation). Stored, not drawn.
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius in points (default 3). Stored, not drawn.
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3
    /// The shadow's shape (default nil: the layer's own). Stored, not drawn.
    @exclusivity(unchecked) open var shadowPath: CGPath?

    // MARK: Contents

    /// The layer's image, drawn over its background and under its sublayers: a `CGImage` (what
    /// iOS code assigns: `layer.contents = image.cgImage`), placed in the bounds by
    /// `contentsGravity`, of which `contentsRect` is shown; default nil. Any other object is
    /// kept and not drawn (ours). Core Animation cross-fades a change of contents inside an
    /// animation; here it changes at once (ours). Source: Apple's Core Animation documentation
    /// for `contents`.
    open var contents: Any? {
        get { drawing.contents }
        set { drawing.contents = newValue }
    }

    /// How `contents` is placed in the bounds (default `.resize`: stretched to fill them). See
    /// `CALayerContentsGravity` for the vertical names.
    open var contentsGravity: CALayerContentsGravity {
        get { drawing.contentsGravity }
        set { drawing.contentsGravity = newValue }
    }

    /// Pixels of `contents` per point (default 1): an image's natural size is its pixels ÷
    /// this, which the gravities that do not resize show (iOS code sets `UIScreen.main.scale`).
    /// Values ≤ 0 count as 1 (ours).
    open var contentsScale: CGFloat {
        get { drawing.contentsScale }
        set { drawing.contentsScale = newValue }
    }

    /// The part of `contents` shown, in the image's unit coordinates (0…1 across and down;
    /// default the whole image, (0, 0, 1, 1)); beyond the image its edge pixels extend.
    /// Not animated here (ours).
    open var contentsRect: CGRect {
        get { drawing.contentsRect }
        set { drawing.contentsRect = newValue }
    }

    /// The part of `contents`, in unit coordinates, that stretches when the image is resized
    /// (the rest keeps its size: nine-part scaling); default the whole image. Stored: the
    /// image is stretched whole (ours).
    open var contentsCenter: CGRect {
        get { drawing.contentsCenter }
        set { drawing.contentsCenter = newValue }
    }

    /// Whether the contents are drawn upside down: false for every layer here (Core Animation
    /// answers true only for layers it flips itself). See `CALayerContentsGravity`.
    open func contentsAreFlipped() -> Bool { false }

    // MARK: Rendering hints (stored)

    /// Whether the layer is composited from a bitmap (default false). Stored: nothing is cached
    /// here, every frame draws the layer anew (ours).
    open var shouldRasterize: Bool {
        get { drawing.shouldRasterize }
        set { drawing.shouldRasterize = newValue }
    }

    /// The scale of that bitmap, pixels per point (default 1). Stored.
    open var rasterizationScale: CGFloat {
        get { drawing.rasterizationScale }
        set { drawing.rasterizationScale = newValue }
    }

    /// Whether edges are antialiased when transformed (default false). Stored: cells have no
    /// antialiasing to turn on (ours).
    open var allowsEdgeAntialiasing: Bool {
        get { drawing.allowsEdgeAntialiasing }
        set { drawing.allowsEdgeAntialiasing = newValue }
    }

    /// Whether the layer and its sublayers are composited as one group at its opacity (default
    /// true, as on iOS 7 and later). Stored: each layer is blended with its ancestors' opacity
    /// (ours).
    open var allowsGroupOpacity: Bool {
        get { drawing.allowsGroupOpacity }
        set { drawing.allowsGroupOpacity = newValue }
    }

    /// Whether the layer promises to be fully opaque (default false). Stored: it changes no
    /// drawing (ours).
    open var isOpaque: Bool {
        get { drawing.isOpaque }
        set { drawing.isOpaque = newValue }
    }

    /// Which corners `cornerRadius` rounds (default all four). Stored for the renderer.
    open var maskedCorners: CACornerMask {
        get { drawing.maskedCorners }
        set { drawing.maskedCorners = newValue }
    }

    /// The shape of the rounded corners (default `.circular`). Stored: every rounded corner is
    /// drawn alike (ours).
    open var cornerCurve: CALayerCornerCurve {
        get { drawing.cornerCurve }
        set { drawing.cornerCurve = newValue }
    }

    /// The values that only affect drawing, kept together so that a copy moves them at once.
    private struct Drawing: Equatable {
        var contents: Any?
        var contentsGravity = CALayerContentsGravity.resize
        var contentsScale: CGFloat = 1
        var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        var shouldRasterize = false
        var rasterizationScale: CGFloat = 1
        var allowsEdgeAntialiasing = false
        var allowsGroupOpacity = true
        var isOpaque = false
        var maskedCorners: CACornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        var cornerCurve = CALayerCornerCurve.circular

        /// Equal when every value is, `contents` by identity (an image or a `CGImage` is the same
        /// object; anything else counts as changed).
        static func == (lhs: Drawing, rhs: Drawing) -> Bool {
            let sameContents =
                switch (lhs.contents, rhs.contents) {
                case (nil, nil): true
                case (let a?, let b?): (a as AnyObject) === (b as AnyObject)
                default: false
                }
            return sameContents && lhs.contentsGravity == rhs.contentsGravity
                && lhs.contentsScale == rhs.contentsScale && lhs.contentsRect == rhs.contentsRect
                && lhs.contentsCenter == rhs.contentsCenter && lhs.shouldRasterize == rhs.shouldRasterize
                && lhs.rasterizationScale == rhs.rasterizationScale
                && lhs.allowsEdgeAntialiasing == rhs.allowsEdgeAntialiasing
                && lhs.allowsGroupOpacity == rhs.allowsGroupOpacity && lhs.isOpaque == rhs.isOpaque
                && lhs.maskedCorners == rhs.maskedCorners && lhs.cornerCurve == rhs.cornerCurve
        }
    }
    @exclusivity(unchecked) private var drawing = Drawing() {
        didSet { modelDidChange(from: oldValue, to: drawing) }
    }

    // MARK: Time (CAMediaTiming)

    /// When the layer's time starts, in its parent's time, seconds.
    @exclusivity(unchecked) open var beginTime: TimeInterval = 0 {
        didSet { modelDidChange(from: oldValue, to: beginTime) }
    }
    /// Rate of the layer's time relative to its parent's (0 pauses everything inside).
    @exclusivity(unchecked) open var speed: Float = 1 {
        didSet { modelDidChange(from: oldValue, to: speed) }
    }
    /// Added to the layer's local time after `speed` is applied, seconds.
    @exclusivity(unchecked) open var timeOffset: TimeInterval = 0 {
        didSet { modelDidChange(from: oldValue, to: timeOffset) }
    }

    /// This layer's local time now: the engine's time converted down the layer tree with each
    /// layer's `(t − beginTime) · speed + timeOffset`.
    var localTime: TimeInterval {
        let parentTime = timeParent?.localTime ?? AnimationEngine.shared.currentTime
        if beginTime == 0 && speed == 1 && timeOffset == 0 { return parentTime }
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// Whether this layer's time stands still: its `speed`, or an ancestor's, is 0.
    var isTimeFrozen: Bool {
        speed == 0 || (timeParent?.isTimeFrozen ?? false)
    }

    /// Converts a time in seconds from `layer`'s local time (nil: the engine's time) to this
    /// layer's, in seconds. Source: Apple's Core Animation documentation (`convertTime(_:from:)`).
    public func convertTime(_ t: TimeInterval, from layer: CALayer?) -> TimeInterval {
        let engineTime = layer.map { $0.engineTime(fromLocal: t) } ?? t
        return localTime(fromEngine: engineTime)
    }

    /// Converts a time in seconds from this layer's local time to `layer`'s (nil: the engine's
    /// time), in seconds. Source: Apple's Core Animation documentation (`convertTime(_:to:)`).
    public func convertTime(_ t: TimeInterval, to layer: CALayer?) -> TimeInterval {
        let engineTime = engineTime(fromLocal: t)
        return layer.map { $0.localTime(fromEngine: engineTime) } ?? engineTime
    }

    /// The local time presentation values are sampled at, seconds: `localTime`, or while the
    /// engine reviews an earlier moment (`AnimationEngine.review(at:)`) that moment's local time.
    var presentedLocalTime: TimeInterval {
        guard let reviewTime = AnimationEngine.shared.reviewTime else { return localTime }
        return localTime(fromEngine: reviewTime)
    }

    /// This layer's local time at engine time `t`, seconds.
    func localTime(fromEngine t: TimeInterval) -> TimeInterval {
        let parentTime = timeParent?.localTime(fromEngine: t) ?? t
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    private func engineTime(fromLocal t: TimeInterval) -> TimeInterval {
        // Inverse of (parent − beginTime)·speed + timeOffset; a paused layer maps to "now".
        let parentTime =
            speed == 0
            ? (timeParent?.localTime ?? AnimationEngine.shared.currentTime)
            : (t - timeOffset) / Double(speed) + beginTime
        return timeParent?.engineTime(fromLocal: parentTime) ?? parentTime
    }

    // MARK: Presentation and animations

    /// A copy of the layer with the values currently on screen: every running animation
    /// evaluated at the layer's local time. Returns a new, unattached layer each call.
    open func presentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = Self.init()
        present(into: copy)
        return copy
    }

    /// Makes `copy` (a layer of this layer's class) a presentation copy of this layer: the
    /// model values, then every running animation evaluated at the layer's local time.
    private func present(into copy: CALayer) {
        copy.isPresentationCopy = true
        copy.modelLayer = self
        copy.copyModelValues(from: self)
        guard !animations.isEmpty || !explicitAnimations.isEmpty else { return }
        let time = presentedLocalTime
        for (property, animation) in animations {
            if let value = animation.value(atLocalTime: time) {
                copy.setRawValue(value, for: property)
            }
        }
        for attached in explicitAnimations {
            attached.animation.apply(to: copy, elapsed: time - attached.beginTime)
        }
    }

    /// The presentation copy the renderer draws from while the layer animates, kept from frame
    /// to frame and refreshed by `keptPresentation()`; dropped once no animation is left.
    @exclusivity(unchecked) private var renderingCopy: CALayer?

    /// What `presentation()` returns, in a copy this layer keeps: each call refreshes the same
    /// object with the values on screen now, so reading them every frame makes no layer (nor
    /// its colours). The object is the renderer's alone and changes at the next call. Ours.
    func keptPresentation() -> CALayer {
        if isPresentationCopy { return self }
        let copy = renderingCopy ?? Self.init()
        renderingCopy = copy
        present(into: copy)
        return copy
    }

    /// A presentation copy with the model values and no animation applied (for sampling one
    /// animation alone). Ours.
    func modelCopy() -> CALayer {
        let copy = Self.init()
        copy.isPresentationCopy = true
        copy.modelLayer = self
        copy.copyModelValues(from: self)
        return copy
    }

    /// Lets go of the copy `keptPresentation()` keeps (the layer no longer animates).
    func dropKeptPresentation() {
        if renderingCopy != nil { renderingCopy = nil }
    }

    /// The model layer behind a presentation copy; `self` for a model layer.
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The keys of the animations on the layer: the key paths of view animations (`"bounds"`,
    /// `"position"`, `"transform"`, `"opacity"`, `"backgroundColor"`, `"cornerRadius"`), sorted,
    /// then the keys of explicit animations in the order added; nil if none.
    public func animationKeys() -> [String]? {
        let keys = animations.keys.map(\.rawValue).sorted() + explicitAnimations.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes every animation; view-animation completions run with `finished == false` and
    /// explicit animations' delegates hear `animationDidStop(_:finished: false)`.
    open func removeAllAnimations() {
        for property in Array(animations.keys) {
            removeAnimation(for: property, interrupted: true)
        }
        for attached in explicitAnimations {
            removeExplicitAnimation(forKey: attached.key, finished: false)
        }
    }

    /// Removes the animation under `key` (see `animationKeys()`), if any.
    open func removeAnimation(forKey key: String) {
        if explicitAnimations.contains(where: { $0.key == key }) {
            removeExplicitAnimation(forKey: key, finished: false)
        } else if let property = LayerProperty(rawValue: key) {
            removeAnimation(for: property, interrupted: true)
        }
    }

    // MARK: Internal: engine hooks

    /// Before `property` changes: a view-backed layer records the change for the enclosing
    /// `UIView.animate…` block; any other layer runs its implicit action
    /// (`CALayer+Actions.swift`).
    func willChange(_ property: LayerProperty) {
        guard !isPresentationCopy else { return }
        AnimationEngine.shared.journal.noteProperty(self, property)
        sublayerExtentWillChange(with: property)
        if owningView != nil {
            AnimationEngine.shared.layerWillChange(self, property)
        } else {
            runImplicitAction(for: property)
        }
    }

    func animation(for property: LayerProperty) -> LayerAnimation? {
        animations[property]
    }

    /// The view animations on the layer, by property (at most one each).
    var viewAnimations: [LayerProperty: LayerAnimation] { animations }

    var hasAnimations: Bool { !animations.isEmpty || !explicitAnimations.isEmpty }

    /// Whether an animation is still running on layer time (explicit ones that ended and only
    /// fill forwards do not count, nor do those a property animator's timeline drives: the
    /// engine asks the timeline).
    var hasRunningAnimations: Bool {
        animations.values.contains { $0.timelineMember == nil } || explicitAnimations.contains { !$0.hasEnded }
    }

    /// Moves this layer's animations by `delta` seconds of its local time.
    func shiftAnimations(by delta: TimeInterval) {
        modelDidChange()
        for animation in animations.values { animation.beginTime += delta }
        for attached in explicitAnimations { attached.beginTime += delta }
    }

    func appendExplicit(_ attached: AttachedAnimation) {
        modelDidChange()
        explicitAnimations.append(attached)
        superlayer?.invalidateSublayerExtent()
        AnimationEngine.shared.layerDidAddAnimation(self)
    }

    func removeExplicit(_ attached: AttachedAnimation) {
        modelDidChange()
        explicitAnimations.removeAll { $0 === attached }
        superlayer?.invalidateSublayerExtent()
    }

    /// Adds `animation`, replacing (and interrupting) any running one of the same property.
    func add(_ animation: LayerAnimation) {
        modelDidChange()
        if let old = animations[animation.property] {
            old.group?.markInterrupted()
            AnimationEngine.shared.groupNeedsCheck()
        }
        animations[animation.property] = animation
        superlayer?.invalidateSublayerExtent()
        AnimationEngine.shared.layerDidAddAnimation(self)
    }

    func removeAnimation(for property: LayerProperty, interrupted: Bool) {
        guard let old = animations.removeValue(forKey: property) else { return }
        modelDidChange()
        superlayer?.invalidateSublayerExtent()
        if interrupted {
            old.group?.markInterrupted()
            AnimationEngine.shared.groupNeedsCheck()
        }
    }

    /// The model value of `property`.
    func modelValue(for property: LayerProperty) -> AnimatableValue {
        switch property {
        case .bounds: .rect(_bounds)
        case .position: .point(_position)
        case .transform: .transform(_transform)
        case .sublayerTransform: .transform(depth.sublayerTransform)
        case .zPosition: .scalar(depth.zPosition)
        case .opacity: .scalar(CGFloat(_opacity))
        case .backgroundColor: .color(_backgroundColor?.rgba ?? .clear)
        case .cornerRadius: .scalar(_cornerRadius)
        case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd: subclassModelValue(for: property)
        }
    }

    /// The model value of a property a subclass adds (`CAShapeLayer`'s); a plain layer has none
    /// and answers 0.
    func subclassModelValue(for property: LayerProperty) -> AnimatableValue {
        .scalar(0)
    }

    /// Stores a value of a property a subclass adds; a plain layer ignores it.
    func setSubclassRawValue(_ value: AnimatableValue, for property: LayerProperty) {}

    /// The on-screen value of `property` now.
    func presentationValue(for property: LayerProperty) -> AnimatableValue {
        if !explicitAnimations.isEmpty, let presented = presentation() {
            return presented.modelValue(for: property)
        }
        if let animation = animations[property], let value = animation.value(atLocalTime: presentedLocalTime) {
            return value
        }
        return modelValue(for: property)
    }

    /// Sets a model value without recording it in any animation block.
    func setModelValueWithoutAnimation(_ value: AnimatableValue, for property: LayerProperty) {
        setRawValue(value, for: property)
        if property == .bounds { owningView?.setNeedsLayout() }
    }

    /// A model value, an animation or the layer's time changed: no review of an earlier moment
    /// can show what the engine had then any more (`AnimationEngine.earliestReviewTime`).
    /// Nothing for presentation copies.
    private func modelDidChange() {
        if !isPresentationCopy { AnimationEngine.shared.noteIrreversibleChange() }
    }

    /// `modelDidChange()` when `old` and `new` differ: layout passes set the same values again
    /// and again, which changes nothing. Presentation copies compare nothing (the renderer's
    /// copy is refreshed every frame).
    private func modelDidChange<Value: Equatable>(from old: Value, to new: Value) {
        if !isPresentationCopy && old != new { AnimationEngine.shared.noteIrreversibleChange() }
    }

    /// Whether this layer is `ancestor` or inside it.
    func isInside(_ ancestor: CALayer) -> Bool {
        var current: CALayer? = self
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.timeParent
        }
        return false
    }

    /// Forgets the kept `sublayerExtent`s that a change of `property` can move: the
    /// superlayer's (and up) for this layer's geometry, this layer's own for its
    /// `sublayerTransform`.
    private func sublayerExtentWillChange(with property: LayerProperty) {
        switch property {
        case .bounds, .position, .transform: superlayer?.invalidateSublayerExtent()
        case .sublayerTransform: invalidateSublayerExtent()
        default: break
        }
    }

    /// Stores a value without animating (used for presentation copies).
    func setRawValue(_ value: AnimatableValue, for property: LayerProperty) {
        if !isPresentationCopy {
            sublayerExtentWillChange(with: property)
            if modelValue(for: property) != value { modelDidChange() }
        }
        switch (property, value) {
        case (.bounds, .rect(let r)): _bounds = r
        case (.position, .point(let p)): _position = p
        case (.transform, .transform(let t)): _transform = t
        case (.sublayerTransform, .transform(let t)): depth.sublayerTransform = t
        case (.zPosition, .scalar(let z)): depth.zPosition = z
        case (.opacity, .scalar(let s)): _opacity = Float(s)
        case (.backgroundColor, .color(let c)):
            _backgroundColor = c.alpha == 0 && _backgroundColor == nil ? nil : c.cgColor
        case (.cornerRadius, .scalar(let s)): _cornerRadius = s
        case _ where property.isShapeProperty: setSubclassRawValue(value, for: property)
        default: break
        }
    }
}
