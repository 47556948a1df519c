// interaction-regenerate [--check] [--explore] ROOT: writes every file derived from the core's tables
// (Yoga's enums.py idiom) and the figures the guides quote from the tools (Figures.swift; --explore adds
// the depth-3 exploration), or with --check says which would change and exits 1. `scripts/regenerate`
// runs it.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
guard let root = arguments.last(where: { !$0.hasPrefix("--") }) else {
  FileHandle.standardError.write(Data("usage: interaction-regenerate [--check] [--explore] ROOT\n".utf8))
  exit(2)
}

var stale: [String] = []
for output in Output.all {
  let url = URL(fileURLWithPath: root).appendingPathComponent(output.path)
  let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  let wanted: String
  do {
    wanted = try output.make(current, root)
  } catch {
    FileHandle.standardError.write(Data("regenerate: \(output.path): \(error)\n".utf8))
    exit(2)
  }
  guard wanted != current else { continue }
  if check {
    stale.append(output.path)
  } else {
    try wanted.write(to: url, atomically: true, encoding: .utf8)
    print("regenerate: wrote \(output.path)")
  }
}
if !stale.isEmpty {
  for path in stale {
    FileHandle.standardError.write(
      Data("regenerate: \(path) differs from what scripts/regenerate writes\n".utf8))
  }
  FileHandle.standardError.write(Data("run scripts/regenerate and commit the result\n".utf8))
  exit(1)
}
