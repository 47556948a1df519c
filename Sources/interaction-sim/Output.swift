#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, with colour only when it is a terminal (and NO_COLOR is unset).
struct Output {
  /// The file descriptor.
  let descriptor: Int32
  /// Whether to colour.
  let colours: Bool

  init(descriptor: Int32) {
    self.descriptor = descriptor
    colours = isatty(descriptor) == 1 && Environment.value("NO_COLOR") == nil
  }

  /// Standard output.
  nonisolated(unsafe) static var standard = Output(descriptor: 1)
  /// Standard error.
  nonisolated(unsafe) static var error = Output(descriptor: 2)

  /// Whether a write to standard output has failed (a full disk, a closed descriptor): the tool then
  /// says so and exits 2, whatever it found (``Tool/main(_:)``). Written on the main thread only: the
  /// check's workers hand their lines to it.
  nonisolated(unsafe) static var standardOutputFailed = false

  /// Writes text as it is; a write that a signal interrupts is made again, and one that fails on
  /// standard output is remembered (``standardOutputFailed``).
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(bytes: $0) }
  }

  /// Writes UTF-8 bytes as they are, as ``write(_:)`` writes a text.
  func write(bytes buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress else { return }
    var offset = 0
    while offset < buffer.count {
      let written = writeBytes(descriptor, base + offset, buffer.count - offset)
      if written < 0 && errno == EINTR { continue }
      if written <= 0 {
        if descriptor == 1 { Output.standardOutputFailed = true }
        return
      }
      offset += written
    }
  }

  /// Writes a line.
  func line(_ text: String) { write(text + "\n") }

  /// Text in a colour (an SGR code) when colouring.
  func paint(_ text: String, _ code: String) -> String {
    Output.paint(text, code, colours: colours)
  }

  /// Text in a colour (an SGR code) when `colours`: for text made on a worker thread, which is told
  /// whether its output is coloured.
  static func paint(_ text: String, _ code: String, colours: Bool) -> String {
    colours ? "\u{1B}[" + code + "m" + text + "\u{1B}[0m" : text
  }

  /// The colour of the labels `error:` and `expectation failed:` (bold red).
  static let errorColour = "1;31"

  /// `error: MESSAGE`, the label in bold red when `colours`.
  static func errorText(_ message: String, colours: Bool) -> String {
    paint("error:", errorColour, colours: colours) + " " + message
  }

  /// `NAME: error: MESSAGE` (``errorText(_:colours:)`` after the name): how the tool reports a file (or a
  /// trace in it) that it could not use.
  static func fileErrorLine(_ name: String, _ message: String, colours: Bool) -> String {
    name + ": " + errorText(message, colours: colours)
  }

  /// A line that a formatter wrote (`FILE:LINE: LABEL MESSAGE`) with its label painted bold red when
  /// `colours`: the first `: LABEL ` only, so that a message quoting the label is left as it is.
  static func paintLabel(_ label: String, in text: String, colours: Bool) -> String {
    guard colours, let range = text.firstRange(of: ": " + label + " ") else { return text }
    return String(text[..<range.lowerBound]) + ": " + paint(label, errorColour, colours: true) + " "
      + String(text[range.upperBound...])
  }

  /// Writes `NAME: error: MESSAGE` (``fileErrorLine(_:_:colours:)``) as a line.
  func fileError(_ name: String, _ message: String) {
    line(Output.fileErrorLine(name, message, colours: colours))
  }

  /// Writes `error: MESSAGE` as a line: an error that concerns no one file.
  func errorLine(_ message: String) {
    line(Output.errorText(message, colours: colours))
  }

  /// Reports bad usage on standard error and returns exit status 2.
  static func usageError(_ message: String, usage: String, helpCommand: String) -> ExitStatus {
    error.errorLine(message)
    error.line("usage: " + usage)
    error.line("See '" + helpCommand + "' for more information.")
    return .badInput
  }
}

/// `count` and a word, plural unless `count` is 1: `1 input`, `3 outcomes`.
func plural(_ count: Int, _ word: String) -> String {
  "\(count) \(word)" + (count == 1 ? "" : "s")
}

/// A message about bad usage.
struct UsageMessage: Error {
  /// What is wrong.
  let text: String
  init(_ text: String) { self.text = text }
}
