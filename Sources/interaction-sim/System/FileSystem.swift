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
    fileType(of: path).map { $0 == S_IFDIR ? .folder : .file }
  }

  /// Whether `path` is a regular file (following links): not a folder, a pipe or a device.
  static func isRegularFile(_ path: String) -> Bool {
    fileType(of: path) == S_IFREG
  }

  /// The type bits of what `path` names (`S_IFDIR`, `S_IFREG`, …), following links; `nil` when
  /// nothing is there.
  private static func fileType(of path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  /// Every byte of the file at `path`, or `nil` when it cannot be opened or read.
  static func contents(of path: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    return readChunks(ofFile: path, size: 1 << 16) { bytes.append(contentsOf: $0) } ? bytes : nil
  }

  /// Everything on standard input, or `nil` when a read fails (standard input closed, or a folder).
  static func standardInput() -> [UInt8]? {
    var bytes: [UInt8] = []
    return readChunks(of: 0, size: 1 << 16) { bytes.append(contentsOf: $0) } ? bytes : nil
  }

  /// Reads the file at `path` in chunks of at most `size` bytes, handing each to `body` (its bytes are
  /// valid during the call only); `false` when it cannot be opened or a read fails.
  static func readChunks(
    ofFile path: String, size: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Bool {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return readChunks(of: descriptor, size: size, body)
  }

  /// Reads `descriptor` to its end in chunks of at most `size` bytes, through one buffer, handing each to
  /// `body`; `false` when a read fails (a read that a signal interrupts is made again).
  static func readChunks(
    of descriptor: Int32, size: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Bool {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer.baseAddress, size)
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      if count == 0 { return true }
      body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
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
    if parent != "/" && parent != "." { _ = makeFolder(parent) }
    return mkdir(path, 0o755) == 0 || kind(of: path) == .folder
  }

  /// `folder/relative`, without doubling a slash.
  static func join(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
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
      let full = join(folder, name)
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
