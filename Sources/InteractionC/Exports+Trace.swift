import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// See `interaction.h`.
@c(interaction_replay)
public func interactionReplay(
  _ text: UnsafePointer<CChar>?, _ length: UInt64, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: UInt64,
  _ outLength: UnsafeMutablePointer<UInt64>?,
  _ outError: UnsafeMutablePointer<UnsafeMutablePointer<interaction_error>?>?
) -> interaction_status {
  guard let outLength, isValidBuffer(buffer, capacity: capacity) else { return Status.nullArgument }
  let bytes: UnsafeBufferPointer<UInt8>
  do throws(Refusal) { bytes = try callerBytes(text, length) } catch { return error.status }
  do throws(TraceFailure) {
    let trace = try TraceText.parse(bytes)
    var sink = TranscriptSink()
    _ = try TraceText.replay(trace, to: &sink)
    return sink.bytes.withUnsafeBufferPointer {
      copyOut($0, to: buffer, capacity: capacity, length: outLength)
    }
  } catch {
    return error.report(to: outError)
  }
}

/// See `interaction.h`.
@c(interaction_check)
public func interactionCheck(
  _ text: UnsafePointer<CChar>?, _ length: UInt64,
  _ outResult: UnsafeMutablePointer<interaction_check_result>?,
  _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: UInt64, _ outLength: UnsafeMutablePointer<UInt64>?,
  _ outError: UnsafeMutablePointer<UnsafeMutablePointer<interaction_error>?>?
) -> interaction_status {
  guard let outResult, let outLength, isValidBuffer(buffer, capacity: capacity) else {
    return Status.nullArgument
  }
  let bytes: UnsafeBufferPointer<UInt8>
  do throws(Refusal) { bytes = try callerBytes(text, length) } catch { return error.status }
  do throws(TraceFailure) {
    let trace = try TraceText.parse(bytes)
    // The transcript sink, as `interaction_replay` uses: one specialization of the replayer in the
    // WebAssembly build, not two (its text is dropped).
    var sink = TranscriptSink()
    let result = try TraceText.replay(trace, to: &sink)
    // Written into one byte array: a `String` appended to a failure at a time was copied whole at each
    // in the WebAssembly module (its `+=` makes a new string).
    var failures = TextWriter()
    for failure in result.failures {
      failures.write(failure.line)
      failures.write(": expectation failed: ")
      failures.write(text: failure.message)
      failures.write(byte: UInt8(ascii: "\n"))
    }
    let status = failures.bytes.withUnsafeBufferPointer {
      copyOut($0, to: buffer, capacity: capacity, length: outLength)
    }
    guard status == Status.ok else { return status }
    outResult.pointee = interaction_check_result(
      input_count: UInt32(truncatingIfNeeded: result.inputCount),
      expectation_count: UInt32(truncatingIfNeeded: trace.expectations.count),
      failure_count: UInt32(truncatingIfNeeded: result.failures.count),
      outcome_count: UInt32(truncatingIfNeeded: result.outcomes.count))
    return Status.ok
  } catch {
    return error.report(to: outError)
  }
}
