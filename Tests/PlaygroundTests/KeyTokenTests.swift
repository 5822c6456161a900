import Foundation
import Testing

@testable import Playground

@Suite("Key tokens and typed keys")
struct KeyTokenTests {
    static let known =
        "p l right b h backspace left up down r m d { } 1…9 tab shift-tab s space . , < > [ ] enter esc i f S ? q "
        + "wait:SECONDS "
        + "drag:X0,Y0,X1,Y1,SECONDS"

    private func message(_ keys: String) -> String? {
        do {
            _ = try KeyToken.parse(keys)
            return nil
        } catch {
            return "pushpop: \(error)"  // as pushpop prints it, after its name
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

    /// `drag:X0,Y0,X1,Y1,SECONDS`: window points and seconds, any case.
    @Test("drags")
    func drags() throws {
        #expect(
            try KeyToken.parse("drag:2,400,300,400,0.5 DRAG:-1.5,0,1e2,844,2") == [
                .drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5),
                .drag(from: CGPoint(x: -1.5, y: 0), to: CGPoint(x: 100, y: 844), duration: 2),
            ])
    }

    @Test("a bad drag's message names the token, its position and what is wrong")
    func dragErrors() {
        let expected =
            "expected drag:X0,Y0,X1,Y1,SECONDS (window points; SECONDS more than 0, at most 3600), like "
            + "drag:2,400,300,400,0.5"
        #expect(
            message("p drag:1,2,3,0.5")
                == "pushpop: --keys: bad drag 'drag:1,2,3,0.5' at position 2: 4 numbers where 5 belong; \(expected)")
        #expect(
            message("drag:")
                == "pushpop: --keys: bad drag 'drag:' at position 1: no numbers where 5 belong; \(expected)")
        #expect(
            message("drag:1,y,3,4,1")
                == "pushpop: --keys: bad drag 'drag:1,y,3,4,1' at position 1: Y0 'y' is not a number; \(expected)")
        #expect(
            message("drag:1,2,,4,1")
                == "pushpop: --keys: bad drag 'drag:1,2,,4,1' at position 1: X1 '' is not a number; \(expected)")
        #expect(
            message("drag:1,2,3,nan,1")
                == "pushpop: --keys: bad drag 'drag:1,2,3,nan,1' at position 1: Y1 'nan' is not a number; \(expected)")
        #expect(
            message("drag:1,2,3,4,0")
                == "pushpop: --keys: bad drag 'drag:1,2,3,4,0' at position 1: SECONDS 0 is not more than 0 and at "
                + "most 3600; \(expected)")
        #expect(
            message("drag:1,2,3,4,4000")
                == "pushpop: --keys: bad drag 'drag:1,2,3,4,4000' at position 1: SECONDS 4000 is not more than 0 "
                + "and at most 3600; \(expected)")
        #expect(
            message("drg:1,2,3,4,1")
                == "pushpop: --keys: unknown key token 'drg:1,2,3,4,1' at position 1; known: \(Self.known)")
    }

    /// The keys once reserved for presenting and tabs (present `m`, dismiss `d`, tabs `{` `}`)
    /// are available now: decoded from tokens and characters; nothing is reserved any more.
    @Test("present, dismiss and the tab keys decode")
    func formerlyReservedKeys() {
        #expect(KeyTable.available.count == KeyTable.entries.count)
        for (text, key) in [("m", PlaygroundKey.present), ("d", .dismiss), ("{", .previousTab), ("}", .nextTab)] {
            #expect(PlaygroundKey(token: text) == key, "\(text)")
            #expect(PlaygroundKey(character: Character(text)) == key, "\(text)")
        }
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
        let tokens = KeyTable.bindings.flatMap(\.tokens)
        #expect(Set(tokens).count == tokens.count)
        let characters = KeyTable.bindings.flatMap(\.characters)
        #expect(Set(characters).count == characters.count)
        #expect(KeyTable.listedTokens.joined(separator: " ") == Self.known)
    }
}
