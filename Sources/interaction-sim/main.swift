// interaction-sim: replays and checks context-menu traces (SPEC section 10).
import Foundation

exit(Tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
