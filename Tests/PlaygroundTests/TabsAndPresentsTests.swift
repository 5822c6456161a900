import Foundation
import Testing

@testable import Playground

/// The screens file's `tabs` and `present` keys: what valid ones decode to, how presentations
/// resolve, and the exact message, line, column and key path of each mistake. Lines and
/// columns are counted by hand (1-based; columns in characters).
@Suite("Screens file: tabs and presentations")
struct TabsAndPresentsTests {
    private func parse(_ json: String) throws -> ScreenDocument {
        try PlaygroundAssets.parseScreens(Data(json.utf8), file: "t.json")
    }

    // MARK: Valid documents

    private static let tabbed = """
        {
          "tabs": [
            { "title": "Library", "root": "home", "image": "books.vertical" },
            { "title": "Inbox", "root": "inbox", "badge": "12" },
            { "title": "Again", "root": "home" }
          ],
          "present": { "screen": "inbox" },
          "screens": [
            { "id": "home", "title": "Home", "color": "white",
              "present": { "screen": "sheet", "style": "formSheet", "transition": "flipHorizontal" },
              "content": { "rows": [
                { "title": "Plain" },
                { "title": "Cover", "present": { "screen": "sheet", "style": "overFullScreen", "transition": "crossDissolve" } }
              ] } },
            { "id": "inbox", "title": "Inbox", "color": "white", "content": { "text": "x" } },
            { "id": "sheet", "title": "Sheet", "color": "white", "content": { "text": "x" } }
          ]
        }
        """

