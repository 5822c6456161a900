#!/usr/bin/env bash
# `pushpop run` as a person uses it (issue 10): the iOS fixtures run headless with no
# edit, each error gets its message and exit status and leaves nothing half-built in the cache,
# --show-rewrites prints the diff, and --watch in tmux rebuilds on a save, keeps the stack and
# shows a compiler error in the HUD while the last build runs; animators with an infinite or
# hour-long duration leave the user a way back to the stack (issue 11). Prints the three build times.
# Usage: run-check.sh PATH/TO/pushpop
set -euo pipefail
pushpop="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
fixtures="$(cd "$(dirname "$0")/Fixtures" && pwd)"
scratch="$(mktemp -d)"
export XDG_CACHE_HOME="$scratch/cache"
session="app"
# A tmux server of its own, kept alive by an idle session for the whole check: killing the last
# session ends a server, and a new session started at that moment can meet it dying.
socket="pushpop-run-check-$$"
tmux() { command tmux -L "$socket" "$@"; }
tmux new-session -d -s keeper -x 80 -y 24 "sleep 3600"
trap 'tmux kill-server 2>/dev/null || true; rm -rf "$scratch"' EXIT
fail() { echo "run-check: $*"; exit 1; }
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

before=$(cat "$fixtures"/*.swift | cksum)

# 1. Each fixture headless: its types lead the catalogue, the first selected; a push and a pop
#    (a presentation and a dismissal for the card) complete.
headless() { "$pushpop" run "$@" --headless --size 60x24 --fps 2 2>"$scratch/err"; }
start=$(now)
out=$(headless "$fixtures/EdgePanInteraction.swift" --keys "p wait:2 b wait:2") || fail "EdgePanInteraction: $(cat "$scratch/err")"
first_build=$(seconds "$start" "$(now)")
head -1 <<<"$out" | grep -qE 'animator: 1/[0-9]+ EdgePanNavigationDelegate' \
    || fail "EdgePanInteraction: its first type is not selected first: $(echo "$out" | head -1)"
for check in "EdgePanInteraction.swift EdgePanNavigationDelegate" "BaseTransitions.swift FadeThroughTransition" \
    "BaseTransitions.swift SlideUpTransition" "SelfDelegatingNavigationController.swift CrossFadeNavigationController"; do
    set -- $check
    out=$(headless "$fixtures/$1" --animator "$2" --keys "p wait:2 b wait:2") || fail "$1: $(cat "$scratch/err")"
    grep -qE "animator: [0-9]+/[0-9]+ $2\$" <<<"$out" || fail "$2 is not in the catalogue"
    grep -q 'stack: Home › Photos' <<<"$out" || fail "$2 did not push"
    tail -25 <<<"$out" | head -1 | grep -q 'stack: Home |' || fail "$2 did not pop back"
done
out=$(headless "$fixtures/CardPresentation.swift" --animator CardTransitioningDelegate --keys "m wait:2 d wait:2") \
    || fail "CardPresentation: $(cat "$scratch/err")"
grep -q 'stack: Home ⇡ ' <<<"$out" || fail "CardTransitioningDelegate did not present"
tail -25 <<<"$out" | head -1 | grep -q 'stack: Home |' || fail "CardTransitioningDelegate did not dismiss"

# 1b. An interaction controller whose file has no delegate (SwipeBackInteraction.swift): it is an
#     entry driving the file's animator. A drag from the left edge pops interactively — the HUD
#     says "interactive N %" as the finger moves, 298 / 390 points = 76 % where it lifts — and
#     finishes back at Home; `b` pops through the animator on its own (its 0.45 s, not the
#     system's 0.35 s; never interactive).
swipe() {
    "$pushpop" run "$fixtures/SwipeBackInteraction.swift" --headless --size 100x32 --fps 10 \
        --animator SwipeInteractionController --keys "$1" 2>"$scratch/err"
}
# (Here-strings, not pipes: grep -q stops reading early, and these outputs are larger than a pipe.)
out=$(swipe "p wait:1 drag:2,400,300,400,0.5 wait:1") || fail "SwipeBackInteraction: $(cat "$scratch/err")"
grep -qE 'animator: [0-9]+/[0-9]+ SwipeInteractionController$' <<<"${out%%$'\n'*}" \
    || fail "SwipeInteractionController is not in the catalogue: ${out%%$'\n'*}"
grep -q 'stack: Home › Photos' <<<"$out" || fail "SwipeInteractionController did not push"
grep -q 'interactive 76 %' <<<"$out" || fail "the edge drag did not pop interactively"
tail -33 <<<"$out" | head -1 | grep -q 'stack: Home |' || fail "the edge drag did not pop back to Home"
out=$(swipe "p wait:1 b wait:1") || fail "SwipeBackInteraction: $(cat "$scratch/err")"
grep -q 'Transition pop .* 0.20/0.45 s' <<<"$out" || fail "b did not pop through the file's animator"
! grep -q 'interactive' <<<"$out" || fail "b popped interactively"
tail -33 <<<"$out" | head -1 | grep -q 'stack: Home |' || fail "b did not pop back to Home"
# After switching animators and back (2 1), the top screen has the new delegate's interaction
# controller and no other's recognizer: six ] (5 % of the width each) pop it interactively, 30 %.
out=$(swipe "p wait:1 2 1 ] ] ] ] ] ] wait:0.1") || fail "SwipeBackInteraction: $(cat "$scratch/err")"
grep -q 'interactive 30 %' <<<"$out" || fail "after switching animators, the edge swipe did not pop interactively"

# 1c. Animators that would lock the stack (InfiniteAnimator.swift): a duration of 1 / 0 is
#     reported (time-invalid, naming the animator and the method) and runs as 0 s, so the push
#     and the pop end at once; an hour is reported (transition-too-long) and f completes it at
#     once (the file's animators are push-only: pops are the system's). Either way the user is
#     back at Home, and no time on screen reads nan or inf.
locked() {
    "$pushpop" run "$fixtures/InfiniteAnimator.swift" --headless --size 80x24 --fps 2 \
        --animator "$1" --keys "$2" 2>"$scratch/err"
}
out=$(locked EndlessSlideAnimator "p wait:1 b wait:1") || fail "InfiniteAnimator: $(cat "$scratch/err")"
grep -q 'stack: Home › Photos' <<<"$out" || fail "EndlessSlideAnimator did not push"
tail -25 <<<"$out" | head -1 | grep -q 'stack: Home |' || fail "EndlessSlideAnimator did not pop back to Home"
grep -qE '\[time-invalid\] t=[0-9.]+s EndlessSlideAnimator\.transitionDuration\(using:\): the duration is \.infinity' \
    "$scratch/err" || fail "the infinite duration was not reported: $(cat "$scratch/err")"
! grep -qE '(nan|inf)( s|/)' <<<"$out" || fail "a time on screen reads nan or inf"
out=$(locked HourLongFadeAnimator "p wait:1 f wait:0.5 b wait:1") || fail "InfiniteAnimator: $(cat "$scratch/err")"
grep -q 'stack: Home › Photos' <<<"$out" || fail "HourLongFadeAnimator did not push"
tail -25 <<<"$out" | head -1 | grep -q 'stack: Home |' || fail "f did not give the stack back"
grep -qE '\[transition-too-long\] t=[0-9.]+s HourLongFadeAnimator\.transitionDuration\(using:\) returned 3600 s' \
    "$scratch/err" \
    || fail "the hour-long duration was not reported: $(cat "$scratch/err")"

# 2. The second run of the same file reuses the build.
start=$(now)
headless "$fixtures/EdgePanInteraction.swift" --keys "p" >/dev/null
second_run=$(seconds "$start" "$(now)")
grep -q 'reused the last build' "$scratch/err" || fail "the second run did not reuse the build: $(cat "$scratch/err")"

# 3. --show-rewrites: the list and the diff, then exit.
rewrites=$("$pushpop" run "$fixtures/EdgePanInteraction.swift" --show-rewrites)
grep -q '^+++ .*EdgePanInteraction.swift (as pushpop compiles it)' <<<"$rewrites" || fail "--show-rewrites printed no diff"
grep -q '^+.*Selector(EdgePanInteractionController\.' <<<"$rewrites" || fail "--show-rewrites shows no #selector rewrite"

# 4. Errors: message, exit status 1, nothing half-built.
expect_error() {  # expect_error "what it must say" ARGS…
    local want="$1"; shift
    set +e
    "$pushpop" run "$@" --headless --keys "p" >/dev/null 2>"$scratch/err"
    local status=$?
    set -e
    [ "$status" -eq 1 ] || fail "pushpop run $* exited $status, not 1"
    grep -qF -- "$want" "$scratch/err" || fail "pushpop run $*: no '$want' in: $(cat "$scratch/err")"
}
expect_error "Nope.swift: no such file" "$scratch/Nope.swift"
printf 'hello\n' > "$scratch/notes.txt"
expect_error "notes.txt: not a Swift file" "$scratch/notes.txt"
printf 'import UIKit\n\nclass Broken: NSObject {\n    func f( {\n}\n' > "$scratch/Broken.swift"
expect_error "Broken.swift:4:" "$scratch/Broken.swift"
printf 'import UIKit\n\nstruct Photo {\n    let title: String\n}\n' > "$scratch/Model.swift"
expect_error "no transition in Model.swift" "$scratch/Model.swift"
sed 's/transitionContext.containerView.addSubview(toView)/transitionContext.containerView.addSubview(toView); UIView.sparkle(toView)/' \
    "$fixtures/SelfDelegatingNavigationController.swift" > "$scratch/Sparkle.swift"
grep -q 'UIView.sparkle' "$scratch/Sparkle.swift" || fail "the unmodelled-API case was not made"
expect_error "UIView.sparkle is not in TransitionKit (Sparkle.swift:" "$scratch/Sparkle.swift"
sed 's/^import UIKit$/import UIKit\nlet count: Int = "three"/' "$fixtures/BaseTransitions.swift" > "$scratch/Typo.swift"
expect_error "the build failed with 1 error" "$scratch/Typo.swift"
grep -q "Typo.swift:2:.*error: cannot convert value of type 'String'" "$scratch/err" \
    || fail "the compiler's error does not name the user's file and line: $(cat "$scratch/err")"
[ -z "$(find "$XDG_CACHE_HOME" -name '.tmp-*')" ] || fail "a failed build left a temporary directory"
# Interrupted (SIGINT) during a first build: exit 130, no temporary directory, no build.
set +e
XDG_CACHE_HOME="$scratch/fresh" timeout --preserve-status -s INT 1 \
    "$pushpop" run "$fixtures/BaseTransitions.swift" --headless --keys p >/dev/null 2>&1
status=$?
set -e
[ "$status" -eq 130 ] || fail "a build interrupted by SIGINT exited $status, not 130"
[ -z "$(find "$scratch/fresh" -name '.tmp-*' 2>/dev/null)" ] || fail "an interrupted build left a temporary directory"
[ -z "$(find "$scratch/fresh" -name 'libPushpopUser_*' 2>/dev/null)" ] || fail "an interrupted build was kept"

# 5. --watch in tmux at 100×32: a save rebuilds and reloads, the stack stays; an error shows in
#    the HUD while the last build runs; the fix runs again.
cp "$fixtures/EdgePanInteraction.swift" "$scratch/Live.swift"
capture() { tmux capture-pane -p -t "$session"; }
wait_for() {  # wait_for TEXT SECONDS
    local deadline=$(( $(date +%s) + $2 ))
    until capture | grep -qF -- "$1"; do
        [ "$(date +%s)" -lt "$deadline" ] || { capture; fail "tmux: no '$1' after $2 s"; }
        sleep 0.2
    done
}
tmux new-session -d -s "$session" -x 100 -y 32 "XDG_CACHE_HOME='$XDG_CACHE_HOME' '$pushpop' run '$scratch/Live.swift' --watch; sleep 30"
wait_for "watching 1 file" 60
tmux send-keys -t "$session" p
wait_for "Stack      Home › Photos" 10
wait_for "Transition idle" 10
tmux send-keys -t "$session" s
wait_for "Speed      ½×" 5
sed -i 's/return 0\.4$/return 0.5/' "$scratch/Live.swift"
grep -q 'return 0.5$' "$scratch/Live.swift" || fail "the edit was not made"
start=$(now)
wait_for "build 2 in" 30
edit_rebuild=$(seconds "$start" "$(now)")
screen=$(capture)
echo "$screen" | grep -qF "Stack      Home › Photos" || fail "the reload lost the stack"
echo "$screen" | grep -qF "Speed      ½×" || fail "the reload lost the speed"
echo "$screen" | grep -qE "Animator   1/[0-9]+ EdgePanNavigationDelegate" || fail "the reload lost the animator"
sed -i 's/return 0\.5$/return 0.5 + sparkles/' "$scratch/Live.swift"
wait_for "rebuild failed (1 error); build 2 still runs" 30
wait_for "Live.swift:" 5
capture | grep -qF "cannot find 'sparkles' in scope" || fail "the HUD does not show the compiler's error"
sed -i 's/return 0\.5 + sparkles$/return 0.5/' "$scratch/Live.swift"
wait_for "build 2 from the cache" 30
# The new code runs: at 1/10× the pop shows the new duration, 0.50 s.
tmux send-keys -t "$session" s s b
wait_for "/0.50 s" 10
# A save during that slow pop (5 s at 1/10×): the new build waits for it, and the HUD says so.
sed -i 's/return 0\.5$/return 0.6/' "$scratch/Live.swift"
wait_for "the new build loads when the transition ends" 30
wait_for "Transition idle" 15
! capture | grep -qF "the new build loads" || fail "the new build did not load after the transition"
# A file deleted while watched: the rebuild says so, the last build keeps running.
rm "$scratch/Live.swift"
wait_for "Live.swift: no such file" 30
capture | grep -qF "rebuild failed; build 3 still runs" || fail "a deleted file is not reported as a failed rebuild"
tmux send-keys -t "$session" q

# 5b. --watch on a file that does not build yet: the built-in animators run, the error shows,
#     and the fix selects the user's first type.
sed 's/^class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {$/class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {\n    let oops: Int = "no"/' \
    "$fixtures/EdgePanInteraction.swift" > "$scratch/Later.swift"
grep -q 'oops' "$scratch/Later.swift" || fail "the broken copy was not made"
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 100 -y 32 "XDG_CACHE_HOME='$XDG_CACHE_HOME' '$pushpop' run '$scratch/Later.swift' --watch; sleep 30"
wait_for "build failed (1 error); the built-in animators run" 60
wait_for "Later.swift:5:" 5
sed -i '/let oops: Int = "no"/d' "$scratch/Later.swift"
wait_for "build 1 " 30
wait_for "Animator   1/20 EdgePanNavigationDelegate" 5
tmux send-keys -t "$session" q

# 6. Each fixture as a person runs it, in tmux at 80×24, 100×32 and 200×60: its first type is
#    selected, the Files row shows, and its transition goes there and back (p then b; m then d
#    for the presentation), ending idle.
as_a_person() {  # as_a_person FILE TYPE IN OUT COLUMNS ROWS
    tmux kill-session -t "$session" 2>/dev/null || true
    tmux new-session -d -s "$session" -x "$5" -y "$6" \
        "XDG_CACHE_HOME='$XDG_CACHE_HOME' '$pushpop' run '$fixtures/$1'; sleep 30"
    wait_for "in the catalogue" 60
    # The build's summary comes before the playground draws: wait for its first frame (a loaded
    # machine can take a while between the two).
    local shown=$(( $(date +%s) + 20 ))
    until capture | grep -qE "Animator +1/[0-9]+ "; do
        [ "$(date +%s)" -lt "$shown" ] || break
        sleep 0.2
    done
    capture | grep -qE "Animator +1/[0-9]+ $2" || { capture; fail "$1 at $5×$6: $2 is not selected first"; }
    tmux send-keys -t "$session" "$3"
    wait_for "Home $([ "$3" = m ] && echo ⇡ || echo ›) Photos" 10
    wait_for "Transition idle" 10
    tmux send-keys -t "$session" "$4"
    local deadline=$(( $(date +%s) + 10 ))
    until capture | grep -qE "Stack +Home *$" && capture | grep -qF "Transition idle"; do
        [ "$(date +%s)" -lt "$deadline" ] || { capture; fail "$1 at $5×$6: $4 did not go back to Home"; }
        sleep 0.2
    done
    tmux send-keys -t "$session" q
}
for size in "80 24" "100 32" "200 60"; do
    set -- $size
    as_a_person EdgePanInteraction.swift EdgePanNavigationDelegate p b "$1" "$2"
    as_a_person BaseTransitions.swift BaseTransition p b "$1" "$2"
    as_a_person SelfDelegatingNavigationController.swift CrossFadeNavigationController p b "$1" "$2"
    as_a_person CardPresentation.swift CardTransitioningDelegate m d "$1" "$2"
    as_a_person SwipeBackInteraction.swift SwipeInteractionController p b "$1" "$2"
done
# The same in tmux at 80×24: the endless slide goes there and back like any other animator; the
# hour-long fade (a push-only animator: its pop is the system's) says "press f to force-complete", f gives the
# stack back, and b pops.
as_a_person InfiniteAnimator.swift EndlessSlideAnimator p b 80 24
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 80 -y 24 \
    "XDG_CACHE_HOME='$XDG_CACHE_HOME' '$pushpop' run '$fixtures/InfiniteAnimator.swift' --animator HourLongFadeAnimator; sleep 30"
wait_for "in the catalogue" 60
tmux send-keys -t "$session" p
wait_for "press f to force-complete" 10
tmux send-keys -t "$session" f
wait_for "Transition idle" 10
capture | grep -qE "Stack +Home › Photos" || { capture; fail "f did not complete the hour-long push"; }
tmux send-keys -t "$session" b
deadline=$(( $(date +%s) + 10 ))
until capture | grep -qE "Stack +Home *$" && capture | grep -qF "Transition idle"; do
    [ "$(date +%s)" -lt "$deadline" ] || { capture; fail "b did not pop back to Home after f"; }
    sleep 0.2
done
tmux send-keys -t "$session" q
[ "$(cat "$fixtures"/*.swift | cksum)" = "$before" ] || fail "pushpop run changed the user's files"
echo "run-check: all green (first build ${first_build} s, second run ${second_run} s, rebuild after an edit ${edit_rebuild} s)"
