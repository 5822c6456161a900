#!/usr/bin/env python3
"""The app as a person uses it in a real pseudo-terminal, outside tmux, with TERM=xterm-256color.

pushpop runs on a pty of 100x32; what it writes is fed to pyte (a terminal emulator library),
whose screen is read back as text. Keys and SGR mouse reports (xterm's "Control Sequences",
Mouse Tracking: ESC [ < b ; x ; y M|m, x and y 1-based, b 0 press, 32 motion with the left
button held) are written to the pty as a terminal would send them. Checked: an edge swipe by
mouse pops and, released half way without motion, puts the screen back; the same with the keys'
finger; a page sheet presented with m follows a drag down and dismisses; the Half sheet entry
presents and dismisses by a tap on its dimming; the keys' finger swipes a sheet down and, with
the Tab slide, to the next tab; q restores the terminal (mouse
reports, alternate screen and cursor modes turned off, exit status 0).

Usage: Tests/EndToEnd/pty-check.py path/to/pushpop
"""

import os
import pty
import re
import select
import struct
import sys
import termios
import fcntl
import time

import pyte

COLUMNS, ROWS = 100, 32
failures = 0


def report(ok, label):
    global failures
    print(("  ok    " if ok else "  FAIL  ") + label)
    if not ok:
        failures += 1


