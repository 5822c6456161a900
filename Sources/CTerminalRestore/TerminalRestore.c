#include "CTerminalRestore.h"

#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <string.h>
#include <unistd.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* Mouse reports off (SGR 1006, button motion 1002) and on again, in xterm's spelling: pushpop
   turns them on whatever terminfo says (TerminalSession.pointerReportsOn). */
static const char mouse_off[] = "\033[?1006l\033[?1002l";
static const char mouse_on[] = "\033[?1002h\033[?1006h";

enum { CRASH_SIGNAL_COUNT = 6 };

/* The crash handler's state: one per process. */
static struct {
    struct termios modes;
    char reset[512];
    size_t reset_length;
    int terminal;        /* where the reset sequences go (the original standard output) */
    int captured_output; /* the file standard output and error were sent to, or -1 */
    int standard_error;  /* the original standard error: the captured output is replayed there */
    int signals[CRASH_SIGNAL_COUNT];
    struct sigaction previous[CRASH_SIGNAL_COUNT]; /* the handlers before ours */
    int installed;       /* whether `previous` holds them (ours is installed) */
    volatile sig_atomic_t armed;
} crash;

static void crash_handler(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    if (crash.armed) {
        crash.armed = 0;
        ssize_t written = write(crash.terminal, crash.reset, crash.reset_length);
        (void)written;
        (void)tcsetattr(STDIN_FILENO, TCSANOW, &crash.modes);
        /* What the program printed meanwhile — the crash message among it — onto standard error. */
        if (crash.captured_output >= 0 && lseek(crash.captured_output, 0, SEEK_SET) == 0) {
            char buffer[4096];
            ssize_t count;
            while ((count = read(crash.captured_output, buffer, sizeof buffer)) > 0) {
                /* Without control characters (line breaks and tabs kept; C0, DEL and the C1
                   controls' UTF-8 forms dropped): what the program printed cannot undo the
                   restore. A sequence's printable rest stays, harmlessly. */
                ssize_t kept = 0;
                for (ssize_t index = 0; index < count; index++) {
                    unsigned char byte = (unsigned char)buffer[index];
                    if (byte == 0xC2 && index + 1 < count && (unsigned char)buffer[index + 1] >= 0x80
                        && (unsigned char)buffer[index + 1] <= 0x9F) {
                        index++;
                        continue;
                    }
                    if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7F) continue;
                    buffer[kept++] = (char)byte;
                }
                written = write(crash.standard_error, buffer, (size_t)kept);
            }
            /* Whatever runs next (the backtracer) writes to the terminal again; frames the
               other threads may still draw go nowhere. */
            (void)dup2(crash.terminal, STDOUT_FILENO);
            (void)dup2(crash.standard_error, STDERR_FILENO);
            int nowhere = open("/dev/null", O_WRONLY);
            if (nowhere >= 0) {
                (void)dup2(nowhere, crash.terminal);
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
    for (int i = 0; fault && crash.installed && i < CRASH_SIGNAL_COUNT; i++) {
        if (crash.signals[i] == signal_number) next = &crash.previous[i];
    }
    (void)sigaction(signal_number, next, NULL);
    if (!fault) raise(signal_number);
}

/* Appends the current terminal's string capability `name` to the reset sequences, if it has it
   and it fits. */
static void crash_append(const char *capability) {
    char *value = tigetstr((char *)capability);
    if (value == NULL || value == (char *)-1) return;
    size_t length = strlen(value);
    if (crash.reset_length + length >= sizeof crash.reset) return;
    memcpy(crash.reset + crash.reset_length, value, length);
    crash.reset_length += length;
}

void pushpop_arm_crash_restore(const struct termios *modes, int terminal, int captured_output, int standard_error) {
    crash.modes = *modes;
    crash.terminal = terminal;
    crash.captured_output = captured_output;
    crash.standard_error = standard_error;
    memcpy(crash.reset, mouse_off, sizeof mouse_off - 1);
    crash.reset_length = sizeof mouse_off - 1;
    crash_append("sgr0");
    crash_append("cnorm");
    crash_append("rmkx");
    /* Blank the alternate screen before leaving it: a terminal grown while the program ran
       (tmux) keeps the grown rows of the alternate screen on the restored one. */
    crash_append("clear");
    crash_append("rmcup");
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = crash_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    const int signals[CRASH_SIGNAL_COUNT] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT };
    for (int i = 0; i < CRASH_SIGNAL_COUNT; i++) {
        struct sigaction before;
        if (sigaction(signals[i], &action, &before) != 0) continue;
        /* Armed a second time: keep the handlers from before the first. */
        if (!(crash.installed && (before.sa_flags & SA_SIGINFO) && before.sa_sigaction == crash_handler)) {
            crash.signals[i] = signals[i];
            crash.previous[i] = before;
        }
    }
    crash.installed = 1;
    crash.armed = 1;
}

void pushpop_disarm_crash_restore(void) { crash.armed = 0; }

/* The stop handler's state: one per process. */
static struct {
    int terminal;
    struct sigaction previous;
    int installed;
} suspend;

static void suspend_handler(int signal_number) {
    ssize_t written = write(suspend.terminal, mouse_off, sizeof mouse_off - 1);
    suspend.previous.sa_handler(signal_number);
    written = write(suspend.terminal, mouse_on, sizeof mouse_on - 1);
    (void)written;
}

void pushpop_arm_suspend_modes(int terminal) {
    if (suspend.installed) return;
    struct sigaction current;
    if (sigaction(SIGTSTP, NULL, &current) != 0) return;
    if ((current.sa_flags & SA_SIGINFO) || current.sa_handler == SIG_DFL || current.sa_handler == SIG_IGN) return;
    suspend.terminal = terminal;
    suspend.previous = current;
    struct sigaction action = current;
    action.sa_handler = suspend_handler;
    if (sigaction(SIGTSTP, &action, NULL) == 0) suspend.installed = 1;
}

void pushpop_disarm_suspend_modes(void) {
    if (!suspend.installed) return;
    (void)sigaction(SIGTSTP, &suspend.previous, NULL);
    suspend.installed = 0;
}
