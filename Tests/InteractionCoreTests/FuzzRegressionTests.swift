import Foundation
import InteractionTestSupport
import Testing

/// The fuzz target's checks (parse never traps; replay keeps I1, I2, I4, I5, I7, I8; the writer round
/// trips) over every saved input: fuzz regressions, the shipped traces and the malformed catalogue. The
/// ordinary build of `interaction-fuzz` replays files through the same checks libFuzzer runs.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  @Test("every saved fuzz input, shipped trace and malformed trace passes the fuzz target's checks")
  func savedInputsPass() throws {
    let fuzz = try #require(BuiltProduct.executable("interaction-fuzz"), "interaction-fuzz is not built")
    let folders = [
      TraceFixtures.fuzzRegressions,
      TraceFixtures.shippedTraces, TraceFixtures.malformed,
    ]
    var files: [String] = []
    for folder in folders {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      files += names.filter { $0.hasSuffix(".trace") }.sorted().map { folder.appendingPathComponent($0).path }
    }
    #expect(files.count > 100)
    let (status, lines) = try Self.replay(files, by: fuzz)
    #expect(status == 0, "\(lines.filter { !$0.hasPrefix("ok ") })")
    #expect(lines.count == files.count)
  }

  @Test(
    "every saved input of the C ABI's fuzz target (`*.cabi`: seeds and regressions) keeps the header's promises"
  )
  func savedCABIInputsPass() throws {
    let fuzz = try #require(
      BuiltProduct.executable("interaction-fuzz-cabi"), "interaction-fuzz-cabi is not built")
    let folder = TraceFixtures.fuzzRegressions
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".cabi") }.sorted().map { folder.appendingPathComponent($0).path }
    #expect(files.count >= 8)
    let (status, lines) = try Self.replay(files, by: fuzz)
    #expect(status == 0, "\(lines.filter { !$0.hasPrefix("ok ") })")
    #expect(lines.count == files.count)
    // Another process (another hash seed, other addresses): every call produced the same bytes.
    #expect(try Self.replay(files, by: fuzz).lines == lines)
  }

  /// Runs a fuzz target's ordinary build over saved inputs: its exit status and the lines it prints
  /// (`ok FILE`, or the violation).
  static func replay(_ files: [String], by fuzz: URL) throws -> (status: Int32, lines: [Substring]) {
    let process = Process()
    process.executableURL = fuzz
    process.arguments = files
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n"))
  }
}
