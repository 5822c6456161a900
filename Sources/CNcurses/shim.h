#ifndef PUSHPOP_CNCURSES_SHIM_H
#define PUSHPOP_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <fcntl.h>
#include <locale.h>
#include <stdbool.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* Macros and mutable globals Swift 6 cannot import, exposed as constants and inline
   functions. Integer-literal macros (KEY_UP, ERR, OK, ...) import as they are. */

static const attr_t PUSHPOP_A_NORMAL = A_NORMAL;
static const attr_t PUSHPOP_A_BOLD = A_BOLD;


/* The standard screen of the current SCREEN (stdscr is a global, or a function when reentrant). */
static inline WINDOW *pushpop_stdscr(void) { return stdscr; }
/* COLORS and COLOR_PAIRS after start_color(). */
static inline int pushpop_colors(void) { return COLORS; }
static inline int pushpop_color_pairs(void) { return COLOR_PAIRS; }
/* The C library's standard streams (mutable globals in glibc). */
static inline FILE *pushpop_stdout(void) { return stdout; }
static inline FILE *pushpop_stdin(void) { return stdin; }
static inline FILE *pushpop_stderr(void) { return stderr; }

/* The current terminal's string capability `name` with up to two parameters filled in
   (tiparm is variadic, which Swift cannot call); NULL if the terminal lacks it. */
static inline const char *pushpop_capability(const char *name, int first, int second) {
    char *value = tigetstr((char *)name);
    if (value == NULL || value == (char *)-1) return NULL;
    return tiparm(value, first, second);
}

/* Sends sgr0 (all attributes and colours off) through ncurses' output, whatever ncurses
   believes the attributes are. */
static inline void pushpop_reset_attributes(void) {
    char *value = tigetstr((char *)"sgr0");
    if (value != NULL && value != (char *)-1) putp(value);
}

/* Whether the current terminal's terminfo has boolean capability `name` (e.g. "xenl"). */
static inline bool pushpop_has_flag(const char *name) { return tigetflag((char *)name) > 0; }

/* The C library's column width of a wide character (-1 unprintable, 0, 1 or 2) in the
   calling thread's locale: POSIX's, declared by glibc only under _XOPEN_SOURCE, which Swift's
   Glibc module does not define (`CellWidth` calls it in a C.UTF-8 locale). */
extern int wcwidth(wchar_t character);

/* Pseudo-terminals (the benchmark draws into one). glibc declares these only under feature
   macros that Swift's Glibc module does not define; the declarations are POSIX's. */
extern int posix_openpt(int flags);
extern int grantpt(int descriptor);
extern int unlockpt(int descriptor);
extern char *ptsname(int descriptor);

/* Whether the current terminal's terminfo has string capability `name` (e.g. "cup"). */
static inline bool pushpop_has_string_capability(const char *name) {
    char *value = tigetstr((char *)name);
    return value != NULL && value != (char *)-1;
}

/* Crash restore. A Swift trap (SIGILL/SIGTRAP), a bad access (SIGSEGV/SIGBUS), SIGFPE or an
   abort end the process without atexit hooks or Dispatch signal sources, so the terminal would
   be left raw, cursorless and in the alternate screen. This handler does only async-signal-safe
   work (signal-safety(7)): one write() of reset sequences prepared beforehand from terminfo,
   tcsetattr() of the saved modes, lseek()/read()/write() copying the captured output to
   standard error, dup2() giving standard output and error back and sending later frames to
   /dev/null. It never calls ncurses or
   Swift. Then a fault raised by the kernel goes on to the handler that was there before — the
   Swift runtime's crash backtracer, when enabled — by returning, so that it sees the real
   fault; a signal sent by kill() or abort() ends the process with its default action. Arm it after newterm(); disarm it when the terminal has been given
   back. Both must be called from the same Swift file: the state exists once per file that
   uses it. */
enum { PUSHPOP_CRASH_SIGNAL_COUNT = 6 };

struct pushpop_crash_state {
    struct termios modes;
    char reset[512];
    size_t reset_length;
    int terminal;        /* where the reset sequences go (the original standard output) */
    int captured_output; /* the file standard output and error were sent to, or -1 */
    int standard_error;  /* the original standard error: the captured output is replayed there */
    int signals[PUSHPOP_CRASH_SIGNAL_COUNT];
    struct sigaction previous[PUSHPOP_CRASH_SIGNAL_COUNT]; /* the handlers before ours */
    int installed;       /* whether `previous` holds them (ours is installed) */
    volatile sig_atomic_t armed;
};

static inline struct pushpop_crash_state *pushpop_crash(void) {
    static struct pushpop_crash_state state;
    return &state;
}

