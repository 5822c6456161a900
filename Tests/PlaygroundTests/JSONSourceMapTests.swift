import Foundation
import Testing

@testable import Playground

/// The scan behind screens-file errors: values located by path, duplicate keys at any depth,
/// and whether Foundation's parser must be asked. Offsets are counted by hand under each input
/// (0-based bytes; every input is ASCII).
@Suite("JSON source map")
struct JSONSourceMapTests {
    static func map(_ text: String) -> JSONSourceMap {
        JSONSourceMap(bytes: Array(text.utf8))
    }

    static func path(_ components: JSONPath.Component...) -> JSONPath {
        JSONPath(components)
    }

    @Test("a value and its key are located by path, at any depth")
    func locatesByPath() {
        // {"a": [1, {"b": "x"}]}
        // 0 {, 1 "a", 4 :, 6 [, 7 1, 8 ",", 10 {, 11 "b", 14 :, 16 "x", 19 }, 20 ], 21 }
        let map = Self.map(#"{"a": [1, {"b": "x"}]}"#)
        #expect(map.entry(for: JSONPath()) == .init(keyOffset: nil, valueOffset: 0, kind: .object))
        #expect(map.entry(for: Self.path(.key("a"))) == .init(keyOffset: 1, valueOffset: 6, kind: .array))
        #expect(map.entry(for: Self.path(.key("a"), .index(0))) == .init(keyOffset: nil, valueOffset: 7, kind: .number))
        let b = Self.path(.key("a"), .index(1), .key("b"))
        #expect(map.entry(for: b) == .init(keyOffset: 11, valueOffset: 16, kind: .string))
        #expect(map.keyOffset(for: b) == 11)
        #expect(map.valueOffset(for: b) == 16)
    }

    @Test("a path not in the text falls back to its nearest ancestor that is")
    func missingPathFallsBack() {
        // Same text: a[1] is the object at 10, a the array at 6.
        let map = Self.map(#"{"a": [1, {"b": "x"}]}"#)
        let c = Self.path(.key("a"), .index(1), .key("c"))
        #expect(map.entry(for: c) == nil)
        #expect(map.valueOffset(for: c) == 10)
        #expect(map.keyOffset(for: c) == 10)
        #expect(map.valueOffset(for: Self.path(.key("a"), .index(2))) == 6)
        #expect(map.valueOffset(for: Self.path(.key("z"), .key("y"))) == 0)
    }

    @Test("the same key under another parent is not the path looked for")
    func sameKeyElsewhere() {
        // {"x": {"y": 1}, "a": {"y": 2}}
        // 1 "x", 6 {, 7 "y", 12 1, 16 "a", 21 {, 22 "y", 27 2
        let map = Self.map(#"{"x": {"y": 1}, "a": {"y": 2}}"#)
        #expect(map.entry(for: Self.path(.key("a"), .key("y"))) == .init(keyOffset: 22, valueOffset: 27, kind: .number))
        #expect(map.entry(for: Self.path(.key("x"), .key("y"))) == .init(keyOffset: 7, valueOffset: 12, kind: .number))
        // {"b": 1, "a": [{"b": 2}]}: a[0].b is the inner one (key 16, value 21), b the outer.
        let nested = Self.map(#"{"b": 1, "a": [{"b": 2}]}"#)
        #expect(
            nested.entry(for: Self.path(.key("a"), .index(0), .key("b")))
                == .init(keyOffset: 16, valueOffset: 21, kind: .number))
        #expect(nested.entry(for: Self.path(.key("b"))) == .init(keyOffset: 1, valueOffset: 6, kind: .number))
    }

    @Test("a key written with an escape is located by its text")
    func escapedKey() {
        // {"\u0061": true}: the key's quote at 1, `true` at 11 (the escape takes bytes 2–7).
        let map = Self.map(#"{"\u0061": true}"#)
        #expect(map.entry(for: Self.path(.key("a"))) == .init(keyOffset: 1, valueOffset: 11, kind: .bool))
    }

    @Test("a duplicate key is found in nested objects, with the offsets of both quotes")
    func duplicateKeysAtDepth() throws {
        // {"a": {"k": 1, "k": 2}}: the first "k" at 7, the second at 15.
        let inner = try #require(Self.map(#"{"a": {"k": 1, "k": 2}}"#).firstDuplicateKey)
        #expect(inner.path == Self.path(.key("a"), .key("k")))
        #expect(inner.offset == 15)
        #expect(inner.firstOffset == 7)
        // {"s": [{}, {"t": 0, "t": 0}]}: in the second element, "t" at 12 and at 20.
        let element = try #require(Self.map(#"{"s": [{}, {"t": 0, "t": 0}]}"#).firstDuplicateKey)
        #expect(element.path.description == "s[1].t")
        #expect(element.offset == 20)
        #expect(element.firstOffset == 12)
    }

    @Test("an object's keys outlive its nested objects, and sibling objects do not share keys")
    func duplicateKeysAcrossObjects() throws {
        // {"k": {"j": 1}, "k": 2}: the outer "k" again at 16 after an inner object; first at 1.
        let outer = try #require(Self.map(#"{"k": {"j": 1}, "k": 2}"#).firstDuplicateKey)
        #expect(outer.path == Self.path(.key("k")))
        #expect(outer.offset == 16)
        #expect(outer.firstOffset == 1)
        // The same key in an inner object, in sibling objects, in an object after a sibling.
        #expect(Self.map(#"{"k": {"k": 1}, "j": 2}"#).firstDuplicateKey == nil)
        #expect(Self.map(#"[{"k": 1}, {"k": 2}]"#).firstDuplicateKey == nil)
        #expect(Self.map(#"[{"k": 1, "j": {"k": 2}}, {"k": 3}]"#).firstDuplicateKey == nil)
    }

    @Test("a key spelt with an escape duplicates its plain spelling; $-keys may repeat")
    func duplicateSpellingsAndComments() throws {
        // {"a": 1, "\u0061": 2}: the second key's quote at 9.
        let escaped = try #require(Self.map(#"{"a": 1, "\u0061": 2}"#).firstDuplicateKey)
        #expect(escaped.path == Self.path(.key("a")))
        #expect(escaped.offset == 9)
        #expect(escaped.firstOffset == 1)
        #expect(Self.map(#"{"$c": 1, "$c": 2, "c": {"$c": 3, "$c": 4}}"#).firstDuplicateKey == nil)
        // Of two duplicates, the first in the text: "x" at 17 (first at 9) before "y" at 25.
        let first = try #require(Self.map(#"{"y": 1, "x": 2, "x": 3, "y": 4}"#).firstDuplicateKey)
        #expect(first.path == Self.path(.key("x")))
        #expect(first.offset == 17)
        #expect(first.firstOffset == 9)
    }

    @Test("plain JSON is certain; what only a parser's finer rules decide is not")
    func certainty() {
        #expect(
            Self.map(#"{"a": [1, -0.5, 0, 12.25, true, false, null, "x\n\"\\\/\b\f\r\t\u00e9"], "b": {}}"#)
                .isCertainlyJSON)
        #expect(Self.map("[123456789012345, 1234567.12345678]").isCertainlyJSON)
        #expect(Self.map("[1,]").isCertainlyJSON)
        // A UTF-8 byte-order mark first (as Windows editors write) is skipped; later it is no JSON.
        #expect(Self.map("\u{FEFF}{\"a\": 1}").isCertainlyJSON)
        let unsure = [
            "{} \u{FEFF}", "[1e5]", "[1234567890123456]", "[1.2345678901234567]", "[01]", "[-01]", "[1.]", "[-]",
            "[1.2.3]", "[+1]", #"["\q"]"#, #"["\u12"]"#, #"["\ud83d\ude00"]"#, #"["\udc00"]"#, "[1 2]", "", "[tru]",
            #"["\u+123"]"#,
        ]
        for text in unsure {
            #expect(!Self.map(text).isCertainlyJSON, "\(text)")
        }
    }

    @Test("what the scan is certain of, Foundation's parser accepts; what it rejects, the scan is unsure of")
    func certaintyAgreesWithFoundation() {
        // Foundation's verdict is computed by Foundation, not by the scan.
        let texts = [
            #"{"a": [1, -0.5, 0, 12.25, true, false, null, "x\n\"\\\/\b\f\r\t\u00e9"], "b": {}}"#, "[1,]", "{}",
            "[123456789012345]", "\u{FEFF}{}", "[1e5]", "[1e999]", "[01]", "[1.]", "[-]", "[1.2.3]", #"["\q"]"#,
            #"["\u12"]"#, #"["\udc00"]"#, #"["\ud83d\ude00"]"#, "[1 2]", "", "[tru]", "{\"a\" 1}",
        ]
        for text in texts {
            let acceptedByFoundation =
                (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
            if Self.map(text).isCertainlyJSON {
                #expect(acceptedByFoundation, "\(text)")
            }
        }
        for rejected in [
            "[1e999]", "[01]", "[1.]", "[-]", "[1.2.3]", #"["\q"]"#, #"["\u12"]"#, #"["\udc00"]"#, #"["\u+123"]"#,
        ] {
            #expect((try? JSONSerialization.jsonObject(with: Data(rejected.utf8), options: [.fragmentsAllowed])) == nil)
            #expect(!Self.map(rejected).isCertainlyJSON, "\(rejected)")
        }
    }

    @Test("the first value Foundation refuses without naming where is found, with its offset")
    func refusals() throws {
        // [1e0, "\ud83d\ude00", 1e400]: 1e0 at 1 is in range (and the first value left to
        // Foundation), the pair's escapes at 7 and 13 are whole, 1e400 at 22 is not.
        let number = Self.map(#"[1e0, "\ud83d\ude00", 1e400]"#)
        #expect(try #require(number.firstRefusal).offset == 22)
        #expect(number.firstUnsureOffset == 1)
        #expect(number.firstProblem == nil)
        // ["a", "\udc00\ud800"]: a low half first at 7, then a high half at 13 that ends the string.
        let low = try #require(Self.map(#"["a", "\udc00\ud800"]"#).firstRefusal)
        #expect(low.offset == 7)
        #expect(low.reason.hasPrefix(#"a \udc00 escape with no high surrogate before it"#))
        // A refusal comes before the problem where the scan stops: 1e400 at 1, the end at 8.
        let cut = Self.map("[1e400, ")
        #expect(cut.firstRefusal?.offset == 1)
        #expect(cut.firstProblem?.offset == 8)
        // A high half followed by `\u` and no hex digits is that escape's fault, which Foundation
        // locates ("Invalid hex encoded sequence … at 11"); in range, plain numbers refuse nothing.
        #expect(Self.map(#"["\ud800\uzzzz"]"#).firstRefusal == nil)
        #expect(Self.map("[1.7976931348623157e308, -1e-400, 123456789012345678901234]").firstRefusal == nil)
    }

    @Test("a screens file the scan is unsure of gets Foundation's verdict: its reason, or loaded")
    func unsureFilesAskFoundation() throws {
        // `  "version": 01`: Foundation names byte 16, the 1 after the leading zero; line 2
        // starts at byte 2, so column 15.
        #expect(
            TestSupport.parseError("{\n  \"version\": 01\n}")?.description
                == "t.json:2:15: invalid JSON: number with leading zero")
        // A version written with an exponent is 1 all the same: Foundation accepts the text.
        let json = """
            { "version": 1e0, "root": "a",
              "screens": [ { "id": "a", "title": "A", "color": "black", "content": { "text": "t" } } ] }
            """
        let document = try PlaygroundAssets.parseScreens(Data(json.utf8), file: "t.json")
        #expect(document.version == 1)
        #expect(document.screens.map(\.id) == ["a"])
    }
}
