#ifndef PUSHPOP_CNCURSES_SHIM_H
#define PUSHPOP_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <stdio.h>
#include <ncursesw/curses.h>

/* Macros and mutable globals Swift 6 cannot import, exposed as constants and inline
   functions. Integer-literal macros (KEY_UP, ERR, OK, ...) import as they are. */

static const attr_t PUSHPOP_A_NORMAL = A_NORMAL;
static const attr_t PUSHPOP_A_BOLD = A_BOLD;
static const attr_t PUSHPOP_A_REVERSE = A_REVERSE;
static const attr_t PUSHPOP_A_COLOR = A_COLOR;

static const mmask_t PUSHPOP_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t PUSHPOP_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t PUSHPOP_BUTTON1_CLICKED = BUTTON1_CLICKED;

/* The standard screen of the current SCREEN (stdscr is a global, or a function when reentrant). */
static inline WINDOW *pushpop_stdscr(void) { return stdscr; }
/* COLORS and COLOR_PAIRS after start_color(). */
static inline int pushpop_colors(void) { return COLORS; }
static inline int pushpop_color_pairs(void) { return COLOR_PAIRS; }
/* The C library's standard streams (mutable globals in glibc). */
static inline FILE *pushpop_stdout(void) { return stdout; }
static inline FILE *pushpop_stdin(void) { return stdin; }

#endif
