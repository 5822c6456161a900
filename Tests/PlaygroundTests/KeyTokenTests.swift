import Testing

@testable import Playground

@Suite("Key tokens and typed keys")
struct KeyTokenTests {
    static let known =
        "p l enter b h backspace left right up down r 1…9 tab shift-tab s space . [ ] esc ? q f wait:SECONDS"

    private func message(_ keys: String) -> String? {
        do {
            _ = try KeyToken.parse(keys)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("every key of the key map, as a token")
    func everyToken() throws {
        let tokens = try KeyToken.parse(
            "p enter l right b backspace h left r 1 9 tab s space . [ ] esc ? q up down f return escape shift-tab backtab"
        )
        let expected: [PlaygroundKey] = [
            .push, .enter, .push, .arrowRight, .pop, .pop, .pop, .arrowLeft, .popToRoot, .animator(1), .animator(9),
            .nextAnimator, .slowMotion, .pause, .step, .scrubBack, .scrubForward, .cancel, .help, .quit, .arrowUp,
            .arrowDown, .forceComplete, .enter, .cancel, .previousAnimator, .previousAnimator,
        ]
        #expect(tokens == expected.map(KeyToken.key))
        #expect(try KeyToken.parse("ENTER Tab P") == [.key(.enter), .key(.nextAnimator), .key(.push)])
        #expect(try KeyToken.parse("  p\t\nb  ") == [.key(.push), .key(.pop)])
        #expect(
            try KeyToken.parse((1...9).map(String.init).joined(separator: " ")) == (1...9).map { .key(.animator($0)) })
    }

    @Test("waits")
    func waits() throws {
        #expect(try KeyToken.parse("wait:0.5 wait:2 wait:0 WAIT:1e-1") == [.wait(0.5), .wait(2), .wait(0), .wait(0.1)])
    }

    @Test("error messages name the token and its position")
    func errors() {
        #expect(message("p b pp") == "pushpop: --keys: unknown key token 'pp' at position 3; known: \(Self.known)")
        #expect(
            message("p entr")
                == "pushpop: --keys: unknown key token 'entr' at position 2 (did you mean 'enter'?); known: \(Self.known)"
        )
        #expect(message("x") == "pushpop: --keys: unknown key token 'x' at position 1; known: \(Self.known)")
        #expect(message("0") == "pushpop: --keys: unknown key token '0' at position 1; known: \(Self.known)")
        let badWait = "expected wait:SECONDS with SECONDS from 0 to 3600, like wait:0.5"
        #expect(message("p wait:abc") == "pushpop: --keys: bad wait 'wait:abc' at position 2; \(badWait)")
        #expect(message("wait:") == "pushpop: --keys: bad wait 'wait:' at position 1; \(badWait)")
        #expect(message("p p wait:-1") == "pushpop: --keys: bad wait 'wait:-1' at position 3; \(badWait)")
        #expect(message("wait:inf") == "pushpop: --keys: bad wait 'wait:inf' at position 1; \(badWait)")
        #expect(message("wait:1e9") == "pushpop: --keys: bad wait 'wait:1e9' at position 1; \(badWait)")
    }

    @Test("typed characters map through the same table")
    func characters() {
        let cases: [(Character, PlaygroundKey)] = [
            ("p", .push), ("P", .push), ("l", .push), ("\r", .enter), ("\n", .enter), ("\r\n", .enter), ("b", .pop),
            ("h", .pop), ("\u{7F}", .pop), ("\u{08}", .pop), ("r", .popToRoot), ("1", .animator(1)),
            ("9", .animator(9)), ("\t", .nextAnimator), ("s", .slowMotion), (" ", .pause), (".", .step),
            ("[", .scrubBack), ("]", .scrubForward), ("\u{1B}", .cancel), ("?", .help), ("q", .quit),
            ("\u{03}", .quit), ("f", .forceComplete),
        ]
        for (character, key) in cases {
            #expect(PlaygroundKey(character: character) == key, "\(character.unicodeScalars.map(\.value))")
        }
        #expect(PlaygroundKey(character: "x") == nil)
        #expect(PlaygroundKey(character: "0") == nil)
        #expect(PlaygroundKey(token: "left") == .arrowLeft)
        #expect(PlaygroundKey(token: "nope") == nil)
    }

    @Test("the key table has no token or character twice")
    func tableIsUnambiguous() {
        let tokens = KeyBinding.all.flatMap(\.tokens)
        #expect(Set(tokens).count == tokens.count)
        let characters = KeyBinding.all.flatMap(\.characters)
        #expect(Set(characters).count == characters.count)
        #expect(KeyBinding.listedTokens.joined(separator: " ") == Self.known)
    }
}
