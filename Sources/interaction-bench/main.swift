import CAllocationCounter
import Glibc
import InteractionCore

/// Reads what every report says without resolving a name: its kind, and for a transition the phase it
/// reaches and whether it decides an outcome. So the optimizer cannot drop the machine's work, and the
/// figure includes handing each report over. (Reading names, `transition.effects` say, is the host's
/// work: see docs/performance.md.)
struct CountingSink: ReportSink {
  var transitions = 0
  var ignored = 0
  var outcomes = 0
  var backToIdle = 0
  mutating func receive(_ report: Report) {
    switch report {
    case .transition(let transition):
      transitions += 1
      if transition.to == .idle { backToIdle += 1 }
      if transition.decidesOutcome { outcomes += 1 }
    case .ignored: ignored += 1
    }
  }
}

func monotonicNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

func fail(_ message: String) -> Never {
  print("interaction-bench: " + message)
  exit(2)
}

if CommandLine.arguments.count > 2 && CommandLine.arguments[1] == "--spawn" {
  Child.spawnMode(Array(CommandLine.arguments.dropFirst(2)))
}

var json = false
var events = 1_000_000
var traceInputs = 1_000_000
var repeats = 5
var corePasses = 50
var rounds = 1
var passPairs = 0
var coreOnly = false
var noChild = false
var writeTrace: String?
var simPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--json": json = true
  case "--core-only": coreOnly = true
  case "--no-child": noChild = true
  case "--write-trace":
    guard let value = arguments.popFirst() else { fail("--write-trace takes a path") }
    writeTrace = value
  case "--events", "--trace-inputs", "--repeat", "--core-passes", "--rounds", "--pass-pairs":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
      fail(argument + " takes a positive whole number")
    }
    if argument == "--events" { events = value }
    if argument == "--trace-inputs" { traceInputs = value }
    if argument == "--repeat" { repeats = value }
    if argument == "--core-passes" { corePasses = value }
    if argument == "--rounds" { rounds = value }
    if argument == "--pass-pairs" { passPairs = value }
  case "--sim":
    guard let value = arguments.popFirst() else { fail("--sim takes the path of interaction-sim") }
    simPath = value
  case "-h", "--help":
    print(
      """
      usage: interaction-bench [--json] [--events N] [--trace-inputs N] [--repeat N] [--core-passes N]
                               [--rounds N] [--pass-pairs N] [--sim PATH] [--core-only]
        core:   the machine alone over N pre-generated realistic inputs in memory (default 1,000,000),
                best of --core-passes passes (default 50) after a warm-up pass, allocations counted by
                the allocator hook.
        baseline: the floor, a bare switch on each input's case over the same inputs (no scene, no
                rules, no reports), measured alike; core_over_baseline is the core's time over it.
        parse:  TraceParser over a generated trace of --trace-inputs inputs (default 1,000,000), in memory.
        replay: `interaction-sim check` over that file, run as a child (wall time, best of --repeat).
        rss:    the child's peak RSS (wait4 ru_maxrss) over that file and over one four times as long.
      --core-only             only the core figures
      --core-passes N         measured passes of the core after its warm-up pass (default 50)
      --rounds N              measure the core and the C ABI in turn N times, each round with its own
                              machines, and keep the best (default 1): a tenant that slows the shared
                              machine for a while then slows both, not one of the pair; each round's
                              C ABI over core is printed too (c_abi_over_core_by_round)
      --pass-pairs N          then measure a pass of the core and a pass of the C ABI in alternation,
                              N pairs after a warm-up pair, and print each pair's C ABI over core and
                              their median (c_abi_over_core_by_pass_pair)
      --no-child              no child runs (core and parse only), for callgrind
      --write-trace PATH      only write the generated trace of --trace-inputs inputs to PATH
      """)
    exit(0)
  default:
    fail("unknown argument " + argument)
  }
}

if let writeTrace {
  let size = BenchTrace.write(count: traceInputs, to: writeTrace)
  print("wrote \(traceInputs) inputs, \(size) bytes, to " + writeTrace)
  exit(0)
}

// MARK: - Core

let stream = Workload.inputs(count: events)
var sink = CountingSink()

/// One pass of the core over the inputs, each shifted by `offset`: the loop alone, which
/// `scripts/callgrind-figures` counts (not the machine's or the arrays' setup). The machine and the
/// sink are taken and handed back, so that the loop works on locals of its own, as it did inlined.
@inline(never)
func measuredCorePass(
  _ inputs: [Input], _ instants: [Instant], offset: Interval, machine: consuming InteractionMachine,
  sink: consuming CountingSink
) -> (InteractionMachine, CountingSink) {
  var machine = machine
  var sink = sink
  inputs.withUnsafeBufferPointer { inputs in
    instants.withUnsafeBufferPointer { instants in
      for index in 0..<inputs.count { machine.send(inputs[index], at: instants[index] + offset, to: &sink) }
    }
  }
  return (machine, sink)
}