class App:
    """pushpop on a pty, its output through pyte."""

    def __init__(self, binary):
        self.screen = pyte.Screen(COLUMNS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.raw = bytearray()
        pid, fd = pty.fork()
        if pid == 0:
            env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
            env.pop("TMUX", None)
            os.execve(binary, [binary], env)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        self.pump(until=lambda: "Animator" in self.text(), timeout=20)

    def pump(self, seconds=0.0, until=None, timeout=5.0):
        """Reads output for `seconds`, or until `until()` holds (at most `timeout` s)."""
        end = time.monotonic() + (timeout if until else seconds)
        while time.monotonic() < end:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if ready:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    return
                if not data:
                    return
                self.raw += data
                self.stream.feed(data)
            if until and until():
                return

    def settle(self, quiet=0.4, timeout=5.0):
        """Reads until the screen has not changed for `quiet` seconds."""
        previous, stable_since, end = None, time.monotonic(), time.monotonic() + timeout
        while time.monotonic() < end:
            self.pump(0.1)
            current = self.text()
            if current != previous:
                previous, stable_since = current, time.monotonic()
            elif time.monotonic() - stable_since >= quiet:
                break
        return self.text()

    def send(self, data):
        os.write(self.fd, data.encode() if isinstance(data, str) else data)

    def mouse(self, button, column, row, release=False):
        self.send("\x1b[<%d;%d;%d%s" % (button, column, row, "m" if release else "M"))

    def drag(self, start, end, pause=0.0, step_delay=0.01):
        """A press at `start` (column, row, 1-based), motion cell by cell to `end`, then after
        `pause` seconds still the release there."""
        (c0, r0), (c1, r1) = start, end
        self.mouse(0, c0, r0)
        steps = max(abs(c1 - c0), abs(r1 - r0), 1)
        for i in range(1, steps + 1):
            time.sleep(step_delay)
            self.mouse(32, c0 + (c1 - c0) * i // steps, r0 + (r1 - r0) * i // steps)
        self.pump(pause)
        self.mouse(0, c1, r1, release=True)

    def text(self):
        return "\n".join(self.screen.display)

    def hud(self, name):
        match = re.search(r"%s +(.*?) *$" % name, self.text(), re.M)
        return match.group(1) if match else ""

    def quit(self):
        self.send("q")
        self.pump(until=lambda: False, timeout=1.5)
        _, status = os.waitpid(self.pid, 0)
        return os.waitstatus_to_exitcode(status)


def select_animator(app, name):
    for _ in range(25):
        if re.search(r"Animator +\d+/\d+ %s" % re.escape(name), app.settle(quiet=0.2)):
            return True
        app.send("\t")
    return False


def main():
    binary = sys.argv[1]
    app = App(binary)
    app.settle()
    report("Library" in app.text() and "Messages" in app.text(), "pty xterm-256color: the tab bar shows its titles")

    # Edge swipe by mouse on the iOS default animator: Photos pushed; a drag from the phone's
    # first column of content (column 3; the phone's screen is columns 2-29, 28 cells for 390
    # points) to column 23 (about 73 % of the width) pops; to column 12 (about 36 %), held
    # still, then let go of, puts Photos back.
    select_animator(app, "iOS default")
    app.send("p")
    app.settle()
    app.drag((3, 16), (23, 16))
    app.settle()
    report(app.hud("Stack") == "Home", "pty: a mouse edge swipe past half way pops (Stack %r)" % app.hud("Stack"))
    app.send("p")
    app.settle()
    app.drag((3, 16), (12, 16), pause=0.4)
    app.settle()
    report(app.hud("Stack") == "Home › Photos", "pty: let go of short of half way, Photos is put back")

    # The keys' finger: ] x14 is 70 %; Enter lets go with a flick: popped. ] x6 then Esc: back.
    app.send("]" * 14)
    mid = app.settle()
    report("●" in mid and "interactive 70 %" in mid, "pty: ] x14 puts the keys' finger at 70 %, shown")
    app.send("\r")
    app.settle()
    report(app.hud("Stack") == "Home", "pty: Enter flicks it: popped")
    app.send("p")
    app.settle()
    app.send("]" * 6)
    app.settle()
    app.send("\x1b")
    app.settle()
    report(app.hud("Stack") == "Home › Photos", "pty: ] x6 then Esc cancels: Photos stays")

    # Tabs and the page sheet: } selects Messages; m presents the compose sheet; a drag down
    # from row 12 to row 30 (about 0.66 of the sheet's 787 points) dismisses it.
    app.send("}")
    app.settle()
    report(app.hud("Tab") == "2/3 Messages", "pty: } selects Messages (Tab %r)" % app.hud("Tab"))
    app.send("m")
    app.settle()
    report(app.hud("Stack") == "Inbox ⇡ New Message", "pty: m presents the compose sheet (%r)" % app.hud("Stack"))
    app.drag((14, 12), (14, 30))
    app.settle()
    report(app.hud("Stack") == "Inbox", "pty: a drag down the page sheet dismisses it (%r)" % app.hud("Stack"))
    # The same with keys: ] x12 swipes the sheet 12 x 5 % of 844 points down (0.64 of it),
    # Enter flicks it: dismissed.
    app.send("m")
    app.settle()
    app.send("]" * 12)
    mid = app.settle()
    app.send("\r")
    app.settle()
    report("●" in mid and "Transition dismiss" in mid and app.hud("Stack") == "Inbox",
           "pty: ] x12 and Enter swipe the sheet down with the keys: dismissed (%r)" % app.hud("Stack"))

    # The Half sheet entry: back on Library at its root, m on Home presents Photos over the lower
    # half; a tap on the dimming above it (row 5) dismisses.
    app.send("{")
    app.settle()
    app.send("r")
    app.settle()
    select_animator(app, "Half sheet")
    app.send("m")
    app.settle()
    presented = app.hud("Stack")
    app.mouse(0, 14, 5)
    app.mouse(0, 14, 5, release=True)
    app.settle()
    report(presented == "Home ⇡ Photos" and app.hud("Stack") == "Home",
           "pty: Half sheet presents (%r), a tap on the dimming dismisses (%r)" % (presented, app.hud("Stack")))

    # The Tab slide entry: ] x12 at Library's root swipes to the next tab, Enter flicks it on.
    select_animator(app, "Tab slide")
    app.send("]" * 12)
    app.settle()
    app.send("\r")
    app.settle()
    report(app.hud("Tab") == "2/3 Messages", "pty: Tab slide: ] x12 and Enter swipe to Messages (%r)" % app.hud("Tab"))

    status = app.quit()
    tail = bytes(app.raw[-400:])
    report(status == 0, "pty: q exits 0 (%s)" % status)
    report(b"\x1b[?1006l" in tail and b"\x1b[?1002l" in tail, "pty: q turns the mouse reports off")
    report(b"\x1b[?1049l" in tail, "pty: q leaves the alternate screen")

    if failures:
        print("pty-check: %d failure(s)" % failures)
        sys.exit(1)
    print("pty-check: all passed")


if __name__ == "__main__":
    main()
