import Foundation

/// Geometry structs kept in an `NSValue` as a plain array of doubles. swift-corelibs-foundation's
/// `NSValue(bytes:objCType:)` stops the program on a struct encoding (`{CGVector=dd}`), so the
/// structs Foundation on Linux does not hold itself (`CGVector`, `CGAffineTransform`,
/// `CATransform3D`) are stored as `[nd]`, n doubles, and told apart by n. Ours.
extension NSValue {
    /// A value holding `doubles`, with the type encoding `[nd]` (n = `doubles.count`).
    convenience init(doubles: [Double]) {
        var storage = doubles
        let type = "[\(doubles.count)d]"
        self.init(bytes: &storage, objCType: type)
    }

    /// The doubles this value holds, if it was made by `init(doubles:)` with `count` of them.
    func storedDoubles(count: Int) -> [Double]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var doubles = [Double](repeating: 0, count: count)
        doubles.withUnsafeMutableBytes { buffer in
            if let base = buffer.baseAddress { getValue(base) }
        }
        return doubles
    }
}