// One machine runs the stream 1 + corePasses times over, each pass shifted later in time. The first pass
// warms it up (its menus' storage becomes its own); the best of the others is the figure, in steady state,
// and their median is reported beside it. Many short passes (about 40 ms each), because the machines this
// runs on are shared: a pass that another tenant slows down measures the tenant, not the machine.
func measure(_ stream: [(Input, Instant)], passes corePasses: Int, sink: inout CountingSink) -> (
  nanoseconds: UInt64, medianNanoseconds: UInt64, allocationsPerEvent: Double
) {
  var passNanoseconds: [UInt64] = []
  passNanoseconds.reserveCapacity(corePasses)
  var allocationsPerEvent = 0.0
  var machine = Workload.machine()
  let passLength = Workload.passLength(of: stream)
  let inputs = stream.map { $0.0 }
  let instants = stream.map { $0.1 }
  for pass in 0...corePasses {
    let offset = Interval(nanoseconds: Int64(pass) * passLength)
    let allocationsBefore = interaction_allocation_count()
    let start = monotonicNanoseconds()
    (machine, sink) = measuredCorePass(inputs, instants, offset: offset, machine: machine, sink: sink)
    let elapsed = monotonicNanoseconds() - start
    let allocations = interaction_allocation_count() - allocationsBefore
    if pass > 0 {
      passNanoseconds.append(elapsed)
      allocationsPerEvent = max(allocationsPerEvent, Double(allocations) / Double(stream.count))
    }
  }
  passNanoseconds.sort()
  return (passNanoseconds[0], passNanoseconds[passNanoseconds.count / 2], allocationsPerEvent)
}

// The core, the C ABI (docs/performance.md; CABIPass: each input an `interaction_input`) and the floor
// (Baseline: a bare switch over the same inputs) are measured in turn, --rounds times; each figure keeps
// the lowest best pass and the lowest median over the rounds, and the highest allocation count.
var bestNanoseconds = UInt64.max
var medianNanoseconds = UInt64.max
var allocationsPerEvent = 0.0
var cABI = CABIPass.Figures(
  nanoseconds: .max, medianNanoseconds: .max, allocationsPerEvent: 0, transitions: 0, ignored: 0, outcomes: 0,
  backToIdle: 0)
var baselineNanoseconds = UInt64.max
var baselineMedianNanoseconds = UInt64.max
var baselineChecksum = 0
/// Each round's C ABI best pass over its core best pass: a pair measured in turn, so that a round whose
/// two measurements drew different speeds of a shared machine stands out instead of pairing across rounds.
var cABIOverCoreByRound: [Double] = []
for _ in 0..<rounds {
  sink = CountingSink()
  let core = measure(stream, passes: corePasses, sink: &sink)
  bestNanoseconds = min(bestNanoseconds, core.nanoseconds)
  medianNanoseconds = min(medianNanoseconds, core.medianNanoseconds)
  allocationsPerEvent = max(allocationsPerEvent, core.allocationsPerEvent)
  let c = CABIPass.drive(stream, passes: corePasses)
  cABIOverCoreByRound.append(Double(c.nanoseconds) / Double(max(core.nanoseconds, 1)))
  cABI = CABIPass.Figures(
    nanoseconds: min(cABI.nanoseconds, c.nanoseconds),
    medianNanoseconds: min(cABI.medianNanoseconds, c.medianNanoseconds),
    allocationsPerEvent: max(cABI.allocationsPerEvent, c.allocationsPerEvent), transitions: c.transitions,
    ignored: c.ignored, outcomes: c.outcomes, backToIdle: c.backToIdle)
  // The floor last, so that the core and the C ABI are measured as they were before it existed.
  let floor = Baseline.floorPasses(stream, passes: corePasses)
  baselineNanoseconds = min(baselineNanoseconds, floor.nanoseconds)
  baselineMedianNanoseconds = min(baselineMedianNanoseconds, floor.medianNanoseconds)
  baselineChecksum = floor.checksum
}
/// The C ABI over the core pass by pass in alternation (--pass-pairs), after the rounds.
let passPairFigures = passPairs > 0 ? PassPairs.measure(stream, pairs: passPairs) : nil
let nanosecondsPerEvent = Double(bestNanoseconds) / Double(stream.count)
let baselineNanosecondsPerEvent = Double(baselineNanoseconds) / Double(stream.count)
let baselineMedianNanosecondsPerEvent = Double(baselineMedianNanoseconds) / Double(stream.count)
// The core over the floor; a floor too fast for the clock to see counts as a hundredth of a ns per input.
let coreOverBaseline = nanosecondsPerEvent / max(baselineNanosecondsPerEvent, 0.01)
let medianNanosecondsPerEvent = Double(medianNanoseconds) / Double(stream.count)

