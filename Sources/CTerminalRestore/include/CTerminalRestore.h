#ifndef PUSHPOP_CTERMINALRESTORE_H
#define PUSHPOP_CTERMINALRESTORE_H
#include <termios.h>

/* The terminal given back from signal handlers, where neither ncurses nor Swift may run. The
   state these handlers use lives once per process, in TerminalRestore.c; TerminalSession (in
   TerminalRenderer's ncurses backend) arms and disarms them. */

/* Crash restore. A Swift trap (SIGILL/SIGTRAP), a bad access (SIGSEGV/SIGBUS), SIGFPE or an
   abort end the process without atexit hooks or Dispatch signal sources, so the terminal would
   be left raw, cursorless and in the alternate screen. The handler does only async-signal-safe
   work (signal-safety(7)): one write() of reset sequences prepared beforehand from terminfo,
   tcsetattr() of the saved modes, lseek()/read()/write() copying the captured output to
   standard error, dup2() giving standard output and error back and sending later frames to
   /dev/null. It never calls ncurses or Swift. Then a fault raised by the kernel goes on to the
   handler that was there before (the Swift runtime's crash backtracer, when enabled) by
   returning, so that it sees the real fault; a signal sent by kill() or abort() ends the process
   with its default action.

   Arming, after newterm() (it reads the current terminal's terminfo), prepares the reset
   sequences (mouse reports off, attributes off, cursor on, keypad transmit off, alternate screen
   left) and installs the handler for SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE and SIGABRT,
   keeping the handlers it replaces to hand the signal on to; armed again, it keeps those from
   before the first time. `modes` are standard input's modes to put back; `terminal` is where the
   reset sequences go (the original standard output); `captured_output` is the file standard
   output and error were sent to meanwhile (its contents are replayed on `standard_error`), or -1.
   Disarm it when the terminal has been given back. */
void pushpop_arm_crash_restore(const struct termios *modes, int terminal, int captured_output, int standard_error);
void pushpop_disarm_crash_restore(void);

/* Mouse reports across a stop (Ctrl-Z) and `fg`. pushpop turns the reports on itself
   (TerminalSession.pointerReportsOn), so ncurses' own SIGTSTP handler, which gives the terminal
   back with endwin() before stopping and takes it again after, does not know about them: the
   shell would get a report for every click while pushpop is stopped. The handler turns them off
   on `terminal`, runs ncurses' handler (which stops the process and returns once it is
   continued), and turns them on again; write() is async-signal-safe. Installed only over a
   handler function (ncurses installs one in newterm() unless SIGTSTP was ignored), once;
   disarming puts the previous handler back. */
void pushpop_arm_suspend_modes(int terminal);
void pushpop_disarm_suspend_modes(void);

#endif
