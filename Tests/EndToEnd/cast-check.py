#!/usr/bin/env python3
"""Recordings (README, "Recording"), read by asciinema's own parser and replayed in pyte.

(a) pushpop --record in a 100x32 tmux pane: push, pop, q. The file is read with asciinema's
    asciicast reader (asciinema.asciicast.open_from_url, which checks the version and gives the
    v2 header and events); checked: the header's fields, event times never going back, the
    set-up and restore sequences in the output, and that replaying the output up to the restore
    in pyte shows the screen tmux showed just before q.
(b) pushpop --headless --format cast of a key script, replayed in pyte at the same size: the
    screen is exactly the last frame of the same script in the default text format (with
    --no-color; with colour, the last frame of --format ansi without its escapes), and there is
    one event per frame, at the frame's time.

Usage: Tests/EndToEnd/cast-check.py path/to/pushpop
"""

import os
import re
import subprocess
import sys
import tempfile
import time

import asciinema.asciicast as asciicast
import pyte

COLUMNS, ROWS = 100, 32
failures = 0


def report(ok, label):
    global failures
    print(("  ok    " if ok else "  FAIL  ") + label)
    if not ok:
        failures += 1


def read_cast(path):
    """The header and events of the recording at path, through asciinema's reader."""
    with asciicast.open_from_url(path) as cast:
        return cast.v2_header, [list(event) for event in cast.events()]


def replay(events, columns, rows):
    """The screen's lines after feeding the "o" events to a pyte terminal of columns x rows."""
    screen = pyte.Screen(columns, rows)
    stream = pyte.Stream(screen)
    for _, code, data in events:
        if code == "o":
            stream.feed(data)
    return [line.rstrip() for line in screen.display]


def monotonic(events):
    times = [event[0] for event in events]
    return all(t >= 0 for t in times) and all(a <= b for a, b in zip(times, times[1:]))


def tmux(*arguments):
    return subprocess.run(["tmux", *arguments], check=True, capture_output=True, text=True).stdout


def wait_for(predicate, timeout):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.1)
    return False


def interactive(binary, directory):
    print("--record in tmux (100x32): push, pop, q")
    path = os.path.join(directory, "session.cast")
    status = os.path.join(directory, "status")
    session = "pushpop-cast-%d" % os.getpid()
    started = int(time.time())
    tmux("new-session", "-d", "-s", session, "-x", str(COLUMNS), "-y", str(ROWS),
         "%s --record %s; echo $? > %s; sleep 60" % (binary, path, status))
    try:
        pane = lambda: tmux("capture-pane", "-p", "-t", session)
        wait_for(lambda: "Animator" in pane(), 20)
        tmux("send-keys", "-t", session, "p")
        wait_for(lambda: "Home › Photos" in pane(), 5)
        time.sleep(1.5)
        tmux("send-keys", "-t", session, "b")
        time.sleep(0.5)
        wait_for(lambda: "Home › Photos" not in pane() and "idle" in pane(), 5)
        before_quit = [line.rstrip() for line in pane().split("\n")[:ROWS]]
        term = tmux("display-message", "-p", "-t", session, "#{client_termname}").strip()
        tmux("send-keys", "-t", session, "q")
        wait_for(lambda: os.path.exists(status) and open(status).read().strip() != "", 10)
        report(open(status).read().strip() == "0", "q exits with status 0")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)

    raw = open(path, "rb").read()
    report(all(byte < 0x80 for byte in raw), "the file is ASCII (every other character escaped)")
    header, events = read_cast(path)
    report(header.get("version") == 2, "asciinema's parser reads it as asciicast v2")
    report((header.get("width"), header.get("height")) == (COLUMNS, ROWS),
           "header: width and height are the pane's, %sx%s" % (header.get("width"), header.get("height")))
    report(isinstance(header.get("timestamp"), int) and abs(header["timestamp"] - started) < 60,
           "header: timestamp is when it started")
    env = header.get("env", {})
    report(env.get("TERM", "").startswith(("tmux", "screen")) and set(env) <= {"TERM", "SHELL"},
           "header: env holds TERM (%r) and SHELL as asciinema records them" % env.get("TERM"))
    report(header.get("title") == "pushpop", "header: title pushpop")
    report(len(events) > 3 and monotonic(events), "%d events, times from 0 and never going back" % len(events))
    report({event[1] for event in events} <= {"o", "r"}, "only output and resize events")
    output = "".join(event[2] for event in events if event[1] == "o")
    report("\x1b[?1049h" in output and "\x1b[?1002h\x1b[?1006h" in output,
           "the set-up is recorded (alternate screen, mouse reports on)")
    report(output.rstrip().endswith(("\x1b[?1049l", "\x1b>", "\x1b[?1l\x1b>")) and "\x1b[?1006l\x1b[?1002l" in output,
           "the restore is recorded (mouse reports off, alternate screen left)")
    # Everything up to the restore (the event holding the mouse modes' "off"), replayed.
    last = max(i for i, event in enumerate(events) if event[1] == "o" and "\x1b[?1006l" in event[2])
    replayed = replay(events[:last], COLUMNS, ROWS)
    same = replayed == before_quit
    report(same, "replayed up to the restore, it shows the screen tmux showed before q")
    if not same:
        for row, (a, b) in enumerate(zip(replayed, before_quit)):
            if a != b:
                print("    row %d replayed: %r\n    row %d tmux:     %r" % (row, a, row, b))


