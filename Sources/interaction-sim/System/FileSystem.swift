#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the tool asks of the file system, through the C library alone: the tool links no Foundation,
/// whose loading would be most of its start.
enum FileSystem {
  /// What a path names, following symbolic links.
  enum Kind {
    case file
    case folder
  }

  /// What `path` names, or `nil` when nothing is there (or it cannot be looked at).
  static func kind(of path: String) -> Kind? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
  }

  /// Every byte of the file at `path`, or `nil` when it cannot be opened or read.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return readToEnd(descriptor)
  }

  /// Everything on standard input (what could be read of it, if a read fails).
  static func standardInput() -> [UInt8] {
    readToEnd(0) ?? []
  }

  /// Every byte that `descriptor` gives until its end, or `nil` when a read fails.
  private static func readToEnd(_ descriptor: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// Writes `bytes` to the file at `path`, replacing it (made readable by all, as a shell's `>` makes
  /// it); `false` when it cannot be created or written whole.
  static func write(_ bytes: [UInt8], to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return false }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        writeBytes(descriptor, $0.baseAddress! + written, bytes.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        close(descriptor)
        return false
      }
      written += count
    }
    return close(descriptor) == 0
  }

  /// Makes the folder at `path` and every missing folder above it (`mkdir -p`); `true` when it is a
  /// folder afterwards.
  static func makeFolder(_ path: String) -> Bool {
    if kind(of: path) == .folder { return true }
    let parent = folder(of: path, levels: 1)
    if parent != path && !parent.isEmpty && parent != "/" && parent != "." { _ = makeFolder(parent) }
    return mkdir(path, 0o755) == 0 || kind(of: path) == .folder
  }

  /// The last component of a path (`b` for `a/b` and `a/b/`), the path itself when it has no slash.
  static func lastComponent(of path: String) -> String {
    let parts = path.split(separator: "/")
    return parts.last.map(String.init) ?? path
  }

  /// The folder `levels` levels above a path (`a` for `a/b/c` two levels up; `/` above a top folder,
  /// `.` above a bare name), trailing slashes ignored.
  static func folder(of path: String, levels: Int) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: true)
    let absolute = path.hasPrefix("/")
    for _ in 0..<levels where !parts.isEmpty { parts.removeLast() }
    if parts.isEmpty { return absolute ? "/" : "." }
    return (absolute ? "/" : "") + parts.joined(separator: "/")
  }

  /// The paths, relative to `folder`, of everything under it, searched recursively (a symbolic link to a
  /// folder is listed, not followed), in no particular order; `nil` when `folder` cannot be read.
  static func entries(under folder: String) -> [String]? {
    var found: [String] = []
    return collect(folder, relative: "", into: &found) ? found : nil
  }

  private static func collect(_ folder: String, relative: String, into found: inout [String]) -> Bool {
    guard let directory = opendir(folder) else { return false }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = relative.isEmpty ? name : relative + "/" + name
      found.append(path)
      let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var status = stat()
      if lstat(full, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
        _ = collect(full, relative: path, into: &found)
      }
    }
    return true
  }
}

/// The C library's `write(2)`, named apart from the tool's own `write` methods.
func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

extension String {
  /// The text before and after the first occurrence of `separator`, or `nil` when it does not occur.
  func split(around separator: String) -> (before: String, after: String)? {
    let bytes = Array(utf8)
    let pattern = Array(separator.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
    for start in 0...(bytes.count - pattern.count)
    where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
      return (
        String(decoding: bytes[..<start], as: UTF8.self),
        String(decoding: bytes[(start + pattern.count)...], as: UTF8.self)
      )
    }
    return nil
  }
}
