#if FUZZING
  /// libFuzzer's entry point: one input per call; a violation traps so that libFuzzer keeps the input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let violation = FuzzCheck.run(bytes) { fatalError(violation) }
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
  @_cdecl("interaction_fuzz_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
  }
#else
  import Foundation

  /// Without libFuzzer (an ordinary `swift build`), the target replays saved inputs through the same
  /// checks: `interaction-fuzz FILE…` prints `ok FILE` or the violation, and exits 1 on any violation.
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
        if let violation = FuzzCheck.run([UInt8](data)) {
          print("\(path): violation: \(violation)")
          failed = true
        } else {
          print("ok \(path)")
        }
      }
      exit(failed ? 1 : 0)
    }
  }
#endif
