import InteractionCore

/// A trace to read: a file, or standard input.
struct TraceSource {
  /// The name used in messages: the path as given or found, or `<stdin>`.
  let name: String
  /// The path, `nil` for standard input.
  let path: String?
}

extension TraceSource {
  /// The trace an operand names: standard input for `-`, else the file.
  init(operand: String) {
    self =
      operand == "-" ? TraceSource(name: "<stdin>", path: nil) : TraceSource(name: operand, path: operand)
  }
}

/// Finding and reading traces.
enum TraceFiles {
  /// Reads a trace's bytes; `nil` with a message on standard error when it cannot be read.
  static func bytes(of source: TraceSource) -> [UInt8]? {
    guard let path = source.path else {
      guard let bytes = FileSystem.standardInput() else {
        Output.error.fileError(source.name, "cannot read standard input")
        return nil
      }
      return bytes
    }
    guard let kind = FileSystem.kind(of: path) else {
      Output.error.fileError(source.name, "no such file")
      return nil
    }
    if kind == .folder {
      Output.error.fileError(source.name, "is a folder")
      return nil
    }
    guard let bytes = FileSystem.contents(of: path) else {
      Output.error.fileError(source.name, "cannot read the file")
      return nil
    }
    return bytes
  }

  /// Reads and parses a trace; `nil` with the error on standard error when it is bad.
  /// Reports a trace whose scene or configuration the machine refuses (SPEC I9; a parsed trace never
  /// is, since the parser checks the same rules) as `FILE: error: ELEMENT: MESSAGE`.
  static func refused(_ source: TraceSource, _ error: SceneError) {
    Output.error.fileError(source.name, error.description)
  }

  static func trace(of source: TraceSource) -> Trace? {
    guard let bytes = bytes(of: source) else { return nil }
    return trace(of: source, bytes: bytes)
  }

  /// Parses a trace's bytes; `nil` with the error on standard error when it is bad.
  static func trace(of source: TraceSource, bytes: [UInt8]) -> Trace? {
    do {
      return try Trace.parse(bytes)
    } catch {
      Output.error.line(StreamingCheck.formatted(error, file: source.name, colours: Output.error.colours))
      return nil
    }
  }

  /// The traces that paths name: a file, a folder (its `*.trace` files, sorted), or `-` for standard
  /// input.
  static func sources(for paths: [String]) -> [TraceSource] {
    var sources: [TraceSource] = []
    for path in paths {
      if path != "-" && isFolder(path) {
        sources.append(contentsOf: traces(inFolder: path))
      } else {
        sources.append(TraceSource(operand: path))
      }
    }
    return sources
  }

  /// The `*.trace` files under a folder, searched recursively, sorted, named by joining the folder's
  /// path as given with their relative paths. Only regular files (or links to them) are traces there: a
  /// pipe or a device that a folder holds is not read (reading a pipe would wait for a writer), though
  /// one named as an operand is.
  static func traces(inFolder folder: String) -> [TraceSource] {
    guard let entries = FileSystem.entries(under: folder) else { return [] }
    let relative = entries.filter {
      $0.hasSuffix(".trace") && FileSystem.isRegularFile(FileSystem.join(folder, $0))
    }
    return relative.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map {
      let path = FileSystem.join(folder, $0)
      return TraceSource(name: path, path: path)
    }
  }

  /// Checks a `PATH` operand (SPEC section 10): a folder that holds no `*.trace` is bad usage, never
  /// `0 passed`. Returns what is wrong, or `nil`. A path that is not there is left to the reading, which
  /// reports it as bad input beside the other traces.
  static func checkPath(_ path: String) -> String? {
    guard path != "-", isFolder(path), traces(inFolder: path).isEmpty else { return nil }
    return "no trace in '\(path)': the folder holds no *.trace file"
  }

  /// Checks a `TRACE` operand: one trace file (or `-`), not a folder. Returns what is wrong, or `nil`.
  static func checkTraceFile(_ path: String) -> String? {
    isFolder(path) ? "expected one trace file, found the folder '\(path)'" : nil
  }

  /// Whether a path is a folder.
  static func isFolder(_ path: String) -> Bool {
    FileSystem.kind(of: path) == .folder
  }
}

extension OperandDeclaration {
  /// The `PATH` operands of a subcommand that reads a corpus: files, folders that must hold a trace, `-`.
  static func tracePaths(_ count: OperandCount, into keyPath: WritableKeyPath<Options, [String]> & Sendable)
    -> OperandDeclaration
  {
    .many(
      "PATH", count, into: keyPath,
      help: """
        A .trace file, a folder (searched for *.trace, sorted; one that holds none is bad usage), or - for
        standard input.
        """, check: TraceFiles.checkPath)
  }

  /// The `TRACE` (or `PATH`) operand of a subcommand that reads one trace: a file, or `-`.
  static func traceFile(_ name: String, into keyPath: WritableKeyPath<Options, String> & Sendable)
    -> OperandDeclaration
  {
    .one(
      name, into: keyPath, help: "A .trace file, or - for standard input.", check: TraceFiles.checkTraceFile)
  }
}
