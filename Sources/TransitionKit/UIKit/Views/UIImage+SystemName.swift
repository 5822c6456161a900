import Foundation

extension UIImage {
    /// The SF Symbol named `name`. There are no SF Symbols here: every name gives the same
    /// placeholder, a 16 × 16 point dark grey disc on transparency, instead of nil, so that iOS
    /// code's `UIImage(systemName: "chevron.left")!` runs and shows something where the symbol
    /// would be (ours). Source: Apple's UIKit documentation for `init(systemName:)`.
    public convenience init?(systemName name: String) {
        guard let placeholder = UIImage.symbolPlaceholder else { return nil }
        self.init(cgImage: placeholder, scale: 1, layerTree: nil)
    }

    /// 16 × 16 pixels: a disc of radius 7 around the centre in UIKit's label grey
    /// (#3C3C43), transparent outside (never nil: the pixels fit the size).
    private static let symbolPlaceholder: CGImage? = {
        let side = 16
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - Double(side) / 2
                let dy = Double(y) + 0.5 - Double(side) / 2
                guard dx * dx + dy * dy <= 49 else { continue }
                let i = (y * side + x) * 4
                pixels[i] = 0x3C
                pixels[i + 1] = 0x3C
                pixels[i + 2] = 0x43
                pixels[i + 3] = 255
            }
        }
        return CGImage(width: side, height: side, pixelData: pixels)
    }()
}
