import Glibc
import InteractionAnalysis

// interaction-explore: the deeper exhaustive exploration of issue 4, for release builds.
//   swift run -c release interaction-explore [--depth K] [--state-space]
var depth = 3
var stateSpace = false
var chart: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--depth":
    guard let value = arguments.popFirst().flatMap({ Int($0) }), value >= 0, value <= 8 else {
      print("interaction-explore: --depth takes a whole number from 0 to 8")
      exit(2)
    }
    depth = value
  case "--state-space":
    stateSpace = true
  case "--chart":
    guard let format = arguments.popFirst(), format == "mermaid" || format == "dot" else {
      print("interaction-explore: --chart takes mermaid or dot")
      exit(2)
    }
    chart = format
  case "-h", "--help":
    print("usage: interaction-explore [--depth K] [--state-space]")
    print("  Runs every input sequence of the standard model up to depth K (default 3), each input at")
    print("  every boundary instant, checking invariants I1-I8 after every step.")
    print("  --state-space  explores the whole reachable state space instead")
    print("  --chart mermaid|dot  prints the state chart of the whole state space")
    exit(0)
  default:
    print("interaction-explore: unknown argument \(argument)")
    exit(2)
  }
}
let explorer = Explorer()
if let chart {
  let found = StateChart(edges: explorer.exploreStateSpace().edges)
  print(chart == "dot" ? found.dot : found.mermaid, terminator: "")
  exit(0)
}
let result = stateSpace ? explorer.exploreStateSpace() : explorer.exploreSequences(depth: depth)
print(stateSpace ? "state space" : "depth \(depth)")
print("sequences: \(result.sequences)")
print("steps: \(result.steps)")
print("distinct states: \(result.distinctStates)")
print("transitions (state chart edges): \(result.edges.count)")
print("violations: \(result.violations.count)")
for violation in result.violations { print("  " + violation) }
exit(result.violations.isEmpty ? 0 : 1)
