import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH and SIGCONT into bytes on a pipe that `poll()` can wait on
/// together with standard input (the self-pipe pattern), using Dispatch signal sources: the
/// signals are set to SIG_IGN (so neither the default action nor ncurses' own handlers run;
/// libdispatch still sees them) and the sources write the signal number to the pipe from a
/// private queue. Nothing runs inside a C signal handler.
///
/// Safety net: a termination signal (INT, TERM, HUP, QUIT) that the main loop has not collected
/// within 2 s — the program is stuck — restores the terminal from the signal queue and ends
/// the process with that signal's default action. Source: POSIX `sigaction`; libdispatch
/// `DispatchSource.makeSignalSource`; ours.
@MainActor
final class SignalRelay {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGCONT]

    /// Read end (non-blocking) for `poll()`.
    let readDescriptor: Int32
    private let writeDescriptor: Int32
    private let safetyNet = SafetyNet()
    private var sources: [any DispatchSourceSignal] = []
    private var previousActions: [Int32: sigaction] = [:]

    /// Sets up the pipe; nil if no pipe could be made.
    init?() {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
    }

    /// Ignores the handled signals at the C level and starts relaying them to the pipe.
    /// Call before `newterm`, so ncurses sees them ignored and installs no handlers of its own.
    func start() {
        let writer = writeDescriptor
        let safetyNet = self.safetyNet
        for signalNumber in SignalRelay.handled {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigemptyset(&ignore.sa_mask)
            var previous = sigaction()
            sigaction(signalNumber, &ignore, &previous)
            previousActions[signalNumber] = previous
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: safetyNet.queue)
            source.setEventHandler(
                handler: SignalRelay.relay(signal: signalNumber, to: writer, safetyNet: safetyNet))
            source.resume()
            sources.append(source)
        }
    }

    /// The handler run on the signal queue: not main-actor isolated (libdispatch calls it there).
    private nonisolated static func relay(
        signal signalNumber: Int32, to writer: Int32, safetyNet: SafetyNet
    ) -> @Sendable () -> Void {
        {
            var byte = UInt8(truncatingIfNeeded: signalNumber)
            _ = write(writer, &byte, 1)
            if signalNumber != SIGWINCH && signalNumber != SIGCONT { safetyNet.arm(signal: signalNumber) }
        }
    }

    /// Stops relaying and puts the previous signal dispositions back. The pipe stays open (a
    /// late event may still write to it); it is two descriptors per `TerminalScreen`.
    func stop() {
        for source in sources { source.cancel() }
        sources = []
        for (signalNumber, action) in previousActions {
            var previous = action
            sigaction(signalNumber, &previous, nil)
        }
        previousActions = [:]
        safetyNet.disarm()
    }

    /// Reads every pending signal number from the pipe (oldest first) and marks termination
    /// signals collected.
    func drain() -> [Int32] {
        var received: [Int32] = []
        var buffer: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        while true {
            let count = withUnsafeMutableBytes(of: &buffer) { raw -> Int in
                let count = read(readDescriptor, raw.baseAddress, raw.count)
                for index in 0..<max(count, 0) { received.append(Int32(raw[index])) }
                return count
            }
            guard count > 0 else { break }
        }
        if !received.isEmpty { safetyNet.disarm() }
        return received
    }
}

/// The part of `SignalRelay` that runs on the signal queue.
private final class SafetyNet: Sendable {
    let queue = DispatchQueue(label: "pushpop.signals")
    /// Termination signals delivered so far (a sequence number).
    private let delivered = Atomic<Int>(0)
    /// The sequence number of the last delivered signal that the main loop collected.
    private let collected = Atomic<Int>(0)

    func disarm() {
        collected.store(delivered.load(ordering: .sequentiallyConsistent), ordering: .sequentiallyConsistent)
    }

    func arm(signal signalNumber: Int32) {
        let number = delivered.add(1, ordering: .sequentiallyConsistent).newValue
        queue.asyncAfter(deadline: .now() + 2) { [self] in
            guard collected.load(ordering: .sequentiallyConsistent) < number else { return }
            TerminalSession.shared.restore()
            let message = "pushpop: not responding to signal \(signalNumber); terminal restored, exiting\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            var defaultAction = sigaction()
            defaultAction.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&defaultAction.sa_mask)
            sigaction(signalNumber, &defaultAction, nil)
            kill(getpid(), signalNumber)
            _exit(128 + signalNumber)
        }
    }
}
