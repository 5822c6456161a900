import Foundation

extension NSValue {
    /// A value holding `t`, for `fromValue`, `toValue`, `byValue` and `values` of animations of
    /// `transform` and `sublayerTransform`. Its `objCType` is `[16d]` (sixteen doubles), not the
    /// iOS struct encoding: swift-corelibs-foundation's `NSValue` stores no structs (ours).
    /// Source: Apple's Foundation documentation for `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D t: CATransform3D) {
        var entries = (
            Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14),
            Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24),
            Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34),
            Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44)
        )
        self.init(bytes: &entries, objCType: NSValue.transform3DType)
    }

    /// The transform held by a value made with `init(caTransform3D:)`; the identity for a value
    /// holding anything else (ours: on iOS reading the wrong type is undefined).
    /// Source: Apple's Foundation documentation for `caTransform3DValue`.
    public var caTransform3DValue: CATransform3D {
        storedTransform3D ?? CATransform3DIdentity
    }

    /// The transform, if this value holds one.
    var storedTransform3D: CATransform3D? {
        guard String(cString: objCType) == NSValue.transform3DType else { return nil }
        var e = [Double](repeating: 0, count: 16)
        e.withUnsafeMutableBytes { buffer in
            if let base = buffer.baseAddress { getValue(base) }
        }
        return CATransform3D(
            m11: CGFloat(e[0]), m12: CGFloat(e[1]), m13: CGFloat(e[2]), m14: CGFloat(e[3]),
            m21: CGFloat(e[4]), m22: CGFloat(e[5]), m23: CGFloat(e[6]), m24: CGFloat(e[7]),
            m31: CGFloat(e[8]), m32: CGFloat(e[9]), m33: CGFloat(e[10]), m34: CGFloat(e[11]),
            m41: CGFloat(e[12]), m42: CGFloat(e[13]), m43: CGFloat(e[14]), m44: CGFloat(e[15]))
    }

    /// The type encoding of a stored transform: an array of sixteen doubles.
    private static let transform3DType = "[16d]"
}
