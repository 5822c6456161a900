import Foundation
import TestSupport
import Testing

@testable import TransitionKit

/// `CALayer.contents` and its placement, `CGImage.cropping(to:)`, and the layer properties
/// that are stored only. Placements worked by hand for a 40 × 20 pixel image in a 100 × 100
/// point layer.
@MainActor
@Suite struct LayerContentsTests {
    private func image(width: Int, height: Int) throws -> CGImage {
        let pixels: [UInt8] = (0..<(width * height)).flatMap { i -> [UInt8] in
            [UInt8(truncatingIfNeeded: i), UInt8(i / width), UInt8(i % width), 255]
        }
        return try #require(CGImage(width: width, height: height, pixelData: pixels))
    }

    private func placement(_ configure: (CALayer) -> Void) throws -> CGRect {
        let layer = CALayer()
        layer.contents = try image(width: 40, height: 20)
        configure(layer)
        return try #require(layer.contentsPlacement(in: CGRect(x: 0, y: 0, width: 100, height: 100))).rect
    }

    /// resize fills the bounds; resizeAspect scales by min(100/40, 100/20) = 2.5 to 100 × 50,
    /// centred at y 25; resizeAspectFill by max = 5 to 200 × 100, centred at x −50.
    @Test func resizingGravities() throws {
        #expect(try placement { _ in } == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(try placement { $0.contentsGravity = .resizeAspect } == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(
            try placement { $0.contentsGravity = .resizeAspectFill } == CGRect(x: -50, y: 0, width: 200, height: 100))
    }

    /// At natural size, 40 × 20 points at contentsScale 1: centred at (30, 40). The vertical
    /// names follow Core Animation's upward y: `bottom` is at the top on screen (y 0), `top` at
    /// the bottom (y 80), `topLeft` bottom left, `bottomRight` top right; left and right are as
    /// named.
    @Test func naturalSizeGravities() throws {
        #expect(try placement { $0.contentsGravity = .center } == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(try placement { $0.contentsGravity = .bottom } == CGRect(x: 30, y: 0, width: 40, height: 20))
        #expect(try placement { $0.contentsGravity = .top } == CGRect(x: 30, y: 80, width: 40, height: 20))
        #expect(try placement { $0.contentsGravity = .left } == CGRect(x: 0, y: 40, width: 40, height: 20))
        #expect(try placement { $0.contentsGravity = .right } == CGRect(x: 60, y: 40, width: 40, height: 20))
        #expect(try placement { $0.contentsGravity = .topLeft } == CGRect(x: 0, y: 80, width: 40, height: 20))
        #expect(try placement { $0.contentsGravity = .topRight } == CGRect(x: 60, y: 80, width: 40, height: 20))
        #expect(try placement { $0.contentsGravity = .bottomLeft } == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(try placement { $0.contentsGravity = .bottomRight } == CGRect(x: 60, y: 0, width: 40, height: 20))
    }

    /// contentsScale 2 halves the natural size to 20 × 10 (centred at (40, 45)); contentsRect
    /// (0, 0, ½, 1) shows 20 × 20 pixels, 20 × 20 points centred at (40, 40).
    @Test func scaleAndRectSetTheNaturalSize() throws {
        #expect(
            try placement {
                $0.contentsGravity = .center
                $0.contentsScale = 2
            } == CGRect(x: 40, y: 45, width: 20, height: 10))
        #expect(
            try placement {
                $0.contentsGravity = .center
                $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
            } == CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    /// `UIImage.cgImage` is what iOS code assigns; anything else is kept and not drawn.
    @Test func contentsTakeAnImagesBitmapAndKeepOtherObjects() throws {
        let picture = UIImage(cgImage: try image(width: 2, height: 2))
        let layer = CALayer()
        layer.contents = picture.cgImage
        #expect((layer.contents as? CGImage) === picture.cgImage)
        #expect(layer.presentation()?.contents as? CGImage === picture.cgImage, "presentation copies carry it")
        layer.contents = "not an image"
        #expect(layer.contents as? String == "not an image")
        #expect(layer.contentsPlacement(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == nil)
    }

    /// A 4 × 2 image whose pixel (x, y) has green y and blue x. (1, 0, 2, 2) is columns 1…2,
    /// rows 0…1; (1.5, 0.5, 1, 1) grows to whole pixels, (1, 0, 2, 2) again; (3, 1, 5, 5) is cut
    /// to the image, the one pixel (3, 1); (10, 10, 1, 1) is outside: nil.
    @Test func croppingTakesWholePixelsInsideTheImage() throws {
        let bitmap = try image(width: 4, height: 2)
        let crop = try #require(bitmap.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 2)))
        #expect(crop.width == 2 && crop.height == 2)
        #expect(crop.pixel(x: 0, y: 0).blue == CGFloat(1) / 255 && crop.pixel(x: 1, y: 1).green == CGFloat(1) / 255)
        #expect(crop.pixel(x: 1, y: 1).blue == CGFloat(2) / 255)
        #expect(bitmap.cropping(to: CGRect(x: 1.5, y: 0.5, width: 1, height: 1)) == crop)
        let corner = try #require(bitmap.cropping(to: CGRect(x: 3, y: 1, width: 5, height: 5)))
        #expect(corner.width == 1 && corner.height == 1)
        #expect(corner.pixel(x: 0, y: 0).blue == CGFloat(3) / 255 && corner.pixel(x: 0, y: 0).green == CGFloat(1) / 255)
        #expect(bitmap.cropping(to: CGRect(x: 10, y: 10, width: 1, height: 1)) == nil)
        #expect(bitmap.cropping(to: .null) == nil)
    }

    /// Core Animation's defaults for the stored properties, kept by presentation copies.
    @Test func storedPropertiesHaveCoreAnimationsDefaults() {
        let layer = CALayer()
        #expect(layer.contentsGravity == .resize && layer.contentsScale == 1)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1)
        #expect(!layer.allowsEdgeAntialiasing && layer.allowsGroupOpacity && !layer.isOpaque)
        #expect(layer.maskedCorners.rawValue == 0b1111)
        #expect(layer.cornerCurve == .circular && !layer.contentsAreFlipped())

        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.cornerCurve = .continuous
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        let copy = layer.presentation()
        #expect(copy?.maskedCorners.rawValue == 0b0011 && copy?.cornerCurve == .continuous)
        #expect(copy?.shouldRasterize == true && copy?.rasterizationScale == 3)
        #expect(copy?.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }
}
