#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the tool reads of the process's surroundings, through the C library.
enum Environment {
  /// The value of an environment variable, or `nil` when it is unset.
  static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// How many processors are online (at least 1).
  static var processorCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }
}
