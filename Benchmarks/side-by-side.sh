#!/usr/bin/env bash
# pushpop against its C ncurses peer (Benchmarks/ncurses-slide): both on a 200x60 pseudo-terminal
# through one harness (pushpop-bench --pty --peer), Home → Photos pushed and popped back to back
# with pushpop's animator 1, "Vertical slide (seed 000)", which the peer draws the same way.
# Prints pushpop-bench's table: delivered fps, CPU (share of a core, per frame, against the
# floor) and bytes per frame. Usage: Benchmarks/side-by-side.sh [--fps 60] [--seconds 5] [--sizes 200x60]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
out=.build/ncurses-slide
mkdir -p .build
# shellcheck disable=SC2046  # pkg-config's flags are separate words
clang -O2 -Wall -Wextra -o "$out" Benchmarks/ncurses-slide/ncurses-slide.c $(pkg-config --cflags --libs ncursesw)
swift build -c release --product pushpop >/dev/null
swift build -c release --product pushpop-bench >/dev/null
bin=$(swift build -c release --show-bin-path)
"$bin/pushpop-bench" --pty --animators 1 --fps 60 --seconds 5 --sizes 200x60 --peer "$out" "$@"
