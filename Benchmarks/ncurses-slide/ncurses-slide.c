/*
 * ncurses-slide: the peer that pushpop's frames are compared with (Benchmarks/side-by-side.sh).
 *
 * A plain C ncursesw program that draws what pushpop draws for its catalogue's animator 1,
 * "Vertical slide (seed 000)", at 200x60: the phone (a rounded bezel 56 x 60 cells), its
 * navigation bar (a box 6 rows high with the title), the tab bar's three titles, and the help
 * panel's text beside the phone; the Home screen's six rows as boxes with a title, a
 * subtitle and a chevron; the Photos screen as a box with twelve photo tiles (16 x 8 cells,
 * three to a row) shaded with block glyphs in colour. A push slides Photos down from above
 * the screen over Home in 1 s with UIKit's ease-in-out curve (cubic Bezier 0.42, 0, 0.58, 1);
 * a pop lifts it away again. Every frame the window is drawn afresh and sent with
 * wnoutrefresh + doupdate: ncurses works out what changed and writes only that, as a C
 * program written the ordinary way does.
 *
 * Usage: ncurses-slide [--fps N] [--seconds S]
 * It draws its first screen and waits for a key; then it pushes and pops, back to back, on an
 * absolute cadence of N frames a second (CLOCK_MONOTONIC, TIMER_ABSTIME; a late frame is
 * skipped, not accumulated) for S seconds (default 10), and quits by itself; q quits sooner.
 *
 * Build: cc -O2 -o ncurses-slide ncurses-slide.c $(pkg-config --cflags --libs ncursesw)
 */
#define _XOPEN_SOURCE_EXTENDED 1
#define _POSIX_C_SOURCE 200809L
#include <curses.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>

enum { PHONE_W = 56, PHONE_H = 60, SCREEN_X = 2, SCREEN_Y = 1, SCREEN_W = 52, SCREEN_H = 58, NAV_H = 6 };
enum { PAIR_BEZEL = 1, PAIR_SCREEN, PAIR_ROW, PAIR_TEXT, PAIR_DIM, PAIR_HUD, PAIR_TILE0 };
static const int tile_colors[12] = {131, 173, 65, 67, 139, 101, 179, 108, 96, 160, 30, 137};

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* UIKit's ease-in-out, cubic Bezier (0.42, 0) (0.58, 1): the progress at time fraction t. */
static double ease_in_out(double t) {
    double u = t;
    for (int i = 0; i < 8; i++) { /* Newton on x(u) = t */
        double x = 3 * (1 - u) * (1 - u) * u * 0.42 + 3 * (1 - u) * u * u * 0.58 + u * u * u - t;
        double dx = 3 * (1 - u) * (1 - u) * 0.42 + 6 * (1 - u) * u * (0.58 - 0.42) + 3 * u * u * (1 - 0.58);
        if (dx < 1e-6) break;
        u -= x / dx;
        if (u < 0) u = 0;
        if (u > 1) u = 1;
    }
    return 3 * (1 - u) * u * u + u * u * u; /* y(u), with y1 = 0, y2 = 1 */
}

static void put(int y, int x, const wchar_t *text, int pair, attr_t attrs) {
    if (y < SCREEN_Y || y >= SCREEN_Y + SCREEN_H) return;
    attr_set(attrs, (short)pair, NULL);
    mvaddwstr(y, x, text);
}

/* A box of w x h cells at (y, x) in screen rows SCREEN_Y.., clipped to the screen. */
static void box_at(int y, int x, int w, int h, int heavy, int pair) {
    const wchar_t *c = heavy ? L"┏┓┗┛━┃" : L"┌┐└┘─│";
    wchar_t line[SCREEN_W + 1];
    for (int row = 0; row < h; row++) {
        int i = 0;
        if (row == 0 || row == h - 1) {
            line[i++] = row == 0 ? c[0] : c[2];
            while (i < w - 1) line[i++] = c[4];
            line[i++] = row == 0 ? c[1] : c[3];
        } else {
            line[i++] = c[5];
            while (i < w - 1) line[i++] = L' ';
            line[i++] = c[5];
        }
        line[i] = 0;
        put(y + row, x, line, pair, 0);
    }
}

