import Foundation

/// UIKit's `NSValue` wrappers for geometry structs, as animations (`fromValue`, `toValue`,
/// `byValue`, `values`) and key-value coding take them: `NSValue(cgPoint:)` and
/// `.cgPointValue`, and the same for `CGSize`, `CGRect`, `CGVector`, `CGAffineTransform` and
/// `UIEdgeInsets`. Points, sizes and rectangles are Foundation's own values
/// (`NSValue(point:)`, `(size:)`, `(rect:)` on Linux, with iOS's `objCType`, `{CGPoint=dd}` and
/// so on), so either spelling works anywhere; insets are Foundation's `NSValue(edgeInsets:)`;
/// vectors and affine transforms are kept as `[2d]` and `[6d]` (see `NSValue+Doubles.swift`:
/// Foundation on Linux cannot hold other structs). Reading a value as a type it does not hold
/// gives that type's zero (the identity for a transform) — ours: on iOS it is undefined.
/// Source: Apple's UIKit documentation for `NSValue` (UIKit additions).
extension NSValue {
    /// A value holding `point`, in points.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding `vector`.
    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [Double(vector.dx), Double(vector.dy)])
    }

    /// A value holding `size`, in points.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A value holding `rect`, in points.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A value holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(
            doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map {
                Double($0)
            })
    }

    /// A value holding `insets`, in points.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(
            edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }

    /// The point held; `.zero` if the value holds something else.
    public var cgPointValue: CGPoint { storedPoint ?? .zero }
    /// The vector held; `.zero` if the value holds something else.
    public var cgVectorValue: CGVector { storedVector ?? .zero }
    /// The size held; `.zero` if the value holds something else.
    public var cgSizeValue: CGSize { storedSize ?? .zero }
    /// The rectangle held; `.zero` if the value holds something else.
    public var cgRectValue: CGRect { storedRect ?? .zero }
    /// The transform held; `.identity` if the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform { storedAffineTransform ?? .identity }
    /// The insets held; `.zero` if the value holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets { storedEdgeInsets ?? .zero }

    // MARK: Reading what a value holds (internal)

    /// The point, if this value holds one.
    var storedPoint: CGPoint? { holds("{CGPoint=dd}") ? pointValue : nil }
    /// The size, if this value holds one.
    var storedSize: CGSize? { holds("{CGSize=dd}") ? sizeValue : nil }
    /// The rectangle, if this value holds one.
    var storedRect: CGRect? { holds("{CGRect={CGPoint=dd}{CGSize=dd}}") ? rectValue : nil }

    /// The vector, if this value holds one.
    var storedVector: CGVector? {
        storedDoubles(count: 2).map { CGVector(dx: $0[0], dy: $0[1]) }
    }

    /// The affine transform, if this value holds one.
    var storedAffineTransform: CGAffineTransform? {
        storedDoubles(count: 6).map { e in
            CGAffineTransform(
                a: CGFloat(e[0]), b: CGFloat(e[1]), c: CGFloat(e[2]), d: CGFloat(e[3]), tx: CGFloat(e[4]),
                ty: CGFloat(e[5]))
        }
    }

    /// The insets, if this value holds them.
    var storedEdgeInsets: UIEdgeInsets? {
        guard holds("{NSEdgeInsets=dddd}") else { return nil }
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// What the value holds, as the initialiser that makes it (`NSValue(cgPoint:)`), for
    /// messages; nil for other values (numbers among them).
    var heldGeometryName: String? {
        if storedPoint != nil { return "NSValue(cgPoint:)" }
        if storedSize != nil { return "NSValue(cgSize:)" }
        if storedRect != nil { return "NSValue(cgRect:)" }
        if storedVector != nil { return "NSValue(cgVector:)" }
        if storedAffineTransform != nil { return "NSValue(cgAffineTransform:)" }
        if storedEdgeInsets != nil { return "NSValue(uiEdgeInsets:)" }
        if storedTransform3D != nil { return "NSValue(caTransform3D:)" }
        return nil
    }

    private func holds(_ type: String) -> Bool {
        String(cString: objCType) == type
    }
}
