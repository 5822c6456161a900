import Testing

@testable import Playground

/// The wording of the playground's notices, made in one place (`PlaygroundNotice.message`).
/// Other tests compare the values; these pin the words people and CI read.
@Suite struct PlaygroundNoticeTests {
    /// The queue-full notice: `.ci/run` greps headless mode's standard error for it.
    @Test func queueFullNamesTheLimit() {
        #expect(PlaygroundNotice.queueFull(limit: 8).message == "8 pushes and pops are already waiting; let them run")
    }

    /// One screen put back reads "it", two read "them", titles joined by commas.
    @Test func putBackAtRestAgreesInNumber() {
        #expect(
            PlaygroundNotice.putBackAtRest(titles: ["Home"], previousAnimator: "Keyframe flip (seed 004)").message
                == "Home put back at rest: Keyframe flip (seed 004) had left it moved (view-not-at-rest)")
        #expect(
            PlaygroundNotice.putBackAtRest(titles: ["Home", "Photos"], previousAnimator: "Cube").message
                == "Home, Photos put back at rest: Cube had left them moved (view-not-at-rest)")
    }

    /// A forced completion says which way it went.
    @Test func forcedCompletionSaysWhichWay() {
        #expect(PlaygroundNotice.forcedCompletion(cancelled: false).message == "forced completeTransition(true)")
        #expect(
            PlaygroundNotice.forcedCompletion(cancelled: true).message
                == "forced completeTransition(false): the interaction had been cancelled")
        #expect(PlaygroundNotice.noSuchAnimator(number: 12, count: 9).message == "no animator 12: there are 9")
    }

    /// Keys in notices are named from the key table: Space, `.`, `]`.
    @Test func keysAreNamedAsTheTableNamesThem() {
        #expect(PlaygroundNotice.stepNeedsPause.message == "press Space to pause, then . steps one frame")
        #expect(PlaygroundNotice.nothingToPopForScrub.message == "nothing to pop: press ] to scrub a push")
        #expect(KeyTable.name(of: .scrubBack, .scrubForward) == "[ ]")
    }

    /// The presentation and tab notices name what was refused and the keys, from the table.
    @Test func presentationAndTabNotices() {
        #expect(
            PlaygroundNotice.actionDuringTransition(.present).message
                == "wait for the running transition to finish before presenting")
        #expect(
            PlaygroundNotice.actionDuringTransition(.tabSwitch).message
                == "wait for the running transition to finish before switching tabs")
        #expect(
            PlaygroundNotice.actionDuringTransition(.navigation).message
                == "wait for the running transition to finish before pushing or popping")
        #expect(PlaygroundNotice.nothingToDismiss.message == "nothing is presented: m presents the selected screen")
        #expect(
            PlaygroundNotice.tabsCoveredByPresentation.message
                == "the tab bar is covered: d dismisses the presented screen")
        #expect(
            PlaygroundNotice.switchWhilePresenting.message
                == "dismiss the presented screens (d) before switching animators")
    }
}
