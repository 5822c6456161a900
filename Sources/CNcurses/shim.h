#ifndef PUSHPOP_CNCURSES_SHIM_H
#define PUSHPOP_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
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

/* The current terminal's string capability `name` (e.g. "sgr0"), or NULL where it has none. */
static inline const char *pushpop_string_capability(const char *name) {
    char *value = tigetstr((char *)name);
    return value == NULL || value == (char *)-1 ? NULL : value;
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

/* poll(2) with a timeout in nanoseconds (the run loop waits for frames to the microsecond;
   poll's whole milliseconds would make every frame late). glibc declares it only under
   _GNU_SOURCE, which Swift's Glibc module does not define; the declaration is glibc's. */
extern int ppoll(struct pollfd *descriptors, nfds_t count, const struct timespec *timeout, const sigset_t *mask);

/* Whether the current terminal's terminfo has string capability `name` (e.g. "cup"). */
static inline bool pushpop_has_string_capability(const char *name) {
    char *value = tigetstr((char *)name);
    return value != NULL && value != (char *)-1;
}

#endif
