import Foundation
import InteractionCore
import Testing

@testable import interaction_sim

/// The tool's file system layer (the C library alone, no Foundation), checked against what Foundation's
/// `FileManager` gives for the same folders: the traces a folder holds, files read and written, folders
/// made.
@Suite("interaction-sim's file system, without Foundation")
struct FileSystemTests {
  /// A scratch folder holding traces at several depths, a hidden one, files that are not traces, a
  /// folder named like a trace, and symbolic links to a trace and to a folder of traces.
  static func scratch() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "file-system-\(UUID().uuidString)")
    let fileManager = FileManager.default
    for folder in ["b/deeper", "a", "folder.trace", ".hidden", "linked-target"] {
      try fileManager.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for file in [
      "z.trace", "b/deeper/two.trace", "b/one.trace", "a/readme.txt", "a/x.trace.txt", ".hidden/h.trace",
      "linked-target/only-through-the-link.trace", "folder.trace/inside.trace",
    ] {
      try Data("trace 1\n".utf8).write(to: root.appendingPathComponent(file))
    }
    try fileManager.createSymbolicLink(
      atPath: root.appendingPathComponent("a/link.trace").path, withDestinationPath: "../z.trace")
    try fileManager.createSymbolicLink(
      atPath: root.appendingPathComponent("b/folder-link").path, withDestinationPath: "../linked-target")
    return root.path
  }

  /// The traces of a folder as the tool found them with Foundation: its enumerator's paths ending in
  /// `.trace` that are not folders, sorted by their bytes.
  static func foundationTraces(in folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)!
    var found: [String] = []
    while let next = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = FileSystem.join(folder, next)
      if next.hasSuffix(".trace"), FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        found.append(full)
      }
    }
    return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  @Test(
    "SPEC section 10: a folder's traces, as Foundation's enumerator found them, links to folders not followed"
  )
  func tracesOfAFolder() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let traces = TraceFiles.traces(inFolder: root).map(\.name)
    #expect(traces == Self.foundationTraces(in: root))
    #expect(
      traces.map { String($0.dropFirst(root.count + 1)) } == [
        ".hidden/h.trace", "a/link.trace", "b/deeper/two.trace", "b/one.trace", "folder.trace/inside.trace",
        "linked-target/only-through-the-link.trace", "z.trace",
      ])
    // The folder given with a trailing slash names its traces without doubling it.
    #expect(TraceFiles.traces(inFolder: root + "/").map(\.name) == traces)
    #expect(FileSystem.entries(under: root + "/missing") == nil)
  }

  @Test("what a path names, following links; nothing for a missing path")
  func kinds() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(FileSystem.kind(of: root + "/z.trace") == .file)
    #expect(FileSystem.kind(of: root + "/a/link.trace") == .file)
    #expect(FileSystem.kind(of: root + "/b") == .folder)
    #expect(FileSystem.kind(of: root + "/b/folder-link") == .folder)
    #expect(FileSystem.kind(of: root + "/missing") == nil)
  }

  @Test("files written and read back whole; a file that cannot be written or read says so")
  func writeAndRead() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }  // more than one read
    #expect(FileSystem.write(bytes, to: root + "/written"))
    #expect(FileSystem.contents(of: root + "/written") == bytes)
    #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/written")) == Data(bytes))
    #expect(FileSystem.write(Array("shorter".utf8), to: root + "/written"))  // replaced, not kept
    #expect(FileSystem.contents(of: root + "/written") == Array("shorter".utf8))
    #expect(FileSystem.write([], to: root + "/empty"))
    #expect(FileSystem.contents(of: root + "/empty") == [])
    #expect(!FileSystem.write(bytes, to: root + "/missing/written"))
    #expect(!FileSystem.write(bytes, to: root + "/b"))
    #expect(FileSystem.contents(of: root + "/missing") == nil)
  }

  @Test("folders made with every missing folder above them")
  func makeFolders() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(FileSystem.makeFolder(root + "/new/and/deeper"))
    #expect(FileSystem.kind(of: root + "/new/and/deeper") == .folder)
    #expect(FileSystem.makeFolder(root + "/new/and/deeper/"))  // already there
    #expect(FileSystem.makeFolder(root + "/b"))
    #expect(!FileSystem.makeFolder(root + "/z.trace"))  // a file is in the way
    #expect(!FileSystem.makeFolder(root + "/z.trace/below"))
  }

  @Test("paths taken apart as the tool names files and finds the package")
  func pathComponents() {
    #expect(FileSystem.lastComponent(of: "a/b/c.trace") == "c.trace")
    #expect(FileSystem.lastComponent(of: "a/b/") == "b")
    #expect(FileSystem.lastComponent(of: "c.trace") == "c.trace")
    #expect(FileSystem.folder(of: "/p/Sources/tool/Commands/File.swift", levels: 4) == "/p")
    #expect(FileSystem.folder(of: "/p/q/", levels: 1) == "/p")
    #expect(FileSystem.folder(of: "/p", levels: 1) == "/")
    #expect(FileSystem.folder(of: "p", levels: 1) == ".")
    #expect(FileSystem.folder(of: "a/b/c", levels: 2) == "a")
  }

  @Test("a file read in chunks of the size asked, in order; a file that cannot be opened says so")
  func chunks() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let bytes = Array("trace 1\nat 0 down 10,10\n".utf8)
    #expect(FileSystem.write(bytes, to: root + "/chunked"))
    var read: [[UInt8]] = []
    #expect(FileSystem.readChunks(ofFile: root + "/chunked", size: 7) { read.append(Array($0)) })
    #expect(read.map(\.count) == [7, 7, 7, 3])  // 24 bytes
    #expect(Array(read.joined()) == bytes)
    #expect(!FileSystem.readChunks(ofFile: root + "/missing", size: 7) { _ in Issue.record("no chunk") })
    #expect(!FileSystem.readChunks(ofFile: root + "/b", size: 7) { _ in Issue.record("no chunk") })
  }

  @Test("paths joined without doubling a slash")
  func join() {
    #expect(FileSystem.join("traces", "a.trace") == "traces/a.trace")
    #expect(FileSystem.join("traces/", "a.trace") == "traces/a.trace")
    #expect(FileSystem.join("/", "a.trace") == "/a.trace")
  }

  @Test("a trace error's `error:` painted at its first occurrence only, whatever the message quotes")
  func paintedError() {
    let error = TraceError(
      .malformedStatement, line: 2, column: 8, message: "expected a target id, found `\"é: error: é\"`")
    #expect(
      StreamingCheck.formatted(error, file: "f.trace", colours: true)
        == "f.trace:2:8: \u{1B}[1;31merror:\u{1B}[0m expected a target id, found `\"é: error: é\"`")
    #expect(
      StreamingCheck.formatted(error, file: "f.trace", colours: false) == error.formatted(file: "f.trace"))
  }

  @Test("the environment and the processors, read through the C library")
  func environment() {
    #expect(Environment.value("PATH") == ProcessInfo.processInfo.environment["PATH"])
    #expect(Environment.value("INTERACTION_SIM_SURELY_UNSET_VARIABLE") == nil)
    #expect(Environment.processorCount == ProcessInfo.processInfo.activeProcessorCount)
  }
}