static void draw_home(int top) {
    static const wchar_t *titles[6] = {L"Photos", L"Settings", L"About", L"Inbox", L"Favourites", L"Recents"};
    static const wchar_t *subtitles[6] = {L"12 photos in a grid", L"General, Display, Privacy", L"What pushpop is",
                                          L"3 unread messages", L"Pushes a numbered detail", L"Pushes a numbered detail"};
    static const int heights[6] = {6, 5, 5, 6, 5, 6};
    int y = top + 7;
    for (int i = 0; i < 6; i++) {
        box_at(y, SCREEN_X + 1, 50, heights[i], i == 0, PAIR_ROW);
        put(y + 1, SCREEN_X + 3, titles[i], PAIR_TEXT, A_BOLD);
        put(y + 2, SCREEN_X + 47, L"›", PAIR_DIM, 0);
        put(y + 3, SCREEN_X + 3, subtitles[i], PAIR_DIM, 0);
        y += heights[i] + (i == 1 ? 3 : 2);
    }
}

static void draw_photos(int top) {
    static const wchar_t shades[4] = {L'░', L'▒', L'▓', L'█'};
    wchar_t line[17];
    /* The screen's own box: its bottom edge shows as it slides. */
    box_at(top, SCREEN_X - 1, SCREEN_W + 2, SCREEN_H, 0, PAIR_SCREEN);
    for (int row = top + 1; row < top + SCREEN_H - 1; row++) put(row, SCREEN_X, L"                                                    ", PAIR_SCREEN, 0);
    for (int tile = 0; tile < 12; tile++) {
        int x = SCREEN_X + 1 + (tile % 3) * 17, y = top + 8 + (tile / 3) * 9;
        for (int row = 0; row < 8; row++) {
            for (int col = 0; col < 16; col++) line[col] = shades[(col * 7 + row * 5 + tile * 3) / 9 % 4];
            line[16] = 0;
            put(y + row, x, line, PAIR_TILE0 + tile, 0);
        }
    }
}

static void draw_chrome(int photos_on_top) {
    wchar_t line[SCREEN_W + 3];
    /* The navigation bar, in front of the content. */
    box_at(SCREEN_Y, SCREEN_X - 1, SCREEN_W + 2, NAV_H, 0, PAIR_SCREEN);
    for (int row = SCREEN_Y + 1; row < SCREEN_Y + NAV_H - 1; row++) put(row, SCREEN_X, L"                                                    ", PAIR_SCREEN, 0);
    if (photos_on_top) {
        put(SCREEN_Y + 3, SCREEN_X, L"‹ Home", PAIR_TEXT, 0);
        put(SCREEN_Y + 3, SCREEN_X + 22, L"Photos", PAIR_TEXT, A_BOLD);
    } else {
        put(SCREEN_Y + 3, SCREEN_X + 24, L"Home", PAIR_TEXT, A_BOLD);
    }
    /* The tab bar's titles. */
    swprintf(line, SCREEN_W + 1, L"%-52ls", L"     Library          Messages         Settings");
    put(SCREEN_Y + SCREEN_H - 2, SCREEN_X, line, PAIR_SCREEN, 0);
}

