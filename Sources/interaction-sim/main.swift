// interaction-sim: replays and checks context-menu traces (SPEC section 10).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(Tool.main(Array(CommandLine.arguments.dropFirst())).rawValue)
