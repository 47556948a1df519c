import Foundation

/// The shipped traces' texts, whose scenes the sessions' machines are made from: read once, in name
/// order, from `traces/` beside the package's sources.
let shippedTraces: [[UInt8]] = {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("traces")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  let texts = names.filter { $0.hasSuffix(".trace") }.sorted().compactMap {
    FileManager.default.contents(atPath: folder.appendingPathComponent($0).path).map { [UInt8]($0) }
  }
  guard !texts.isEmpty else { fatalError("interaction-fuzz-cabi: no traces in \(folder.path)") }
  return texts
}()

#if FUZZING
  /// libFuzzer's entry point: one input per call; a broken promise traps so that libFuzzer keeps the
  /// input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let violation = CABIFuzzCheck.run(bytes, traces: shippedTraces) { fatalError(violation) }
    return 0
  }

  /// libFuzzer's driver, which parses its flags and runs the fuzzing loop.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The executable's entry point under SwiftPM (which names it after the module): hands over to
  /// libFuzzer's driver.
  @_cdecl("interaction_fuzz_cabi_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    _ = shippedTraces
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
  }
#else
  /// Without libFuzzer (an ordinary `swift build`), the target replays saved inputs through the same
  /// checks: `interaction-fuzz-cabi FILE…` prints `ok FILE DIGEST` (a digest of every byte the calls
  /// produced, the same in every process) or the broken promise, and exits 1 on any.
  @main
  struct ReplayFuzzInputs {
    static func main() {
      var failed = false
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): error: cannot read")
          failed = true
          continue
        }
        let (violation, digest) = CABIFuzzCheck.check([UInt8](data), traces: shippedTraces)
        if let violation {
          print("\(path): violation: \(violation)")
          failed = true
        } else {
          print("ok \(path) " + String(digest, radix: 16))
        }
      }
      exit(failed ? 1 : 0)
    }
  }
#endif