// MARK: - The C ABI: the same reports as the core

let cABINanosecondsPerEvent = Double(cABI.nanoseconds) / Double(stream.count)
let cABIMedianNanosecondsPerEvent = Double(cABI.medianNanoseconds) / Double(stream.count)
if cABI.transitions != sink.transitions / (corePasses + 1) || cABI.ignored != sink.ignored / (corePasses + 1)
{
  fail(
    "the C ABI made \(cABI.transitions) transitions and \(cABI.ignored) ignored reports per pass, the core \(sink.transitions / (corePasses + 1)) and \(sink.ignored / (corePasses + 1))"
  )
}

// MARK: - Parse, replay, memory

/// Parses a whole trace held in memory with the streaming parser, line by line, as `interaction-sim
/// check` does once the declarations have ended (each line's end and whether it is printable ASCII
/// found in one pass, then `parseInput(line:number:printable:into:)`); returns the number of inputs. (Named, so that callgrind can count this function alone.)
@inline(never)
func parseTrace(_ bytes: [UInt8], name: String) -> Int {
  var parser = TraceParser()
  var inputs = 0
  var input = TimedInput(instant: .zero, input: .up)
  do throws(TraceError) {
    try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in
      try TraceLines.forEachLine(in: buffer) { (line, number, printable) throws(TraceError) in
        if try parser.parseInput(line: line, number: number, printable: printable, into: &input) {
          inputs += 1
        }
      }
    }
    try parser.finish()
  } catch {
    fail("the generated trace does not parse: " + error.formatted(file: name))
  }
  return inputs
}

var parseMBPerSecond = 0.0
var replayEventsPerSecond = 0.0
var rss1 = 0.0
var rss4 = 0.0
var traceBytes = 0
if !coreOnly {
  let folder = "/tmp/interaction-bench-\(getpid())"
  mkdir(folder, 0o755)
  let small = folder + "/inputs-1x.trace"
  let large = folder + "/inputs-4x.trace"
  traceBytes = BenchTrace.write(count: traceInputs, to: small)
  if !noChild { _ = BenchTrace.write(count: traceInputs * 4, to: large) }
  defer {
    if getenv("INTERACTION_BENCH_KEEP") == nil {
      unlink(small)
      unlink(large)
      rmdir(folder)
    }
  }

  // The parser alone, over the file's bytes in memory, line by line as a streaming reader hands them.
  let bytes = readFile(small)
  var bestParse = UInt64.max
  for _ in 0..<repeats {
    let start = monotonicNanoseconds()
    let inputs = parseTrace(bytes, name: small)
    bestParse = min(bestParse, monotonicNanoseconds() - start)
    if inputs != traceInputs { fail("parsed \(inputs) inputs, expected \(traceInputs)") }
  }
  parseMBPerSecond = Double(bytes.count) / 1_000_000 / (Double(bestParse) / 1e9)

  if !noChild {
    // The whole replay, as a user runs it: `interaction-sim check FILE`, a child process.
    let sim: String = {
      if let simPath { return simPath }
      let exe = Child.selfPath()
      return String(exe[..<(exe.lastIndex(of: "/") ?? exe.startIndex)]) + "/interaction-sim"
    }()
    var bestReplay = UInt64.max
    var maxRSS1 = 0
    for _ in 0..<repeats {
      let run = Child.run([sim, "check", small])
      if run.status != 0 { fail("interaction-sim check \(small) exited with \(run.status)") }
      bestReplay = min(bestReplay, run.nanoseconds)
      maxRSS1 = max(maxRSS1, run.maxRSSKilobytes)
    }
    replayEventsPerSecond = Double(traceInputs) / (Double(bestReplay) / 1e9)
    let run4 = Child.run([sim, "check", large])
    if run4.status != 0 { fail("interaction-sim check \(large) exited with \(run4.status)") }
    rss1 = Double(maxRSS1) / 1024
    rss4 = Double(run4.maxRSSKilobytes) / 1024
  }
}

// MARK: - Report

func fixed(_ value: Double, _ decimals: Int = 2) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((value * scale).rounded())
  var fraction = String(scaled % Int(scale))
  while fraction.count < decimals { fraction = "0" + fraction }
  return String(scaled / Int(scale)) + (decimals > 0 ? "." + fraction : "")
}

