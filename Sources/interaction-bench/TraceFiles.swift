import Glibc
import InteractionCore

/// The benchmark's trace files: the workload's scene, its inputs, and expectations that hold (some
/// written after the inputs whose instants they speak of, so that the reader must find them first).
enum BenchTrace {
  /// Writes a trace of `count` workload inputs to `path`; returns its size in bytes.
  static func write(count: Int, to path: String) -> Int {
    let stream = Workload.inputs(count: count)
    // The outcomes and the final state, from the machine itself, so that the expectations hold.
    var machine = Workload.machine()
    var sink = FirstOutcome()
    let middle = stream[stream.count / 2].1
    var phaseAtMiddle = Phase.idle
    var checkedMiddle = false
    for (input, instant) in stream {
      if !checkedMiddle && instant > middle {
        machine.advance(to: middle, to: &sink)
        phaseAtMiddle = machine.phase
        checkedMiddle = true
      }
      machine.send(input, at: instant, to: &sink)
    }
    if !checkedMiddle {
      machine.advance(to: middle, to: &sink)
      phaseAtMiddle = machine.phase
    }
    let end = Instant(nanoseconds: (stream.last?.1.nanoseconds ?? 0) + 10_000_000_000)
    machine.advance(to: end, to: &sink)
    machine.settle(to: &sink)

    guard let file = fopen(path, "wb") else {
      print("interaction-bench: cannot write \(path)")
      exit(2)
    }
    defer { fclose(file) }
    var size = 0
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 20)
    func flush() {
      buffer.withUnsafeBufferPointer { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, file) }
      size += buffer.count
      buffer.removeAll(keepingCapacity: true)
    }
    func line(_ text: String) {
      buffer.append(contentsOf: text.utf8)
      buffer.append(0x0A)
      if buffer.count >= 1 << 20 { flush() }
    }
    line(Trace(scene: Workload.scene).text)
    line("expect " + end.secondsText + " state " + machine.phase.spelling)
    for (index, (input, instant)) in stream.enumerated() {
      line(TimedInput(instant: instant, input: input).text)
      if index == stream.count / 4, let first = sink.first { line("expect outcome 1 " + first.text) }
    }
    line("expect " + middle.secondsText + " state " + phaseAtMiddle.spelling)
    line("expect outcomes " + String(machine.outcomeCount))
    flush()
    return size
  }
}

/// Keeps the first outcome.
struct FirstOutcome: ReportSink {
  var first: Outcome?
  mutating func receive(_ report: Report) {
    if first == nil, case .transition(let transition) = report { first = transition.outcome }
  }
}

/// Running `interaction-sim` as a child and reading its peak resident memory.
///
/// Linux folds the parent's memory high-water mark into a child's `ru_maxrss` when the child execs
/// (the child starts as a copy of the parent), so the large benchmark process does not spawn the tool
/// itself: it starts a small copy of itself (`--spawn`), which spawns the tool, waits for it with
/// wait4 and prints its exit status, wall time and ru_maxrss.
enum Child {
  /// Runs `arguments[0]` with the arguments, output to /dev/null; returns the exit status, the wall
  /// time in nanoseconds and the peak resident set in kilobytes (wait4's ru_maxrss).
  static func spawnAndWait(_ arguments: [String]) -> (
    status: Int32, nanoseconds: UInt64, maxRSSKilobytes: Int
  ) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    argv.append(nil)
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = monotonicNanoseconds()
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else { fail("cannot run \(arguments[0]) (error \(spawned))") }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let elapsed = monotonicNanoseconds() - start
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (exitStatus, elapsed, usage.ru_maxrss)
  }

  /// The `--spawn` mode: runs the arguments and prints `STATUS NANOSECONDS KILOBYTES`.
  static func spawnMode(_ arguments: [String]) -> Never {
    let run = spawnAndWait(arguments)
    print("\(run.status) \(run.nanoseconds) \(run.maxRSSKilobytes)")
    exit(0)
  }

  /// Runs the arguments through a small copy of this benchmark (see above).
  static func run(_ arguments: [String]) -> (status: Int32, nanoseconds: UInt64, maxRSSKilobytes: Int) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { fail("cannot make a pipe") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let all = [selfPath(), "--spawn"] + arguments
    var argv: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) }
    argv.append(nil)
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, all[0], &actions, nil, argv, environ) == 0 else { fail("cannot run itself") }
    close(pipeEnds[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    let fields = String(decoding: output, as: UTF8.self).split(separator: " ").map {
      Int($0.filter { $0 != "\n" }) ?? -1
    }
    guard fields.count == 3 else { fail("the spawner printed nothing") }
    return (Int32(fields[0]), UInt64(fields[1]), fields[2])
  }

  /// This executable's path.
  static func selfPath() -> String {
    var path = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &path, path.count - 1)
    guard length > 0 else { fail("cannot read /proc/self/exe") }
    return String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// Reads a whole file.
func readFile(_ path: String) -> [UInt8] {
  guard let file = fopen(path, "rb") else { return [] }
  defer { fclose(file) }
  var result: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 20)
  while true {
    let read = chunk.withUnsafeMutableBufferPointer { fread($0.baseAddress, 1, $0.count, file) }
    if read <= 0 { break }
    result.append(contentsOf: chunk[0..<read])
  }
  return result
}
