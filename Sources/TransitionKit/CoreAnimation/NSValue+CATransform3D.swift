import Foundation

extension NSValue {
    /// A value holding `t`, for `fromValue`, `toValue`, `byValue` and `values` of animations of
    /// `transform` and `sublayerTransform`. Its `objCType` is `[16d]` (sixteen doubles), not the
    /// iOS struct encoding: swift-corelibs-foundation's `NSValue` stores no structs (ours).
    /// Source: Apple's Foundation documentation for `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(
            doubles: [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            ].map { Double($0) })
    }

    /// The transform held by a value made with `init(caTransform3D:)`; the identity for a value
    /// holding anything else (ours: on iOS reading the wrong type is undefined).
    /// Source: Apple's Foundation documentation for `caTransform3DValue`.
    public var caTransform3DValue: CATransform3D {
        storedTransform3D ?? CATransform3DIdentity
    }

    /// The transform, if this value holds one.
    var storedTransform3D: CATransform3D? {
        guard let e = storedDoubles(count: 16)?.map({ CGFloat($0) }) else { return nil }
        return CATransform3D(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}
