import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// What an `interaction_error *` points at: a trace's parse error or a scene's broken rule.
final class ErrorHandle {
  /// `LINE:COLUMN: error: MESSAGE` or `error: ELEMENT: MESSAGE`, as UTF-8.
  let text: [UInt8]
  let line: UInt32
  let column: UInt32
  let status: interaction_status

  init(_ error: TraceError) {
    var text = TextWriter()
    text.write(error.line)
    text.write(byte: UInt8(ascii: ":"))
    text.write(error.column)
    text.write(": error: ")
    text.write(text: error.message)
    self.text = text.bytes
    line = UInt32(truncatingIfNeeded: error.line)
    column = UInt32(truncatingIfNeeded: error.column)
    status = Status.parseError
  }

  init(sceneError description: String) {
    var text = TextWriter()
    text.write("error: ")
    text.write(text: description)
    self.text = text.bytes
    line = 0
    column = 0
    status = Status.invalidScene
  }

  /// The handle as the caller's pointer, retained.
  func retainedPointer() -> UnsafeMutablePointer<interaction_error> {
    UnsafeMutablePointer(OpaquePointer(Unmanaged.passRetained(self).toOpaque()))
  }
}

/// Why a trace's text did not give a machine or a replay.
enum TraceFailure: Error {
  case trace(TraceError)
  case scene(String)

  /// The status and the error handle the caller gets.
  func report(to outError: UnsafeMutablePointer<UnsafeMutablePointer<interaction_error>?>?)
    -> interaction_status
  {
    let handle: ErrorHandle
    switch self {
    case .trace(let error): handle = ErrorHandle(error)
    case .scene(let description): handle = ErrorHandle(sceneError: description)
    }
    outError?.pointee = handle.retainedPointer()
    return handle.status
  }
}

/// Whether a caller's buffer for text out is given as the header requires: NULL only with a capacity
/// of 0. Checked before anything is done, as every pointer is (NULL_ARGUMENT otherwise, whatever the
/// text's length).
@inline(__always)
func isValidBuffer(_ buffer: UnsafeMutablePointer<CChar>?, capacity: UInt64) -> Bool {
  buffer != nil || capacity == 0
}

/// Writes `bytes` to the caller's buffer, or says how many it needs.
func copyOut(
  _ bytes: UnsafeBufferPointer<UInt8>, to buffer: UnsafeMutablePointer<CChar>?, capacity: UInt64,
  length outLength: UnsafeMutablePointer<UInt64>
) -> interaction_status {
  guard UInt64(bytes.count) <= capacity else {
    outLength.pointee = UInt64(bytes.count)
    return Status.bufferTooSmall
  }
  if !bytes.isEmpty {
    guard let buffer else { return Status.nullArgument }
    UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
  }
  outLength.pointee = UInt64(bytes.count)
  return Status.ok
}

/// The error handle behind a caller's pointer.
@inline(__always)
func errorHandle(_ pointer: UnsafePointer<interaction_error>) -> ErrorHandle {
  Unmanaged<ErrorHandle>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
}

/// See `interaction.h`.
@c(interaction_error_text)
public func interactionErrorText(
  _ error: UnsafePointer<interaction_error>?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: UInt64,
  _ outLength: UnsafeMutablePointer<UInt64>?
) -> interaction_status {
  guard let error, let outLength, isValidBuffer(buffer, capacity: capacity) else {
    return Status.nullArgument
  }
  return errorHandle(error).text.withUnsafeBufferPointer {
    copyOut($0, to: buffer, capacity: capacity, length: outLength)
  }
}

/// See `interaction.h`.
@c(interaction_error_position)
public func interactionErrorPosition(
  _ error: UnsafePointer<interaction_error>?, _ outLine: UnsafeMutablePointer<UInt32>?,
  _ outColumn: UnsafeMutablePointer<UInt32>?, _ outStatus: UnsafeMutablePointer<interaction_status>?
) -> interaction_status {
  guard let error, let outLine, let outColumn, let outStatus else { return Status.nullArgument }
  let handle = errorHandle(error)
  outLine.pointee = handle.line
  outColumn.pointee = handle.column
  outStatus.pointee = handle.status
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_error_free)
public func interactionErrorFree(_ error: UnsafeMutablePointer<interaction_error>?) {
  guard let error else { return }
  Unmanaged<ErrorHandle>.fromOpaque(UnsafeRawPointer(error)).release()
}
