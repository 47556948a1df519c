import InteractionCore

/// `interaction-sim [summary [PATH…]]`: replays traces, one line each, then `N passed, N failed`. With no
/// argument at all, the traces that ship with the package.
enum SummaryCommand: Subcommand {
  /// What `summary` reads from its arguments.
  struct Options: ParsableOptions {
    /// The files and folders to replay; none for the package's `traces` folder.
    var paths: [String] = []
  }

  static let declaration = CommandDeclaration<Options>(
    name: "summary", abstract: "Replays traces and prints one line for each (the default).",
    discussion: """
      Prints one line per trace (its inputs and outcomes, PASS or FAIL), then 'N passed, N failed'; the
      failed expectations go to standard error. Without PATH, replays every trace that ships with the
      package: traces/*.trace, found from the current directory, else from the package's own folder.
      'interaction-sim' with no argument runs this.
      """,
    operands: .tracePaths(.any, into: \.paths),
    exitStatus: """
      0 when every trace passes, 1 when an expectation failed, 2 when a trace had bad input or on bad
      usage (no traces folder, or a folder without traces, included).
      """)

  /// The package's `traces` folder: `traces` in `directory` (the current one when `nil`) when it is
  /// there, else the one in `packageRoot`; else what is wrong, naming both.
  static func tracesFolder(
    in directory: String? = nil,
    packageRoot: String = FileSystem.folder(of: #filePath, levels: 4)
  ) -> Result<String, UsageMessage> {
    let local = directory.map { FileSystem.join($0, "traces") } ?? "traces"
    if TraceFiles.isFolder(local) { return .success(local) }
    let shipped = FileSystem.join(packageRoot, "traces")
    if TraceFiles.isFolder(shipped) { return .success(shipped) }
    return .failure(
      UsageMessage("no traces folder: neither '\(local)' nor the package's '\(shipped)' is there"))
  }

  static func run(_ options: Options) -> ExitStatus {
    var paths = options.paths
    if paths.isEmpty {
      switch tracesFolder() {
      case .success(let folder):
        if let error = TraceFiles.checkPath(folder) { return usageError(error) }
        paths = [folder]
      case .failure(let message):
        return usageError(message.text)
      }
    }
    let sources = TraceFiles.sources(for: paths)
    // Names are relative to the folder when a single folder is replayed.
    let prefix = paths.count == 1 && TraceFiles.isFolder(paths[0]) ? FileSystem.join(paths[0], "") : nil
    let names = sources.map { source in
      guard let prefix, source.name.hasPrefix(prefix) else { return source.name }
      return String(source.name.dropFirst(prefix.count))
    }
    let width = names.map { $0.count }.max() ?? 0
    var passed = 0
    var failed = 0
    var badInput = false
    var expectationFailed = false
    let output = Output.standard
    for (source, name) in zip(sources, names) {
      let padded = name + String(repeating: " ", count: max(0, width - name.count))
      guard let trace = TraceFiles.trace(of: source) else {
        failed += 1
        badInput = true
        output.line(padded + "  bad input  " + output.paint("FAIL", "31"))
        continue
      }
      var sink = DiscardingSink()
      guard let result = try? trace.replay(to: &sink) else {
        failed += 1
        badInput = true
        output.line(padded + "  bad input  " + output.paint("FAIL", "31"))
        continue
      }
      let counts =
        plural(result.inputCount, "input") + ", " + plural(result.outcomes.count, "outcome")
      if result.passed {
        passed += 1
        output.line(padded + "  " + counts + "  " + output.paint("PASS", "32"))
      } else {
        failed += 1
        expectationFailed = true
        output.line(padded + "  " + counts + "  " + output.paint("FAIL", "31"))
        for failure in result.failures { Output.error.line(failure.formatted(file: source.name)) }
      }
    }
    output.line("\(passed) passed, \(failed) failed")
    if badInput { return .badInput }
    return expectationFailed ? .expectationFailed : .success
  }

}
