import Foundation
import Testing
import TransitionKit

@testable import Playground

/// Each kind of bad input gives an exact message with file, line, column and key path. Lines
/// and columns below are counted by hand (1-based; columns in characters).
@Suite("Asset errors")
struct AssetErrorTests {
    @Test("the description joins file, line, column, key path and message")
    func descriptionFormat() {
        let full = AssetError(
            file: "Assets/screens.json", line: 14, column: 17, keyPath: "screens[1].color",
            message: "unknown colour \"systemBleu\" (did you mean \"systemBlue\"?)")
        #expect(
            full.description
                == "Assets/screens.json:14:17: screens[1].color: unknown colour \"systemBleu\" (did you mean \"systemBlue\"?)"
        )
        #expect(AssetError(file: "a.ppm", message: "bad").description == "a.ppm: bad")
        #expect(
            AssetError(file: "t.json", line: 1, column: 1, keyPath: "", message: "m").description == "t.json:1:1: m")
    }

    @Test("invalid UTF-8 is placed at its first bad byte, not past the end of the file")
    func invalidUTF8() throws {
        // Lines: `{` and its line break (bytes 0–1), ` "root": "a",` and its line break (2–15),
        // then ` "x` (16–18) and 0xFF at byte 19: line 3, column 4. Foundation's message named
        // "character 18" and no line, and the error pointed at line 5 of this 4-line file.
        let data = Data("{\n \"root\": \"a\",\n \"x".utf8) + Data([0xFF]) + Data("\": 1\n}\n".utf8)
        let error = try #require(throws: AssetError.self) { try ScreensFile(data: data, file: "t.json") }
        #expect(
            error.description
                == "t.json:3:4: invalid UTF-8: byte 0xFF (at byte 19) begins no UTF-8 character; "
                + "save the file as UTF-8")
        // A truncated sequence (0xC3 then a quote, not a continuation byte) at the same place.
        let truncated = Data("{\n \"root\": \"a\",\n \"x".utf8) + Data([0xC3]) + Data("\": 1\n}\n".utf8)
        #expect(ScreensFile.firstInvalidUTF8Offset(in: [UInt8](truncated)) == 19)
        #expect(ScreensFile.firstInvalidUTF8Offset(in: [UInt8]("héllo ✓".utf8)) == nil)
    }

    @Test("invalid UTF-8 is worded by what is wrong with the sequence (RFC 3629's table)")
    func invalidUTF8Wording() {
        func problem(_ bytes: [UInt8]) -> String? {
            guard let offset = ScreensFile.firstInvalidUTF8Offset(in: bytes) else { return nil }
            return ScreensFile.invalidUTF8Problem(in: bytes, at: offset)
        }
        // "a" then E2 82, the first two bytes of "€" (E2 82 AC), then "t": cut short by 0x74.
        #expect(
            problem([0x61, 0xE2, 0x82, 0x74])
                == "byte 0xE2 (at byte 1) begins a 3-byte character that is cut short by byte 0x74 (at byte 3)")
        // The same at the end of the file.
        #expect(
            problem([0x61, 0xE2, 0x82])
                == "byte 0xE2 (at byte 1) begins a 3-byte character that is cut short by the end of the file")
        // ED A0 80 would be U+D800, a surrogate.
        #expect(
            problem([0xED, 0xA0, 0x80])
                == "bytes 0xED 0xA0 (at byte 0) begin a UTF-16 surrogate, which UTF-8 does not allow")
        // E0 80 80 would be U+0000 in three bytes; C0 80 likewise in two (C0 never begins one).
        #expect(
            problem([0xE0, 0x80, 0x80])
                == "bytes 0xE0 0x80 (at byte 0) begin an overlong form, which UTF-8 does not allow")
        #expect(problem([0xC0, 0x80]) == "byte 0xC0 (at byte 0) begins no UTF-8 character")
        // F4 90 80 80 would be U+110000.
        #expect(problem([0xF4, 0x90, 0x80, 0x80]) == "bytes 0xF4 0x90 (at byte 0) begin a code point past U+10FFFF")
        // A lone continuation byte.
        #expect(problem([0x61, 0x80]) == "byte 0x80 (at byte 1) continues a character that never began")
    }

    @Test("a key given twice in one object is an error at the second; $-keys may repeat")
    func duplicateKey() {
        // Line 4 is `    { "title": "A", "title": "B" } ] } } ] }`: the first "title" opens at column
        // 7, the second at column 21. Two "$comment" keys in one object are comments and pass.
        let json = """
            { "$comment": "a", "$comment": "b", "root": "home",
              "screens": [ { "id": "home", "title": "Home", "color": "black",
                "content": { "rows": [
                { "title": "A", "title": "B" } ] } } ] }
            """
        #expect(
            TestSupport.parseError(json)?.description
                == "t.json:4:21: screens[0].content.rows[0].title: duplicate key, given before at 4:7 "
                + "(JSON keeps only one of them)")
    }

    @Test("a JSON syntax error is placed at Foundation's byte offset")
    func syntaxErrorAtOffset() {
        // Line 3 starts at byte 19; Foundation reports byte 21, the quote before "screens".
        let json = """
            {
              "root": "home"
              "screens": []
            }
            """
        #expect(TestSupport.parseError(json)?.description == "t.json:3:3: invalid JSON: invalid value")
    }

    @Test("a syntax error after non-ASCII text counts columns in characters, not bytes")
    func syntaxErrorColumnsInCharacters() {
        // Line 2 is `  "é": "ü" x`: the x is its 12th character but its 14th byte (é and ü take two each).
        let json = "{\n  \"é\": \"ü\" x\n}"
        #expect(TestSupport.parseError(json)?.description == "t.json:2:12: invalid JSON: invalid value")
    }

    @Test("a raw line break inside a string")
    func controlCharacter() {
        let json = "{\n  \"root\": \"a\nb\"\n}"
        #expect(TestSupport.parseError(json)?.description == "t.json:2:13: invalid JSON: unescaped control character")
    }

    @Test("a truncated file: Foundation gives no offset, the scan finds the end")
    func truncated() {
        let json = "{\n  \"root\": \"home\",\n  \"screens\": [\n"
        #expect(
            TestSupport.parseError(json)?.description
                == "t.json:4:1: invalid JSON: expected a value or ], found the end of the file")
        #expect(
            TestSupport.parseError("")?.description
                == "t.json:1:1: invalid JSON: expected a value, found the end of the file")
    }

    /// The built-in `Assets/screens.json` (113 lines, each ending in a line break) with the
    /// first `original` on line `line` replaced by `replacement`.
    static func builtInScreens(line: Int, replacing original: String, with replacement: String) throws -> String {
        let text = try String(contentsOfFile: "\(TestSupport.assetsDirectory)/screens.json", encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let range = try #require(lines[line - 1].range(of: original))
        lines[line - 1].replaceSubrange(range, with: replacement)
        return lines.joined(separator: "\n")
    }

    @Test("a number beyond a Double's range is placed where it is written, not past the end of the file")
    func numberOutOfRange() throws {
        // Line 32 of the built-in file is `          "columns": 3,`: ten spaces, the key in
        // columns 11–19, the colon at 20, a space, the number at 22. Foundation names no
        // position, and the error was at 114:1, past the 113 lines.
        let columns = try Self.builtInScreens(line: 32, replacing: "3", with: "1e400")
        #expect(
            TestSupport.parseError(columns)?.description
                == "t.json:32:22: invalid JSON: number 1e400 is beyond a Double's range (about ±1.8e308)")
        // In an array, on line 3 after four spaces: column 5. 2.5 and 1e308 before it are in range.
        let array = "{\n  \"a\": [1, 2.5, 1e308,\n    -2e308, 3]\n}"
        #expect(
            TestSupport.parseError(array)?.description
                == "t.json:3:5: invalid JSON: number -2e308 is beyond a Double's range (about ±1.8e308)")
        // 400 nines (about 1e400) after `  "a": [0, ` (11 characters): line 2, column 12; the
        // message shows the first 20 characters.
        let long = "{\n  \"a\": [0, " + String(repeating: "9", count: 400) + "]\n}\n"
        #expect(
            TestSupport.parseError(long)?.description
                == "t.json:2:12: invalid JSON: number \(String(repeating: "9", count: 20))… (400 characters) "
                + "is beyond a Double's range (about ±1.8e308)")
    }

    @Test("half of a surrogate pair is placed at its escape and named in plain words")
    func loneSurrogates() throws {
        let pair = "(a character above U+FFFF is escaped as a pair, e.g. \\ud83d\\ude00)"
        // Line 12 of the built-in file is `      "title": "Home",`: six spaces, the key in
        // columns 7–13, the colon at 14, a space, the quote at 16, H at 17, o at 18, and the
        // backslash of `\ud800` at 19. Foundation's message spoke of an unexpected end of file,
        // and the error was at 114:1.
        let high = try Self.builtInScreens(line: 12, replacing: "Home", with: "Ho\\ud800me")
        #expect(
            TestSupport.parseError(high)?.description
                == "t.json:12:19: invalid JSON: a \\ud800 escape with no low surrogate after it \(pair)")
        // A low half alone, in `  "t": "x\udc00y"`: the backslash after `  "t": "x` (9 characters).
        #expect(
            TestSupport.parseError("{\n  \"t\": \"x\\udc00y\"\n}")?.description
                == "t.json:2:10: invalid JSON: a \\udc00 escape with no high surrogate before it \(pair)")
        // A high half followed by an escape that is no low half: a letter (\u0041), a line
        // break (\n), another high half (whose own pair then follows). Line 3 is
        // `  "t": "\uD83D…`: the backslash at column 9. The pair on line 2 is a smiley and passes.
        for after in ["\\u0041", "\\n", "\\ud83d\\ude00"] {
            let json = "{\n  \"ok\": \"\\ud83d\\ude00\",\n  \"t\": \"\\uD83D\(after)\"\n}"
            #expect(
                TestSupport.parseError(json)?.description
                    == "t.json:3:9: invalid JSON: a \\uD83D escape with no low surrogate after it \(pair)", "\(after)")
        }
    }

    @Test("a file that ends inside a string says so, on the string's line (a string holds no line break)")
    func endsInsideAString() {
        // `  "t": "abc` is 11 characters: the end of the file is line 2, column 12.
        #expect(
            TestSupport.parseError("{\n  \"t\": \"abc")?.description
                == "t.json:2:12: invalid JSON: the file ends inside a string (its closing quote is missing)")
    }

    @Test("a \\u escape with a sign for a hex digit goes to Foundation, which places it")
    func signedHexEscape() {
        // `  "t": "\u+123"`: line 2 starts at byte 2; the + that is no hex digit is byte 12,
        // column 11. The scan took `UInt32("+123", radix: 16)` for hex and skipped Foundation,
        // and JSONDecoder's "The given data was not valid JSON." was placed at 1:1.
        #expect(
            TestSupport.parseError("{\n  \"t\": \"\\u+123\"\n}")?.description
                == "t.json:2:11: invalid JSON: invalid hex encoded sequence in \"+123\"")
    }

    @Test("a refusal Foundation places nowhere and the scan does not foresee is at the first value left to Foundation")
    func unforeseenRefusal() {
        // `{\n  "v": 1e0\n}`: 1e0 is the one value the scan leaves to Foundation, line 2 after
        // `  "v": ` (7 characters): column 8.
        let map = JSONSourceMap(bytes: Array("{\n  \"v\": 1e0\n}".utf8))
        let error = NSError(
            domain: NSCocoaErrorDomain, code: 3840, userInfo: [NSDebugDescriptionErrorKey: "Something new."])
        #expect(
            ScreensFile.syntaxError(error, map: map, file: "t.json").description
                == "t.json:2:8: invalid JSON: something new")
    }

    @Test("an unknown colour name, with a suggestion")
    func unknownColour() {
        let json = """
            {
              "root": "home",
              "screens": [
                {
                  "id": "home",
                  "title": "Home",
                  "color": "systemBleu",
                  "content": { "text": "Hi" }
                }
              ]
            }
            """
        #expect(
            TestSupport.parseError(json)?.description
                == "t.json:7:16: screens[0].color: unknown colour \"systemBleu\" (did you mean \"systemBlue\"?)")
    }

    @Test("bad colours in a list, a bad hex colour and a colour of the wrong type")
    func otherColourErrors() {
        func screens(color: String) -> String {
            """
            {
              "root": "a",
              "screens": [
                { "id": "a", "title": "A", "color": \(color), "content": { "text": "x" } }
              ]
            }
            """
        }
        // `    { "id": "a", "title": "A", "color": ` is 40 characters.
        #expect(
            TestSupport.parseError(screens(color: "[\"red\", \"bleu\"]"))?.description
                == "t.json:4:49: screens[0].color[1]: unknown colour \"bleu\" (did you mean \"blue\"?)")
        #expect(
            TestSupport.parseError(screens(color: "\"#12345\""))?.description
                == "t.json:4:41: screens[0].color: invalid colour \"#12345\"; expected #RRGGBB with six hexadecimal digits"
        )
        #expect(
            TestSupport.parseError(screens(color: "\"zzzzzz\""))?.description
                == "t.json:4:41: screens[0].color: unknown colour \"zzzzzz\"; use a UIColor name such as \"systemBlue\" or \"#RRGGBB\""
        )
        #expect(
            TestSupport.parseError(screens(color: "7"))?.description
                == "t.json:4:41: screens[0].color: expected a colour name or a list of colour names, found a number")
        #expect(
            TestSupport.parseError(screens(color: "[]"))?.description
                == "t.json:4:41: screens[0].color: the list of colours is empty")
        #expect(TestSupport.parseError(screens(color: "\"#1a2B3c\"")) == nil)
    }

    @Test("a push target that names no screen")
    func unknownPushTarget() {
        let json = """
            {
              "root": "home",
              "screens": [
                { "id": "home", "title": "Home", "color": "white",
                  "content": { "rows": [
                    { "title": "Settings", "push": "setings" }
                  ] } },
                { "id": "settings", "title": "Settings", "color": "white", "content": { "text": "x" } }
              ]
            }
            """
        // Line 6: 8 spaces, `{ "title": "Settings", "push": ` is 31 characters.
        #expect(
            TestSupport.parseError(json)?.description
                == "t.json:6:40: screens[0].content.rows[0].push: no screen has the id \"setings\" (did you mean \"settings\"?)"
        )
    }

    @Test("grid, screen and detail push targets are checked too")
    func otherPushTargets() {
        let json = """
            {
              "root": "a",
              "detail": "b",
              "screens": [
                { "id": "a", "title": "A", "color": "white", "push": "zz", "content": { "text": "x" } }
              ]
            }
            """
        #expect(TestSupport.parseError(json)?.description == "t.json:3:13: detail: no screen has the id \"b\"")
        let grid = """
            {
              "root": "a",
              "screens": [
                { "id": "a", "title": "A", "color": "white",
                  "content": { "grid": { "columns": 3, "photos": [], "push": "fото" } } }
              ]
            }
            """
        #expect(
            TestSupport.parseError(grid)?.description
                == "t.json:5:66: screens[0].content.grid.push: no screen has the id \"fото\"")
    }

    @Test("a missing root key, and a root that names no screen")
    func root() {
        let missing = """
            {
              "screens": []
            }
            """
        #expect(TestSupport.parseError(missing)?.description == "t.json:1:1: missing required key \"root\"")
        let wrong = """
            {
              "root": "hom",
              "screens": [
                { "id": "home", "title": "Home", "color": "white", "content": { "text": "x" } }
              ]
            }
            """
        #expect(
            TestSupport.parseError(wrong)?.description
                == "t.json:2:11: root: no screen has the id \"hom\" (did you mean \"home\"?)")
    }

    @Test("duplicate screen ids")
    func duplicateIDs() {
        let json = """
            {
              "root": "home",
              "screens": [
                { "id": "home", "title": "Home", "color": "white", "content": { "text": "x" } },
                { "id": "other", "title": "Other", "color": "white", "content": { "text": "x" } },
                { "id": "home", "title": "Again", "color": "white", "content": { "text": "x" } }
              ]
            }
            """
        #expect(
            TestSupport.parseError(json)?.description
                == "t.json:6:13: screens[2].id: duplicate id \"home\" (screens[0] has it already)")
    }

    @Test("values of the wrong type, mapped from DecodingError")
    func wrongTypes() {
        let title = """
            {
              "root": "home",
              "screens": [
                { "id": "home", "title": "Home", "color": "white", "content": { "rows": [
                  { "title": "A" },
                  { "title": 42 }
                ] } }
              ]
            }
            """
        #expect(
            TestSupport.parseError(title)?.description
                == "t.json:6:18: screens[0].content.rows[1].title: expected a string, found a number")
        let screens = """
            {
              "root": "home",
              "screens": { "id": "home" }
            }
            """
        #expect(
            TestSupport.parseError(screens)?.description == "t.json:3:14: screens: expected an array, found an object")
        #expect(TestSupport.parseError("[1, 2]")?.description == "t.json:1:1: expected an object, found an array")
        let null = """
            {
              "root": null,
              "screens": []
            }
            """
        #expect(TestSupport.parseError(null)?.description == "t.json:2:11: root: expected a string, found null")
        let content = """
            {
              "root": "a",
              "screens": [ { "id": "a", "title": "A", "color": "white", "content": "text" } ]
            }
            """
        #expect(
            TestSupport.parseError(content)?.description
                == "t.json:3:72: screens[0].content: expected an object, found a string")
    }

    @Test("a missing key in a row points at the row's brace")
    func missingKey() {
        let json = """
            {
              "root": "home",
              "screens": [
                { "id": "home", "title": "Home", "color": "white", "content": { "rows": [
                  { "subtitle": "no title" }
                ] } }
              ]
            }
            """
        #expect(
            TestSupport.parseError(json)?.description
                == "t.json:5:7: screens[0].content.rows[0]: missing required key \"title\"")
    }

    @Test("an unknown key points at the key, with a suggestion")
    func unknownKey() {
        let json = """
            {
              "root": "home",
              "screens": [
                { "id": "home", "title": "Home", "color": "white", "content": { "rows": [
                  { "title": "A", "subtitel": "typo", "$comment": "ignored" }
                ] } }
              ]
            }
            """
        #expect(
            TestSupport.parseError(json)?.description
                == "t.json:5:23: screens[0].content.rows[0].subtitel: unknown key \"subtitel\" (did you mean \"subtitle\"?)"
        )
        let top = "{ \"root\": \"a\", \"screens\": [], \"zebra\": 1 }"
        #expect(
            TestSupport.parseError(top)?.description
                == "t.json:1:31: zebra: unknown key \"zebra\"; expected \"version\", \"root\", \"tabs\", \"detail\", "
                + "\"present\", \"screens\"")
    }

    @Test("content with no kind, with two kinds, and a bad column count")
    func contentShape() {
        func screens(content: String) -> String {
            """
            {
              "root": "a",
              "screens": [
                { "id": "a", "title": "A", "color": "white",
                  "content": \(content) }
              ]
            }
            """
        }
        // Line 5: 6 spaces, then `"content": ` (11 characters): the value is at column 18.
        #expect(
            TestSupport.parseError(screens(content: "{}"))?.description
                == "t.json:5:18: screens[0].content: expected one of the keys \"rows\", \"grid\", \"text\" or \"photo\""
        )
        #expect(
            TestSupport.parseError(screens(content: "{ \"text\": \"x\", \"rows\": [] }"))?.description
                == "t.json:5:18: screens[0].content: a screen shows one kind of content, but this one has both \"rows\" and \"text\""
        )
        #expect(
            TestSupport.parseError(
                screens(content: "{ \"grid\": { \"columns\": 3.5, \"photos\": [], \"push\": \"a\" } }"))?.description
                == "t.json:5:41: screens[0].content.grid.columns: expected a whole number from 1 to 6, found 3.5")
        #expect(
            TestSupport.parseError(
                screens(content: "{ \"grid\": { \"columns\": 0, \"photos\": [], \"push\": \"a\" } }"))?.description
                == "t.json:5:41: screens[0].content.grid.columns: expected a whole number from 1 to 6, found 0")
    }

    @Test("an unsupported version and an empty id")
    func versionAndEmptyID() {
        let version = "{ \"version\": 2, \"root\": \"a\", \"screens\": [] }"
        #expect(
            TestSupport.parseError(version)?.description
                == "t.json:1:14: version: unsupported version 2; this pushpop reads version 1")
        let id =
            "{ \"root\": \"a\", \"screens\": [ { \"id\": \"\", \"title\": \"A\", \"color\": \"red\", \"content\": { \"text\": \"\" } } ] }"
        #expect(TestSupport.parseError(id)?.description == "t.json:1:37: screens[0].id: \"id\" must not be empty")
    }

    // MARK: Directories and images

    private static let gridScreens = """
        {
          "root": "grid",
          "screens": [
            { "id": "grid", "title": "Grid", "color": "white",
              "content": { "grid": { "columns": 2, "photos": ["good", "bad"], "push": "photo" } } },
            { "id": "photo", "title": "Photo {n}", "color": "black", "content": { "photo": {} } }
          ]
        }
        """

    private static let goodImage = Data("P6\n2 1\n255\n".utf8) + Data([255, 0, 0, 0, 0, 255])

    @Test("an invalid image names the image file and the decoder's reason")
    func invalidImage() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        try TestSupport.write("P6\nx", to: "\(directory)/photos/bad.ppm")
        #expect(
            throws: AssetError(
                file: "\(directory)/photos/bad.ppm", message: "invalid image: expected width, found \"x\" (at byte 3)")
        ) {
            try PlaygroundAssets.load(from: .directory(directory))
        }
        try TestSupport.write(Data("P6\n2 1\n255\n".utf8) + Data([1, 2, 3]), to: "\(directory)/photos/bad.ppm")
        let error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(error.description == "\(directory)/photos/bad.ppm: invalid image: pixel data ends early (at byte 14)")
    }

    @Test("a missing image points at its name in screens.json")
    func missingImage() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        let error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        // Line 5: 6 spaces, then `"content": { "grid": { "columns": 2, "photos": ["good", ` (56 characters).
        #expect(
            error.description
                == "\(directory)/screens.json:5:63: screens[0].content.grid.photos[1]: no image named \"bad\" in "
                + "\(directory)/photos (looked for bad, bad.png, bad.jpg, bad.jpeg, bad.ppm, bad.pam or bad.pgm)")
    }

    @Test("an unreadable image names the file and the system's reason")
    func unreadableImage() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        // A socket is a file, not a directory, but opening it to read fails (ENXIO, even as root).
        try TestSupport.makeSocket(at: "\(directory)/photos/bad.ppm")
        let error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(error.file == "\(directory)/photos/bad.ppm")
        #expect(error.line == nil && error.keyPath == nil)
        // Refused by its status before it is opened (opening it failed with ENXIO, "no such
        // device or address", which told nothing of what the file is).
        #expect(error.message == "cannot read the image: not a regular file (a socket)")
    }

    @Test("a FIFO photo is refused as not a regular file, without opening it (which would block)")
    func fifoImage() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        // With no writer, opening the FIFO to read would wait for ever; this test would hang.
        #expect(mkfifo("\(directory)/photos/bad.ppm", 0o644) == 0)
        let error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(error.description == "\(directory)/photos/bad.ppm: cannot read the image: not a regular file (a FIFO)")
    }

    @Test("a FIFO screens file is refused the same way")
    func fifoScreensFile() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        #expect(mkfifo("\(directory)/screens.json", 0o644) == 0)
        let error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(
            error.description == "\(directory)/screens.json: cannot read the screens file: not a regular file (a FIFO)")
    }

    @Test("a photo in a symbolic link loop says so (ELOOP), not that there is no such image")
    func symlinkLoopImage() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        // bad.ppm → loop.ppm → bad.ppm: stat fails with ELOOP, whose strerror(3) text is below.
        try FileManager.default.createSymbolicLink(
            atPath: "\(directory)/photos/bad.ppm", withDestinationPath: "loop.ppm")
        try FileManager.default.createSymbolicLink(
            atPath: "\(directory)/photos/loop.ppm", withDestinationPath: "bad.ppm")
        let error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(
            error.description
                == "\(directory)/photos/bad.ppm: cannot read the image: too many levels of symbolic links")
    }

    @Test("a photo that is a symbolic link to nothing says so and names the target, not that there is no such image")
    func danglingSymlinkImage() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        // bad.ppm → gone.ppm, which was never made: stat fails with ENOENT, lstat finds the link.
        try FileManager.default.createSymbolicLink(
            atPath: "\(directory)/photos/bad.ppm", withDestinationPath: "gone.ppm")
        let error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(
            error.description
                == "\(directory)/photos/bad.ppm: cannot read the image: a symbolic link to \"gone.ppm\", which does not exist"
        )
    }

    @Test("an oversized width names the width and the limit, however many digits it has")
    func oversizedWidth() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        // 25 digits overflow Int; the width starts at byte 3, after "P6\n". Only 20 digits are shown.
        try TestSupport.write("P6\n1234567890123456789012345 1\n255\n", to: "\(directory)/photos/bad.ppm")
        var error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(
            error.description
                == "\(directory)/photos/bad.ppm: invalid image: width 12345678901234567890… outside 1…16384 (at byte 3)"
        )
        // One past ImageDecoder.maximumSide, as a height (at byte 5, after "P6\n1 ").
        try TestSupport.write("P6\n1 16385\n255\n", to: "\(directory)/photos/bad.ppm")
        error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(
            error.description == "\(directory)/photos/bad.ppm: invalid image: height 16385 outside 1…16384 (at byte 5)")
        // A PAM header says the same of its WIDTH field.
        try TestSupport.write(
            "P7\nWIDTH 99999999999999999999\nHEIGHT 1\nDEPTH 3\nMAXVAL 255\nENDHDR\n", to: "\(directory)/photos/bad.ppm"
        )
        error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(error.message.hasPrefix("invalid image: PAM WIDTH 99999999999999999999 outside 1…16384 (at byte "))
    }

    @Test("photos are found as UIImage(named:) finds them: the name, then .png, .jpg, .jpeg, .ppm, .pam, .pgm")
    func photoLookUp() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        // "good" as given, with no extension; "bad.png" is a directory, passed over for bad.ppm.
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good")
        try FileManager.default.createDirectory(
            atPath: "\(directory)/photos/bad.png", withIntermediateDirectories: true)
        try TestSupport.write(Data("P5\n1 1\n255\n".utf8) + Data([7]), to: "\(directory)/photos/bad.ppm")
        let assets = try PlaygroundAssets.load(from: .directory(directory))
        #expect(assets.images["good"]?.cgImage?.pixelData == [255, 0, 0, 255, 0, 0, 255, 255])
        // A grey P5 image read as RGBA: grey 7 in each colour channel, opaque.
        #expect(assets.images["bad"]?.cgImage?.pixelData == [7, 7, 7, 255])
    }

    @Test("a PNG photo loads")
    func pngPhoto() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        try TestSupport.write(TestSupport.decoderTestImage("rgba-2x2.png"), to: "\(directory)/photos/bad.png")
        let assets = try PlaygroundAssets.load(from: .directory(directory))
        // make_images.py's 2 × 2 RGBA PNG: red, green at alpha 128; blue, white at alpha 0.
        #expect(
            assets.images["bad"]?.cgImage?.pixelData
                == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 255, 255, 255, 0])
        #expect(assets.images["bad"]?.size == CGSize(width: 2, height: 2))
    }

    @Test("a JPEG photo loads")
    func jpegPhoto() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        try TestSupport.write(TestSupport.decoderTestImage("red-blue-16x8.jpg"), to: "\(directory)/photos/bad.jpg")
        let assets = try PlaygroundAssets.load(from: .directory(directory))
        let bitmap = try #require(assets.images["bad"]?.cgImage)
        // make_images.py's 16 × 8 JPEG at quality 100 without chroma subsampling: the left half
        // red, the right half blue, each channel within 2 of 0 or 255.
        #expect(bitmap.width == 16 && bitmap.height == 8)
        let left = bitmap.pixel(x: 0, y: 0)
        let right = bitmap.pixel(x: 15, y: 7)
        #expect(left.red > 0.99 && left.green < 0.01 && left.blue < 0.01 && left.alpha == 1)
        #expect(right.red < 0.01 && right.green < 0.01 && right.blue > 0.99 && right.alpha == 1)
    }

    @Test("a corrupt PNG names its file, the decoder's reason and where it found it")
    func corruptPNG() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        // Cut in its pixel data (47 bytes): libpng's own message, at most 47 bytes in.
        let truncated = try TestSupport.decoderTestImage("truncated.png")
        try TestSupport.write(truncated, to: "\(directory)/photos/bad.png")
        let error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(error.file == "\(directory)/photos/bad.png" && error.line == nil && error.keyPath == nil)
        let decoder = try #require(throws: ImageDecodingError.self) { try ImageDecoder.decode(truncated) }
        #expect(decoder.reason.hasPrefix("PNG: ") && (1...47).contains(decoder.offset))
        #expect(error.message == "invalid image: \(decoder.reason) (at byte \(decoder.offset))")
        // A header claiming 100 000 × 100 000 pixels: refused once the signature (8 bytes), the
        // header chunk (8 + 13 + 4) and the next chunk's length and type (8) are read, 41 bytes.
        try TestSupport.write(TestSupport.decoderTestImage("huge-header.png"), to: "\(directory)/photos/bad.png")
        #expect(
            throws: AssetError(
                file: "\(directory)/photos/bad.png",
                message: "invalid image: image size 100000×100000 outside 1…16384 (at byte 41)")
        ) {
            try PlaygroundAssets.load(from: .directory(directory))
        }
    }

    @Test("a good directory loads, with the images it names")
    func goodDirectory() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write(Self.gridScreens, to: "\(directory)/screens.json")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/good.ppm")
        try TestSupport.write(Self.goodImage, to: "\(directory)/photos/bad.pam")  // a P6 named .pam still decodes
        let assets = try PlaygroundAssets.load(from: .directory(directory))
        #expect(assets.images.keys.sorted() == ["bad", "good"])
        #expect(assets.images["good"]?.size == CGSize(width: 2, height: 1))
        #expect(assets.screensFile == "\(directory)/screens.json")
    }

    @Test("a screens file past 1 MiB is refused with the limit named; one at the limit loads")
    func oversizedScreensFile() throws {
        let directory = try TestSupport.makeTemporaryDirectory()
        let limit = 1024 * 1024  // Assets/README.md: "at most 1 MiB"
        let json =
            #"{ "root": "a", "screens": [{ "id": "a", "title": "A", "color": "black", "content": { "text": "t" } }] }"#
        // Valid JSON padded with spaces to exactly the limit loads.
        let atLimit = json + String(repeating: " ", count: limit - json.utf8.count)
        try TestSupport.write(atLimit, to: "\(directory)/screens.json")
        #expect(try PlaygroundAssets.load(from: .directory(directory)).document.screens.count == 1)
        // One byte more is refused before it is parsed.
        try TestSupport.write(atLimit + " ", to: "\(directory)/screens.json")
        #expect(
            throws: AssetError(
                file: "\(directory)/screens.json",
                message: "the screens file is larger than 1 MiB, pushpop's limit "
                    + "(a screen shows only the rows that fit: split long lists into screens)")
        ) {
            try PlaygroundAssets.load(from: .directory(directory))
        }
    }

    @Test("a missing --assets directory and a missing screens.json")
    func missingFiles() throws {
        #expect(throws: AssetError(file: "/nonexistent/pushpop", message: "no such directory (given with --assets)")) {
            try AssetSource.locate(assetsOption: "/nonexistent/pushpop")
        }
        let directory = try TestSupport.makeTemporaryDirectory()
        try TestSupport.write("{}", to: "\(directory)/file")
        #expect(
            throws: AssetError(
                file: "\(directory)/file", message: "not a directory (--assets expects the folder holding screens.json)"
            )
        ) {
            try AssetSource.locate(assetsOption: "\(directory)/file")
        }
        let error = try #require(throws: AssetError.self) { try PlaygroundAssets.load(from: .directory(directory)) }
        #expect(error.file == "\(directory)/screens.json")
        #expect(
            error.description == "\(directory)/screens.json: cannot read the screens file: no such file or directory")
    }
}

