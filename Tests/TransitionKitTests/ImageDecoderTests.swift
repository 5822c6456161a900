import Foundation
import TestSupport
import Testing
import TransitionKit

/// PNG and JPEG through libpng and libjpeg-turbo. The files are in `Images/`, written by
/// `Images/make_images.py`, which lists their pixels; the expected bytes below are those.
@MainActor
@Suite struct ImageDecoderTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Images")

    private func data(_ name: String) throws -> Data {
        try Data(contentsOf: Self.directory.appendingPathComponent(name))
    }

    @Test func pngColourTypes() throws {
        // Red, half-transparent green / blue, transparent white; alpha not premultiplied.
        #expect(
            try ImageDecoder.decode(data("rgba-2x2.png")).pixelData
                == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 255, 255, 255, 0])
        #expect(
            try ImageDecoder.decode(data("gray-3x1.png")).pixelData
                == [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255])
        // Palette: orange opaque, blue at alpha 64 (its tRNS entry).
        #expect(try ImageDecoder.decode(data("indexed-2x1.png")).pixelData == [255, 128, 0, 255, 0, 0, 255, 64])
    }

    @Test func jpegColourAndGrey() throws {
        let colour = try ImageDecoder.decode(data("red-blue-16x8.jpg"))
        #expect(colour.width == 16 && colour.height == 8)
        // Quality 100 without chroma subsampling: within 2 of the source (djpeg gives 254).
        let left = colour.pixel(x: 0, y: 0)
        let right = colour.pixel(x: 15, y: 7)
        #expect(left.red > 0.99 && left.green < 0.01 && left.blue < 0.01 && left.alpha == 1)
        #expect(right.red < 0.01 && right.green < 0.01 && right.blue > 0.99 && right.alpha == 1)
        let grey = try ImageDecoder.decode(data("gray-8x8.jpeg"))
        #expect(
            grey.pixelData.enumerated().allSatisfy {
                $0.offset % 4 == 3 ? $0.element == 255 : abs(Int($0.element) - 200) <= 2
            })
    }

    @Test func truncatedAndHostileFilesAreRefused() throws {
        let truncated = try #require(throws: ImageDecodingError.self) { try ImageDecoder.decode(data("truncated.png")) }
        #expect(truncated.reason.hasPrefix("PNG: ") && truncated.offset > 0 && truncated.offset <= 47)

        // Signature 8 + IHDR (8 + 13 + 4) + the next chunk's header 8 = 41 bytes read when the
        // size is known, and refused before 40 GB are allocated.
        #expect(throws: ImageDecodingError(reason: "image size 100000×100000 outside 1…16384", offset: 41)) {
            try ImageDecoder.decode(data("huge-header.png"))
        }

        let cut = try #require(throws: ImageDecodingError.self) { try ImageDecoder.decode(data("truncated.jpg")) }
        #expect(cut.reason == "JPEG: Premature end of JPEG file")

        // Start of image, then nothing: the data ends after all 3 bytes.
        #expect(throws: ImageDecodingError(reason: "JPEG: Premature end of JPEG file", offset: 3)) {
            try ImageDecoder.decode(Data([0xFF, 0xD8, 0xFF]))
        }
        #expect(
            throws: ImageDecodingError(
                reason: "not an image TransitionKit decodes (PNG, JPEG, or Netpbm: PPM, PGM, PAM)", offset: 0)
        ) {
            try ImageDecoder.decode(Data("GIF89a".utf8))
        }
    }

    /// A PAM header field out of range is placed at its value: in "P7\nWIDTH 99999\n…" the
    /// value starts at byte 9 (P7 and its line break are bytes 0–2, "WIDTH " 3–8), not at the
    /// end of the header.
    @Test func aBadPAMFieldIsPlacedAtItsValue() {
        let header = "P7\nWIDTH 99999\nHEIGHT 1\nDEPTH 4\nMAXVAL 255\nENDHDR\n"
        #expect(throws: ImageDecodingError(reason: "PAM WIDTH 99999 outside 1…16384", offset: 9)) {
            try ImageDecoder.decode(Data(header.utf8))
        }
        // "P7\nWIDTH 1\n" is bytes 0–10; "  HEIGHT  x1" follows, its value at byte 11 + 10 = 21.
        let spaced = "P7\nWIDTH 1\n  HEIGHT  x1\nDEPTH 4\nMAXVAL 255\nENDHDR\n"
        #expect(throws: ImageDecodingError(reason: "PAM HEIGHT \"x1\" is not a number", offset: 21)) {
            try ImageDecoder.decode(Data(spaced.utf8))
        }
    }

    @Test func fileErrorsNameTheFile() {
        let path = Self.directory.appendingPathComponent("truncated.jpg").path
        let error = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(contentsOfFile: path) }
        #expect(error?.file == path)
        #expect(error?.description.hasPrefix("\(path): JPEG: Premature end of JPEG file (at byte ") == true)
        let missing = #expect(throws: ImageDecodingError.self) {
            try ImageDecoder.decode(contentsOfFile: "/nonexistent.png")
        }
        // The system's reason (strerror(ENOENT)), and no byte offset: nothing was read.
        #expect(missing?.description == "/nonexistent.png: cannot read the file: no such file or directory")
    }

    @Test func namedImagesAreFoundByExtension() {
        _ = freshEngine()
        UIImage.registerAssetDirectory(Self.directory)
        let png = UIImage(named: "rgba-2x2")
        #expect(png?.size == CGSize(width: 2, height: 2) && png?.scale == 1)
        #expect(UIImage(named: "red-blue-16x8")?.size == CGSize(width: 16, height: 8), "found as .jpg")
        #expect(UIImage(named: "gray-8x8.jpeg") != nil, "the name as given")
        #expect(UIImage(contentsOfFile: Self.directory.appendingPathComponent("gray-3x1.png").path) != nil)

        #expect(UIImage(named: "huge-header") == nil)
        AnimationEngine.shared.advance(by: 0)
        let reported = AnimationEngine.shared.diagnostics.last
        #expect(reported?.identifier == "image-undecodable")
        #expect(reported?.message.contains("huge-header.png: image size 100000×100000 outside 1…16384") == true)
    }

    @Test func namedImagesThatCannotBeReadSayWhyWithoutOpeningAFIFO() throws {
        _ = freshEngine()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushpop-unreadable-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A FIFO with no writer: opening it to read would wait for ever, and this test would hang.
        let fifo = directory.appendingPathComponent("fifo-photo.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // loop-photo.png → loop-back.png → loop-photo.png: stat fails with ELOOP, whose
        // strerror(3) text is below.
        let loop = directory.appendingPathComponent("loop-photo.png").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop-back.png")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("loop-back.png").path, withDestinationPath: "loop-photo.png")
        UIImage.registerAssetDirectory(directory)

        #expect(UIImage(named: "fifo-photo") == nil)
        #expect(UIImage(named: "loop-photo") == nil)
        AnimationEngine.shared.advance(by: 0)
        let messages = AnimationEngine.shared.diagnostics
            .filter { $0.identifier == "image-undecodable" && $0.message.contains(directory.path) }.map(\.message)
        #expect(
            messages == [
                "UIImage(named: \"fifo-photo\") returned nil: \(fifo): cannot read the file: not a regular file (a FIFO).",
                "UIImage(named: \"loop-photo\") returned nil: \(loop): cannot read the file: "
                    + "too many levels of symbolic links.",
            ])
    }
}