static void pushpop_crash_handler(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    struct pushpop_crash_state *crash = pushpop_crash();
    if (crash->armed) {
        crash->armed = 0;
        ssize_t written = write(crash->terminal, crash->reset, crash->reset_length);
        (void)written;
        (void)tcsetattr(STDIN_FILENO, TCSANOW, &crash->modes);
        /* What the program printed meanwhile — the crash message among it — onto standard error. */
        if (crash->captured_output >= 0 && lseek(crash->captured_output, 0, SEEK_SET) == 0) {
            char buffer[4096];
            ssize_t count;
            while ((count = read(crash->captured_output, buffer, sizeof buffer)) > 0) {
                written = write(crash->standard_error, buffer, (size_t)count);
            }
            /* Whatever runs next (the backtracer) writes to the terminal again; frames the
               other threads may still draw go nowhere. */
            (void)dup2(crash->terminal, STDOUT_FILENO);
            (void)dup2(crash->standard_error, STDERR_FILENO);
            int nowhere = open("/dev/null", O_WRONLY);
            if (nowhere >= 0) {
                (void)dup2(nowhere, crash->terminal);
                (void)close(nowhere);
            }
        }
    }
    /* A fault from the kernel (si_code > 0) goes to the handler from before (the backtracer) by
       returning: the faulting instruction runs again and faults with its real context. A signal
       sent by kill() or abort() (si_code <= 0) ends the process with the default action. */
    bool fault = info != NULL && info->si_code > 0;
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    const struct sigaction *next = &fallback;
    for (int i = 0; fault && crash->installed && i < PUSHPOP_CRASH_SIGNAL_COUNT; i++) {
        if (crash->signals[i] == signal_number) next = &crash->previous[i];
    }
    (void)sigaction(signal_number, next, NULL);
    if (!fault) raise(signal_number);
}

static inline void pushpop_crash_append(const char *capability) {
    struct pushpop_crash_state *crash = pushpop_crash();
    char *value = tigetstr((char *)capability);
    if (value == NULL || value == (char *)-1) return;
    size_t length = strlen(value);
    if (crash->reset_length + length >= sizeof crash->reset) return;
    memcpy(crash->reset + crash->reset_length, value, length);
    crash->reset_length += length;
}

/* Prepares the reset sequences for the current terminal (mouse reports off, attributes off, cursor on, keypad transmit off, alternate screen left) and installs the
   handler for SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE and SIGABRT, keeping the handlers it
   replaces to hand the signal on to. */
static inline void pushpop_arm_crash_restore(
    const struct termios *modes, int terminal, int captured_output, int standard_error) {
    struct pushpop_crash_state *crash = pushpop_crash();
    crash->modes = *modes;
    crash->terminal = terminal;
    crash->captured_output = captured_output;
    crash->standard_error = standard_error;
    crash->reset_length = 0;
    /* Mouse reports off (SGR 1006, button motion 1002): pushpop turns them on whatever terminfo
       says (TerminalSession.pointerReportsOn). */
    static const char mouse_off[] = "\033[?1006l\033[?1002l";
    memcpy(crash->reset, mouse_off, sizeof mouse_off - 1);
    crash->reset_length = sizeof mouse_off - 1;
    pushpop_crash_append("sgr0");
    pushpop_crash_append("cnorm");
    pushpop_crash_append("rmkx");
    pushpop_crash_append("rmcup");
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = pushpop_crash_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    const int signals[PUSHPOP_CRASH_SIGNAL_COUNT] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT };
    for (int i = 0; i < PUSHPOP_CRASH_SIGNAL_COUNT; i++) {
        struct sigaction before;
        if (sigaction(signals[i], &action, &before) != 0) continue;
        /* Armed a second time: keep the handlers from before the first. */
        if (!(crash->installed && (before.sa_flags & SA_SIGINFO) && before.sa_sigaction == pushpop_crash_handler)) {
            crash->signals[i] = signals[i];
            crash->previous[i] = before;
        }
    }
    crash->installed = 1;
    crash->armed = 1;
}

static inline void pushpop_disarm_crash_restore(void) { pushpop_crash()->armed = 0; }

/* Mouse reports across a stop (Ctrl-Z) and `fg`. pushpop turns the reports on itself
   (TerminalSession.pointerReportsOn), so ncurses' own SIGTSTP handler, which gives the terminal
   back with endwin() before stopping and takes it again after, does not know about them: the
   shell would get a report for every click while pushpop is stopped. This handler turns them
   off, runs ncurses' handler (which stops the process and returns once it is continued), and
   turns them on again; write() is async-signal-safe. Installed only over a handler function
   (ncurses installs one in newterm() unless SIGTSTP was ignored); disarming puts it back. Arm
   and disarm from the same Swift file: the state exists once per file that uses it. */
struct pushpop_suspend_state {
    int terminal;
    struct sigaction previous;
    int installed;
};

static inline struct pushpop_suspend_state *pushpop_suspend(void) {
    static struct pushpop_suspend_state state;
    return &state;
}

static void pushpop_suspend_handler(int signal_number) {
    struct pushpop_suspend_state *suspend = pushpop_suspend();
    static const char off[] = "\033[?1006l\033[?1002l";
    static const char on[] = "\033[?1002h\033[?1006h";
    ssize_t written = write(suspend->terminal, off, sizeof off - 1);
    suspend->previous.sa_handler(signal_number);
    written = write(suspend->terminal, on, sizeof on - 1);
    (void)written;
}

static inline void pushpop_arm_suspend_modes(int terminal) {
    struct pushpop_suspend_state *suspend = pushpop_suspend();
    if (suspend->installed) return;
    struct sigaction current;
    if (sigaction(SIGTSTP, NULL, &current) != 0) return;
    if ((current.sa_flags & SA_SIGINFO) || current.sa_handler == SIG_DFL || current.sa_handler == SIG_IGN) return;
    suspend->terminal = terminal;
    suspend->previous = current;
    struct sigaction action = current;
    action.sa_handler = pushpop_suspend_handler;
    if (sigaction(SIGTSTP, &action, NULL) == 0) suspend->installed = 1;
}

static inline void pushpop_disarm_suspend_modes(void) {
    struct pushpop_suspend_state *suspend = pushpop_suspend();
    if (!suspend->installed) return;
    (void)sigaction(SIGTSTP, &suspend->previous, NULL);
    suspend->installed = 0;
}

#endif