    @Test("tabs decode in order, with optional image and badge; root is the first tab's root")
    func tabsDecode() throws {
        let document = try parse(Self.tabbed)
        #expect(
            document.tabs == [
                ScreenTab(title: "Library", root: "home", image: "books.vertical", badge: nil),
                ScreenTab(title: "Inbox", root: "inbox", image: nil, badge: "12"),
                // The same root twice is allowed: each tab makes a controller of its own.
                ScreenTab(title: "Again", root: "home", image: nil, badge: nil),
            ])
        // A tab bar controller shows its first tab first (selectedIndex 0).
        #expect(document.root == "home")
    }

    @Test("a present with neither style nor transition gets UIKit's defaults: automatic, coverVertical")
    func presentDefaults() throws {
        let document = try parse(Self.tabbed)
        #expect(document.present?.screen == "inbox")
        #expect(document.present?.style == .automatic)
        #expect(document.present?.transition == .coverVertical)
    }

    @Test("presentation resolves: the selected row's, else the screen's, else the document's")
    func presentationResolution() throws {
        let document = try parse(Self.tabbed)
        let home = try #require(document.screen(id: "home"))
        let inbox = try #require(document.screen(id: "inbox"))
        let rowOwn = ScreenPresentation(screen: "sheet", style: .overFullScreen, transition: .crossDissolve)
        let screenOwn = ScreenPresentation(screen: "sheet", style: .formSheet, transition: .flipHorizontal)
        let documentOwn = ScreenPresentation(screen: "inbox", style: .automatic, transition: .coverVertical)
        // Row 1 ("Cover") has its own; row 0 ("Plain") has none, so the screen's applies; so
        // does no selection, and a selection past the last row.
        #expect(document.presentation(from: home, selectedIndex: 1) == rowOwn)
        #expect(document.presentation(from: home, selectedIndex: 0) == screenOwn)
        #expect(document.presentation(from: home, selectedIndex: nil) == screenOwn)
        #expect(document.presentation(from: home, selectedIndex: 7) == screenOwn)
        // A text screen without `present`: the document's.
        #expect(document.presentation(from: inbox, selectedIndex: nil) == documentOwn)
    }

    @Test("a version 1 document without tabs is one stack: no tabs, its root, nothing to present")
    func noTabs() throws {
        let json = """
            {
              "version": 1,
              "root": "a",
              "screens": [
                { "id": "a", "title": "A", "color": "white", "content": { "rows": [ { "title": "R", "push": "a" } ] } }
              ]
            }
            """
        let document = try parse(json)
        #expect(document.tabs.isEmpty)
        #expect(document.root == "a")
        #expect(document.present == nil)
        let screen = try #require(document.screen(id: "a"))
        #expect(screen.present == nil)
        // Nothing names a presentation: nil, and the playground presents the push target.
        #expect(document.presentation(from: screen, selectedIndex: 0) == nil)
    }

    @Test("every supported UIModalPresentationStyle and UIModalTransitionStyle name decodes to its case")
    func styleNames() throws {
        func presentation(_ members: String) throws -> ScreenPresentation? {
            let json = """
                { "root": "a", "present": { "screen": "a", \(members) },
                  "screens": [ { "id": "a", "title": "A", "color": "white", "content": { "text": "x" } } ] }
                """
            return try parse(json).present
        }
        // The Swift case names of Apple's UIModalPresentationStyle docs that pushpop supports.
        let styles: [(String, ModalPresentationStyle)] = [
            ("automatic", .automatic), ("pageSheet", .pageSheet), ("formSheet", .formSheet),
            ("fullScreen", .fullScreen), ("overFullScreen", .overFullScreen), ("currentContext", .currentContext),
            ("overCurrentContext", .overCurrentContext), ("custom", .custom),
        ]
        for (name, style) in styles {
            #expect(try presentation("\"style\": \"\(name)\"")?.style == style, "\(name)")
        }
        let transitions: [(String, ModalTransitionStyle)] = [
            ("coverVertical", .coverVertical), ("flipHorizontal", .flipHorizontal), ("crossDissolve", .crossDissolve),
        ]
        for (name, transition) in transitions {
            #expect(try presentation("\"transition\": \"\(name)\"")?.transition == transition, "\(name)")
        }
        #expect(ModalPresentationStyle.allCases.count == 8)
        #expect(ModalTransitionStyle.allCases.count == 3)
    }

    // MARK: Errors in tabs

    @Test("root and tabs together: pointed at the root key")
    func rootAndTabs() {
        let json = """
            {
              "root": "a",
              "tabs": [ { "title": "A", "root": "a" } ],
              "screens": [ { "id": "a", "title": "A", "color": "white", "content": { "text": "x" } } ]
            }
            """
        // Line 2: the key "root" starts after 2 spaces, at column 3.
        #expect(
            TestSupport.parseError(json)?.description
                == "t.json:2:3: root: give either \"root\" (one navigation stack) or \"tabs\" (a navigation stack "
                + "per tab), not both")
    }

    @Test("an empty list of tabs")
    func emptyTabs() {
        let json = """
            {
              "tabs": [],
              "screens": []
            }
            """
        // Line 2: `  "tabs": ` is 10 characters; the list starts at column 11.
        #expect(
            TestSupport.parseError(json)?.description
                == "t.json:2:11: tabs: the list of tabs is empty; give 1 to 5 tabs, or \"root\" for one navigation "
                + "stack without a tab bar")
    }

    @Test("a sixth tab is refused, pointed at, naming the limit and why")
    func tooManyTabs() {
        let json = """
            {
              "tabs": [
                { "title": "1", "root": "a" },
                { "title": "2", "root": "a" },
                { "title": "3", "root": "a" },
                { "title": "4", "root": "a" },
                { "title": "5", "root": "a" },
                { "title": "6", "root": "a" },
                { "title": "7", "root": "a" }
              ],
              "screens": [ { "id": "a", "title": "A", "color": "white", "content": { "text": "x" } } ]
            }
            """
        // tabs[5] is line 8, its brace after 4 spaces at column 5.
        #expect(
            TestSupport.parseError(json)?.description
                == "t.json:8:5: tabs[5]: at most 5 tabs, found 7: a phone's tab bar shows 5 and UIKit moves the rest "
                + "behind a More tab, which pushpop does not have")
        // Five tabs are fine.
        let five = json.replacingOccurrences(of: "    { \"title\": \"6\", \"root\": \"a\" },\n", with: "")
            .replacingOccurrences(of: ",\n    { \"title\": \"7\", \"root\": \"a\" }", with: "")
        #expect(TestSupport.parseError(five) == nil)
    }

    @Test("a tab's empty title, missing root, unknown root, empty image and unknown key")
    func tabMistakes() {
        func tabs(_ tab: String) -> String {
            """
            {
              "tabs": [
                \(tab)
              ],
              "screens": [ { "id": "home", "title": "Home", "color": "white", "content": { "text": "x" } } ]
            }
            """
        }
        // Each tab is on line 3 after 4 spaces: its brace is at column 5.
        // `    { "title": ` is 15 characters: the title's value is at column 16.
        #expect(
            TestSupport.parseError(tabs("{ \"title\": \"\", \"root\": \"home\" }"))?.description
                == "t.json:3:16: tabs[0].title: \"title\" must not be empty")
        #expect(
            TestSupport.parseError(tabs("{ \"title\": \"Home\" }"))?.description
                == "t.json:3:5: tabs[0]: missing required key \"root\"")
        // `    { "title": "Home", "root": ` is 31 characters.
        #expect(
            TestSupport.parseError(tabs("{ \"title\": \"Home\", \"root\": \"hme\" }"))?.description
                == "t.json:3:32: tabs[0].root: no screen has the id \"hme\" (did you mean \"home\"?)")
        // `    { "title": "Home", "root": "home", "image": ` is 48 characters.
        #expect(
            TestSupport.parseError(tabs("{ \"title\": \"Home\", \"root\": \"home\", \"image\": \"\" }"))?.description
                == "t.json:3:49: tabs[0].image: \"image\" must not be empty")
        // The key "badgeValue" (UIKit's property name) starts at column 40; it is too far from
        // "badge" for a suggestion, so the keys are listed.
        #expect(
            TestSupport.parseError(tabs("{ \"title\": \"Home\", \"root\": \"home\", \"badgeValue\": \"3\" }"))?
                .description
                == "t.json:3:40: tabs[0].badgeValue: unknown key \"badgeValue\"; expected \"title\", \"root\", "
                + "\"image\", \"badge\"")
    }

    // MARK: Errors in presentations

    private static func presenting(_ present: String) -> String {
        """
        {
          "root": "home",
          "screens": [
            { "id": "home", "title": "Home", "color": "white", "content": { "rows": [
              { "title": "New", "present": \(present) }
            ] } },
            { "id": "compose", "title": "Compose", "color": "white", "content": { "text": "x" } }
          ]
        }
        """
    }

    @Test("a presented screen that does not exist, and a missing screen key")
    func presentedScreen() {
        // Line 5: `      { "title": "New", "present": ` is 35 characters: the object is at column 36,
        // and `{ "screen": ` puts the screen's value 12 further, at column 48.
        #expect(
            TestSupport.parseError(Self.presenting("{ \"screen\": \"compse\" }"))?.description
                == "t.json:5:48: screens[0].content.rows[0].present.screen: no screen has the id \"compse\" "
                + "(did you mean \"compose\"?)")
        #expect(
            TestSupport.parseError(Self.presenting("{ \"style\": \"pageSheet\" }"))?.description
                == "t.json:5:36: screens[0].content.rows[0].present: missing required key \"screen\"")
        #expect(
            TestSupport.parseError(Self.presenting("{ \"screen\": \"\" }"))?.description
                == "t.json:5:48: screens[0].content.rows[0].present.screen: \"screen\" must not be empty")
        #expect(
            TestSupport.parseError(Self.presenting("\"compose\""))?.description
                == "t.json:5:36: screens[0].content.rows[0].present: expected an object, found a string")
    }

    @Test("styles: a typo gets a suggestion, an unknown name the list, UIKit's popover a reason")
    func presentationStyleMistakes() {
        // `{ "screen": "compose", "style": ` is 32 characters after column 36: the style is at 68.
        #expect(
            TestSupport.parseError(Self.presenting("{ \"screen\": \"compose\", \"style\": \"pagesheet\" }"))?
                .description
                == "t.json:5:68: screens[0].content.rows[0].present.style: unknown presentation style \"pagesheet\" "
                + "(did you mean \"pageSheet\"?)")
        let all =
            "expected \"automatic\", \"pageSheet\", \"formSheet\", \"fullScreen\", \"overFullScreen\", "
            + "\"currentContext\", \"overCurrentContext\" or \"custom\""
        #expect(
            TestSupport.parseError(Self.presenting("{ \"screen\": \"compose\", \"style\": \"card\" }"))?.description
                == "t.json:5:68: screens[0].content.rows[0].present.style: unknown presentation style \"card\"; "
                + all)
        #expect(
            TestSupport.parseError(Self.presenting("{ \"screen\": \"compose\", \"style\": \"popover\" }"))?
                .description
                == "t.json:5:68: screens[0].content.rows[0].present.style: \"popover\" is not supported "
                + "(pushpop presents no popovers; on a phone UIKit shows one as a form sheet); " + all)
        #expect(
            TestSupport.parseError(Self.presenting("{ \"screen\": \"compose\", \"style\": 2 }"))?.description
                == "t.json:5:68: screens[0].content.rows[0].present.style: expected a string, found a number")
    }

    @Test("transitions: partialCurl is refused with the reason, an unknown name gets the list")
    func transitionStyleMistakes() {
        // `{ "screen": "compose", "transition": ` is 37 characters after column 36: the value is at 73.
        let all = "expected \"coverVertical\", \"flipHorizontal\" or \"crossDissolve\""
        #expect(
            TestSupport.parseError(Self.presenting("{ \"screen\": \"compose\", \"transition\": \"partialCurl\" }"))?
                .description
                == "t.json:5:73: screens[0].content.rows[0].present.transition: \"partialCurl\" is not supported "
                + "(pushpop draws no page curl); " + all)
        #expect(
            TestSupport.parseError(Self.presenting("{ \"screen\": \"compose\", \"transition\": \"dissolve\" }"))?
                .description
                == "t.json:5:73: screens[0].content.rows[0].present.transition: unknown transition style "
                + "\"dissolve\"; " + all)
        // A typo: one letter swapped.
        #expect(
            TestSupport.parseError(Self.presenting("{ \"screen\": \"compose\", \"transition\": \"crossDisolve\" }"))?
                .description
                == "t.json:5:73: screens[0].content.rows[0].present.transition: unknown transition style "
                + "\"crossDisolve\" (did you mean \"crossDissolve\"?)")
    }

    @Test("a screen's and the document's present are checked too, and an unknown key in one")
    func otherPresents() {
        let json = """
            {
              "root": "a",
              "present": { "screen": "b" },
              "screens": [ { "id": "a", "title": "A", "color": "white", "content": { "text": "x" } } ]
            }
            """
        // Line 3: `  "present": { "screen": ` is 25 characters.
        #expect(TestSupport.parseError(json)?.description == "t.json:3:26: present.screen: no screen has the id \"b\"")
        let screen = """
            {
              "root": "a",
              "screens": [
                { "id": "a", "title": "A", "color": "white", "present": { "screen": "zz" }, "content": { "text": "x" } }
              ]
            }
            """
        // Line 4: `    { "id": "a", "title": "A", "color": "white", "present": { "screen": ` is 72 characters.
        #expect(
            TestSupport.parseError(screen)?.description
                == "t.json:4:73: screens[0].present.screen: no screen has the id \"zz\"")
        // The key "transtion" starts at column 59 (36 + 23 for `{ "screen": "compose", `).
        #expect(
            TestSupport.parseError(Self.presenting("{ \"screen\": \"compose\", \"transtion\": \"crossDissolve\" }"))?
                .description
                == "t.json:5:59: screens[0].content.rows[0].present.transtion: unknown key \"transtion\" "
                + "(did you mean \"transition\"?)")
    }

    // MARK: The built-in screens

    @Test("the built-in screens have 2 to 5 tabs, Home first, a page sheet and a full-screen presentation")
    func builtInTabsAndPresents() throws {
        let document = try PlaygroundAssets.parseScreens(
            Data(BuiltInAssets.screensJSON.utf8), file: BuiltInAssets.screensFileName)
        #expect((2...5).contains(document.tabs.count))
        #expect(document.tabs.first?.root == "home")
        #expect(document.tabs.map(\.title) == ["Library", "Messages", "Settings"])
        #expect(document.tabs.map(\.root) == ["home", "inbox", "settings"])
        var presentations: [ScreenPresentation] = document.present.map { [$0] } ?? []
        for screen in document.screens {
            presentations += screen.present.map { [$0] } ?? []
            if case .rows(let rows) = screen.content { presentations += rows.compactMap(\.present) }
        }
        #expect(presentations.contains { $0.style == .pageSheet })
        #expect(presentations.contains { $0.style == .fullScreen })
        // The Messages tab's inbox presents a new message as a sheet; the grid its photo full screen.
        let inbox = try #require(document.screen(id: "inbox"))
        #expect(
            document.presentation(from: inbox, selectedIndex: 0)
                == ScreenPresentation(screen: "compose", style: .pageSheet, transition: .coverVertical))
        let photos = try #require(document.screen(id: "photos"))
        #expect(
            document.presentation(from: photos, selectedIndex: 4)
                == ScreenPresentation(screen: "photo", style: .fullScreen, transition: .crossDissolve))
        // Home presents nothing of its own: the present key presents the push target as a sheet.
        let home = try #require(document.screen(id: "home"))
        #expect(document.presentation(from: home, selectedIndex: 0) == nil)
    }
}