static void draw_static(void) {
    static const wchar_t *hud[] = {
        L"ncurses-slide — the C peer of pushpop's Vertical slide (seed 000)",
        L"",
        L"Stack      Home › Photos",
        L"Tab        1/3 Library",
        L"Animator   1/18 Vertical slide (seed 000)",
        L"           push drops the new screen from the top; pop lifts the old one away (1 s)",
        L"Transition push",
        L"Speed      1×",
    };
    attr_set(A_NORMAL, PAIR_BEZEL, NULL);
    mvaddwstr(0, 0, L"╭");
    mvaddwstr(0, PHONE_W - 1, L"╮");
    mvaddwstr(PHONE_H - 1, 0, L"╰");
    mvaddwstr(PHONE_H - 1, PHONE_W - 1, L"╯");
    for (int x = 1; x < PHONE_W - 1; x++) {
        mvaddwstr(0, x, L"─");
        mvaddwstr(PHONE_H - 1, x, L"─");
    }
    for (int y = 1; y < PHONE_H - 1; y++) {
        mvaddwstr(y, 0, L"│");
        mvaddwstr(y, PHONE_W - 1, L"│");
    }
    /* The screen's left and right edges. */
    attr_set(A_NORMAL, PAIR_SCREEN, NULL);
    for (int y = SCREEN_Y; y < SCREEN_Y + SCREEN_H; y++) {
        mvaddwstr(y, SCREEN_X - 1, L"│");
        mvaddwstr(y, SCREEN_X + SCREEN_W, L"│");
    }
    for (size_t i = 0; i < sizeof hud / sizeof hud[0]; i++) {
        attr_set(i == 0 ? A_BOLD : A_NORMAL, PAIR_HUD, NULL);
        mvaddwstr((int)i, PHONE_W + 2, hud[i]);
    }
    attr_set(A_NORMAL, PAIR_HUD, NULL);
    mvaddwstr(PHONE_H - 3, PHONE_W + 2, L"p push · b pop · r root · m present · d dismiss");
    mvaddwstr(PHONE_H - 2, PHONE_W + 2, L"{ } tab · s slow · Space pause · . step · [ ] finger");
}

/* One frame: Photos' top row at `offset` (0: in place; -SCREEN_H: above the screen). */
static void frame(int offset, int photos_on_top) {
    for (int row = SCREEN_Y; row < SCREEN_Y + SCREEN_H; row++) put(row, SCREEN_X, L"                                                    ", PAIR_SCREEN, 0);
    draw_home(SCREEN_Y);
    if (offset > -SCREEN_H) draw_photos(SCREEN_Y + offset);
    draw_chrome(photos_on_top);
    wnoutrefresh(stdscr);
    doupdate();
}

int main(int argc, char **argv) {
    int fps = 60;
    double seconds = 10;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--fps") == 0) fps = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--seconds") == 0) seconds = atof(argv[i + 1]);
    }
    if (fps < 1 || fps > 1000 || seconds <= 0) return 2;
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    curs_set(0);
    keypad(stdscr, TRUE);
    start_color();
    use_default_colors();
    init_pair(PAIR_BEZEL, 250, -1);
    init_pair(PAIR_SCREEN, 238, 255);
    init_pair(PAIR_ROW, 244, 231);
    init_pair(PAIR_TEXT, 232, 231);
    init_pair(PAIR_DIM, 241, 231);
    init_pair(PAIR_HUD, -1, -1);
    for (int i = 0; i < 12; i++) init_pair((short)(PAIR_TILE0 + i), (short)tile_colors[i], 255);

    draw_static();
    frame(-SCREEN_H, 0);
    if (getch() == 'q') { endwin(); return 0; }
    nodelay(stdscr, TRUE);

    double interval = 1.0 / fps, start = now(), end = start + seconds;
    struct timespec due;
    clock_gettime(CLOCK_MONOTONIC, &due);
    long long step = (long long)(interval * 1e9);
    for (;;) {
        double t = now();
        if (t >= end || getch() == 'q') break;
        double elapsed = t - start;
        long long cycle = (long long)elapsed; /* 1 s a transition: even push, odd pop */
        double progress = ease_in_out(elapsed - (double)cycle);
        int pushing = cycle % 2 == 0;
        double shown = pushing ? progress : 1 - progress; /* how far Photos is down */
        /* Rounded to the nearest row (the offset is never positive). */
        frame((int)((shown - 1) * SCREEN_H - 0.5), pushing ? progress >= 1 : progress < 1);
        /* The next grid point after now: a late frame is skipped, never accumulated. */
        do {
            due.tv_nsec += step;
            while (due.tv_nsec >= 1000000000L) { due.tv_nsec -= 1000000000L; due.tv_sec++; }
        } while ((double)due.tv_sec + (double)due.tv_nsec / 1e9 <= now());
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &due, NULL) != 0) {}
    }
    endwin();
    return 0;
}