if json {
  var fields = [
    "\"core_ns_per_event\": " + fixed(nanosecondsPerEvent),
    "\"core_ns_per_event_median\": " + fixed(medianNanosecondsPerEvent),
    "\"core_allocations_per_event\": " + fixed(allocationsPerEvent, 6),
    "\"baseline_ns_per_event\": " + fixed(baselineNanosecondsPerEvent),
    "\"baseline_ns_per_event_median\": " + fixed(baselineMedianNanosecondsPerEvent),
    "\"core_over_baseline\": " + fixed(coreOverBaseline),
    "\"baseline_checksum\": \(baselineChecksum)",
    "\"c_abi_ns_per_event\": " + fixed(cABINanosecondsPerEvent),
    "\"c_abi_ns_per_event_median\": " + fixed(cABIMedianNanosecondsPerEvent),
    "\"c_abi_allocations_per_event\": " + fixed(cABI.allocationsPerEvent, 6),
    "\"c_abi_over_core\": " + fixed(cABINanosecondsPerEvent / nanosecondsPerEvent),
    "\"c_abi_over_core_by_round\": [" + cABIOverCoreByRound.map { fixed($0, 3) }.joined(separator: ", ")
      + "]",
    "\"c_abi_over_core_by_pass_pair\": ["
      + (passPairFigures?.ratios ?? []).map { fixed($0, 3) }.joined(separator: ", ") + "]",
    "\"events\": \(stream.count)",
    "\"transitions\": \(sink.transitions / (corePasses + 1))",
    "\"ignored\": \(sink.ignored / (corePasses + 1))",
    "\"outcomes\": \(sink.outcomes / (corePasses + 1))",
  ]
  if !coreOnly {
    fields += [
      "\"parse_mb_per_s\": " + fixed(parseMBPerSecond),
      "\"replay_events_per_s\": " + fixed(replayEventsPerSecond, 0),
      "\"rss_mb_1m\": " + fixed(rss1),
      "\"rss_mb_4m\": " + fixed(rss4),
      "\"trace_inputs\": \(traceInputs)",
      "\"trace_bytes\": \(traceBytes)",
    ]
  }
  print("{" + fields.joined(separator: ", ") + "}")
} else {
  func row(_ name: String, _ value: String, _ budget: String) {
    print(
      name + String(repeating: " ", count: max(1, 30 - name.count)) + value
        + String(repeating: " ", count: max(1, 16 - value.count)) + budget)
  }
  row("benchmark", "value", "budget")
  row("core_ns_per_event", fixed(nanosecondsPerEvent), "<= 50")
  row("core_ns_per_event_median", fixed(medianNanosecondsPerEvent), "")
  row("core_allocations_per_event", fixed(allocationsPerEvent, 6), "0")
  row("baseline_ns_per_event", fixed(baselineNanosecondsPerEvent), "a bare switch, no rules")
  row("baseline_ns_per_event_median", fixed(baselineMedianNanosecondsPerEvent), "")
  row("core_over_baseline", fixed(coreOverBaseline), "")
  row(
    "c_abi_ns_per_event", fixed(cABINanosecondsPerEvent),
    "<= 1.35 x core = " + fixed(nanosecondsPerEvent * 1.35))
  row("c_abi_ns_per_event_median", fixed(cABIMedianNanosecondsPerEvent), "")
  row("c_abi_allocations_per_event", fixed(cABI.allocationsPerEvent, 6), "0")
  row("c_abi_over_core", fixed(cABINanosecondsPerEvent / nanosecondsPerEvent), "<= 1.35")
  row("c_abi_over_core_by_round", cABIOverCoreByRound.map { fixed($0, 3) }.joined(separator: " "), "")
  if let passPairFigures {
    row(
      "c_abi_over_core_by_pass_pair",
      "median " + fixed(passPairFigures.median, 3) + " of \(passPairFigures.ratios.count) ("
        + fixed(passPairFigures.ratios.first ?? 0, 3) + " to " + fixed(passPairFigures.ratios.last ?? 0, 3)
        + ")",
      "<= 1.35")
  }
  if !coreOnly {
    row("parse_mb_per_s", fixed(parseMBPerSecond), ">= 150")
    row("replay_events_per_s", fixed(replayEventsPerSecond, 0), ">= 5000000")
    row("rss_mb_1m", fixed(rss1), "")
    row("rss_mb_4m", fixed(rss4), "<= 1.2 x rss_mb_1m = " + fixed(rss1 * 1.2))
  }
  print(
    "core: \(stream.count) inputs, \(sink.transitions / (corePasses + 1)) transitions (\(sink.outcomes / (corePasses + 1)) outcomes), "
      + "\(sink.ignored / (corePasses + 1)) ignored per pass"
      + (coreOnly ? "" : "; trace: \(traceInputs) inputs, \(traceBytes) bytes"))
}
