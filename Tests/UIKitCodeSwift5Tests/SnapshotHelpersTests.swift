import Foundation
import TestSupport
import Testing
import TransitionKit

/// `Fixtures/SnapshotHelpers.swift`: pixels of a 32 × 32 badge, worked by hand. UIKit's
/// `.orange` is (1, 0.5, 0): 0.5 · 255 = 127.5 → 128; the border is 2 points of black inside
/// the bounds, the corners rounded by 8; `layoutSubviews` centres an 8 × 8 white dot at
/// (12…20, 12…20).
@MainActor
@Suite struct SnapshotHelpersTests {
    static let orange: [UInt8] = [255, 128, 0, 255]

    private func pixel(_ image: UIImage?, _ x: Int, _ y: Int) -> [UInt8] {
        guard let bitmap = image?.cgImage else { return [] }
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.pixelData[i..<(i + 4)])
    }

    @Test func theBadgeAsAnImage() {
        let window = makeWindow(UIViewController())
        let badge = BadgeView(frame: CGRect(x: 40, y: 40, width: 32, height: 32))
        window.addSubview(badge)
        let image = badge.snapshotImage()
        #expect(image?.size == CGSize(width: 32, height: 32))
        #expect(pixel(image, 16, 16) == [255, 255, 255, 255], "the dot, laid out before drawing")
        #expect(pixel(image, 6, 16) == Self.orange)
        #expect(pixel(image, 1, 16) == [0, 0, 0, 255], "the border")
        // Pixel (0, 0): centre (0.5, 0.5), 7.5·√2 ≈ 10.6 from the corner circle's centre (8, 8).
        #expect(pixel(image, 0, 0) == [0, 0, 0, 0], "not opaque: the rounded corner stays clear")

        let screen = badge.screenImage()
        #expect(pixel(screen, 16, 16) == [255, 255, 255, 255] && pixel(screen, 6, 16) == Self.orange)

        let imageView = badge.snapshotImageView()
        #expect(imageView?.frame == badge.frame && imageView?.image?.layerTree != nil)
    }
}