def frames_of(text):
    """The (time, rows) of each frame of headless text or ANSI output."""
    frames = []
    for line in text.split("\n"):
        match = re.match(r"--- frame \d+ t=([0-9.]+)s", line)
        if match:
            frames.append((float(match.group(1)), []))
        elif frames and len(frames[-1][1]) < ROWS:
            frames[-1][1].append(line)
    return frames


def headless(binary):
    keys = "p wait:1.2 right right p wait:0.3"
    print('headless --format cast (100x32, --fps 10, animator 4, --keys "%s")' % keys)
    base = [binary, "--headless", "--size", "%dx%d" % (COLUMNS, ROWS), "--fps", "10", "--animator", "4",
            "--keys", keys]
    run = lambda *extra: subprocess.run(base + list(extra), check=True, capture_output=True).stdout.decode()
    sgr = re.compile(r"\x1b\[[0-9;]*m")
    for label, cast_options, frame_options, clean in [
        ("--no-color", ["--no-color"], [], lambda line: line),
        ("colour", [], ["--format", "ansi"], lambda line: sgr.sub("", line)),
    ]:
        with tempfile.NamedTemporaryFile("w", suffix=".cast", delete=False) as file:
            file.write(run("--format", "cast", *cast_options))
        header, events = read_cast(file.name)
        os.unlink(file.name)
        frames = frames_of(run(*frame_options))
        report(header == {"version": 2, "width": COLUMNS, "height": ROWS, "title": "pushpop"},
               "%s: header %s" % (label, header))
        times = [round(event[0], 3) for event in events]
        report(times == [time for time, _ in frames] and monotonic(events),
               "%s: one event per frame (%d), at the frames' times" % (label, len(frames)))
        expected = [clean(line).rstrip() for line in frames[-1][1]]
        replayed = replay(events, COLUMNS, ROWS)
        same = replayed == expected
        report(same, "%s: replayed in pyte, the screen is the last frame exactly" % label)
        if not same:
            for row, (a, b) in enumerate(zip(replayed, expected)):
                if a != b:
                    print("    row %d replayed: %r\n    row %d frame:    %r" % (row, a, row, b))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as directory:
        interactive(binary, directory)
    headless(binary)
    if failures:
        print("cast-check: %d failure(s)" % failures)
        sys.exit(1)
    print("cast-check: all passed")


if __name__ == "__main__":
    main()