@Suite("Mangled screens files")
struct MangledScreensTests {
    @Test("deleting any line or cutting the file anywhere gives a located error, never a crash")
    func mangled() throws {
        let text = try String(contentsOfFile: "\(TestSupport.assetsDirectory)/screens.json", encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var variants: [String] = []
        for index in lines.indices {
            var copy = lines
            copy.remove(at: index)
            variants.append(copy.joined(separator: "\n"))
        }
        let bytes = Array(text.utf8)
        for cut in stride(from: 0, to: bytes.count, by: 41) {
            variants.append(String(decoding: bytes[..<cut], as: UTF8.self))
        }
        for replacement in ["\"", "{", "]", ",", "\\", "\u{0}", "é"] {
            for position in stride(from: 3, to: bytes.count, by: 97) {
                var copy = bytes
                copy.replaceSubrange(position..<(position + 1), with: Array(replacement.utf8))
                variants.append(String(decoding: copy, as: UTF8.self))
            }
        }
        var errors = 0
        for variant in variants {
            guard let error = TestSupport.parseError(variant) else { continue }
            errors += 1
            let lineCount = variant.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(error.file == "t.json")
            #expect((1...max(1, lineCount)).contains(error.line ?? 0), "\(error)")
            #expect((error.column ?? 0) >= 1, "\(error)")
        }
        #expect(errors > variants.count / 2)
    }

    @Test("a number out of range or half a surrogate pair on any line is reported on that line, never past the last")
    func neverPastTheLastLine() throws {
        let text = try String(contentsOfFile: "\(TestSupport.assetsDirectory)/screens.json", encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Every line ends in a line break, so the split's last piece is empty: 113 lines.
        #expect(lines.last == "")
        let lineCount = lines.count - 1
        #expect(lineCount == 113)
        let escapes = ["\\ud800", "\\uDBFF\\u0041", "\\udc00", "\\ud83d\\n"]
        let numbers = ["1e400", "-1e999", "1.8e308", String(repeating: "9", count: 400)]
        var checked = 0
        for (index, line) in lines.enumerated() {
            // After the opening quote of a title, or in place of a number after a colon.
            var places: [(at: Range<String.Index>, hostile: [String])] = []
            if let title = line.range(of: "\"title\": \"") {
                places.append((title.upperBound..<title.upperBound, escapes))
            }
            if let number = line.range(of: #"(?<=: )[0-9]+"#, options: .regularExpression) {
                places.append((number, numbers))
            }
            for (range, hostile) in places {
                // The hostile value's column: the characters before it, plus one.
                let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                for value in hostile {
                    var broken = lines
                    broken[index].replaceSubrange(range, with: value)
                    // The whole file, and the file cut just after the hostile value (its last line).
                    let cut = broken[..<index].map { $0 + "\n" }.joined() + broken[index][..<range.lowerBound] + value
                    for variant in [broken.joined(separator: "\n"), cut] {
                        let error = try #require(TestSupport.parseError(variant), "line \(index + 1): \(value)")
                        #expect(error.line == index + 1 && error.column == column, "\(error)")
                        #expect((1...lineCount).contains(error.line ?? 0), "\(error)")
                        checked += 1
                    }
                }
            }
        }
        // 31 lines with a title and 2 with a number (version, columns), 4 values each, whole and cut.
        #expect(checked == 2 * 4 * (31 + 2))
        // Cut after the first `count` lines, or before the last character of line `count`:
        // only the end of the file is wrong, and the error says so, at the end (in a string
        // when the line ends in a quote). After a line
        // break that is the start of line `count + 1`, the one place past the last line an
        // error is put; mid-line it is on line `count`.
        for count in 1..<lineCount {
            let whole = lines[..<count].map { $0 + "\n" }.joined()
            let afterBreak = try #require(TestSupport.parseError(whole))
            #expect(afterBreak.message.hasSuffix("found the end of the file"), "\(afterBreak)")
            #expect(afterBreak.line == count + 1 && afterBreak.column == 1, "\(afterBreak)")
            let midLine = try #require(TestSupport.parseError(String(whole.dropLast(2))))
            let endsInString = midLine.message.hasSuffix("the file ends inside a string (its closing quote is missing)")
            #expect(midLine.message.hasSuffix("found the end of the file") || endsInString, "\(midLine)")
            #expect(midLine.line == count && midLine.column == lines[count - 1].count, "\(midLine)")
        }
    }
}
