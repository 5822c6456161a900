import CNcurses
import Foundation
import Synchronization

/// A program run on a pseudo-terminal of its own, as a person runs it in a terminal window:
/// the slave side is its standard input, output and error and its controlling terminal (a new
/// session, `POSIX_SPAWN_SETSID`), `columns` × `rows` cells large (`TIOCSWINSZ`). Keys are
/// written to the master side; a thread reads the master side as fast as the program writes
/// and records when each read returned (`CLOCK_MONOTONIC`) and how many bytes it brought.
/// Sources: POSIX `posix_openpt(3)`, `posix_spawn(3)`; glibc's `POSIX_SPAWN_SETSID`; ours.
final class ChildTerminal {
    /// One read of the master side: when it returned (monotonic nanoseconds) and its bytes.
    struct Arrival {
        let time: UInt64
        let bytes: Int
    }

    /// The arrivals, shared between the reading thread and the caller.
    private final class ArrivalLog: Sendable {
        private let entries = Mutex<[Arrival]>([])

        init() {}

        func append(_ arrival: Arrival) {
            entries.withLock { $0.append(arrival) }
        }

        var all: [Arrival] { entries.withLock { $0 } }
    }

    /// glibc's `POSIX_SPAWN_SETSID` (`spawn.h`, declared only under `_GNU_SOURCE`, which
    /// Swift's Glibc module does not define): the child starts a new session.
    private static let newSession: Int16 = 0x80

    private let master: Int32
    private let slave: Int32
    /// The program's process.
    let process: pid_t
    private let arrivals = ArrivalLog()
    /// Signalled when the reading thread stops (the program closed the terminal).
    private let drained = DispatchSemaphore(value: 0)
    private var status: Int32?

    /// Starts `program` with `arguments` (without the program name) in `environment` on a new
    /// pseudo-terminal; nil when the terminal or the process cannot be made.
    init?(program: String, arguments: [String], environment: [String: String], columns: Int, rows: Int) {
        let master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { return nil }
        guard grantpt(master) == 0, unlockpt(master) == 0, let namePointer = ptsname(master) else {
            close(master)
            return nil
        }
        let name = String(cString: namePointer)
        // Held open until the program ends, so the master side reads nothing but the program's
        // output (no end of file before the program opens its side); never inherited.
        let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            close(master)
            return nil
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // A new session first; opening the slave side then makes it the controlling terminal.
        posix_spawnattr_setflags(&attributes, Self.newSession)
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var process: pid_t = 0
        guard posix_spawn(&process, program, &actions, &attributes, argv, envp) == 0 else {
            close(slave)
            close(master)
            return nil
        }
        self.master = master
        self.slave = slave
        self.process = process
        let arrivals = self.arrivals
        let drained = self.drained
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                let time = Self.now()
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                arrivals.append(Arrival(time: time, bytes: count))
            }
            drained.signal()
        }
        thread.start()
    }

    /// Monotonic nanoseconds (`CLOCK_MONOTONIC`).
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Sleeps until the monotonic time `deadline` (nanoseconds).
    static func sleep(until deadline: UInt64) {
        var time = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
    }

    /// Types `text` (its UTF-8 bytes) on the terminal.
    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Every read so far, in order.
    var received: [Arrival] { arrivals.all }

    /// Waits until nothing has arrived for `quiet` seconds, at most `limit` seconds; whether
    /// anything arrived at all.
    func waitUntilQuiet(for quiet: Double, limit: Double) -> Bool {
        let start = Self.now()
        let quietNanoseconds = UInt64(quiet * 1e9)
        while Double(Self.now() - start) / 1e9 < limit {
            usleep(20_000)
            if let last = received.last, Self.now() - last.time >= quietNanoseconds { return true }
        }
        return !received.isEmpty
    }

    /// Waits for the program to end, for `limit` seconds at most, then ends it (SIGTERM, then
    /// SIGKILL); returns its wait status. Idempotent.
    @discardableResult
    func finish(within limit: Double) -> Int32 {
        if let status { return status }
        var result: Int32 = 0
        let start = Self.now()
        var signalled = false
        while waitpid(process, &result, WNOHANG) == 0 {
            let elapsed = Double(Self.now() - start) / 1e9
            if elapsed > limit + 1 {
                kill(process, SIGKILL)
            } else if elapsed > limit && !signalled {
                kill(process, SIGTERM)
                signalled = true
            }
            usleep(10_000)
        }
        close(slave)
        // With the last slave descriptor closed, the master side's reads end (EIO) once drained.
        drained.wait()
        close(master)
        status = result
        return result
    }
}
