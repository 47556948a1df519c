import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

// What a host would otherwise copy from the core: reading an input's text, writing a report's
// transcript line, the words of the vocabulary and of the statuses, the scene as declared. Cold calls
// (once per line a host prints, per input's text, per machine), compiled for size: the wasm's.

/// Writes a text's UTF-8 bytes to the caller's buffer, or says how many it needs.
@_optimize(size)
func copyOut(
  _ text: String, to buffer: UnsafeMutablePointer<CChar>?, capacity: UInt64,
  length outLength: UnsafeMutablePointer<UInt64>
) -> interaction_status {
  text.withUTF8Bytes { copyOut($0, to: buffer, capacity: capacity, length: outLength) }
}

/// See `interaction.h`.
@c(interaction_machine_parse_input)
@_optimize(size)
public func interactionMachineParseInput(
  _ machine: UnsafePointer<interaction_machine>?, _ text: UnsafePointer<CChar>?, _ length: UInt64,
  _ outInput: UnsafeMutablePointer<interaction_input>?,
  _ outError: UnsafeMutablePointer<UnsafeMutablePointer<interaction_error>?>?
) -> interaction_status {
  guard let machine, let outInput else { return Status.nullArgument }
  let bytes: UnsafeBufferPointer<UInt8>
  do throws(Refusal) { bytes = try callerBytes(text, length) } catch { return error.status }
  return withHandle(machine) { handle in
    let input: Input
    do throws(TraceError) {
      input = try handle.pointee.declared.pointee.parseInput(bytes)
    } catch {
      return TraceFailure.trace(error).report(to: outError)
    }
    guard let converted = interaction_input(input, names: handle.pointee.names) else {
      return Status.unknownName
    }
    outInput.pointee = converted
    return Status.ok
  }
}

/// See `interaction.h`.
@c(interaction_machine_input_text)
@_optimize(size)
public func interactionMachineInputText(
  _ machine: UnsafePointer<interaction_machine>?, _ input: UnsafePointer<interaction_input>?,
  _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: UInt64, _ outLength: UnsafeMutablePointer<UInt64>?
) -> interaction_status {
  guard let machine, let input, let outLength, isValidBuffer(buffer, capacity: capacity) else {
    return Status.nullArgument
  }
  return withHandle(machine) { handle in
    do throws(InputError) {
      let written = try handle.pointee.input(input.pointee)
      // Only what `interaction_machine_parse_input` reads back (SPEC I9: whatever is recorded replays):
      // an id the scene does not declare where the verb takes one (`select` of a target, `focus` of an
      // item) is an input the machine ignores and a trace cannot hold. Read from the scene itself, not
      // through the parser, which the module for scenes built in code does not link.
      guard handle.pointee.declared.pointee.scene.declaresID(of: written) else { return Status.unknownName }
      var text = TextWriter()
      text.write(input: written)
      return text.bytes.withUnsafeBufferPointer {
        copyOut($0, to: buffer, capacity: capacity, length: outLength)
      }
    } catch {
      return error.status
    }
  }
}

/// See `interaction.h`.
@c(interaction_machine_report_text)
@_optimize(size)
public func interactionMachineReportText(
  _ machine: UnsafePointer<interaction_machine>?, _ report: UnsafePointer<interaction_report>?,
  _ effects: UnsafePointer<interaction_effect>?, _ effectCount: UInt32,
  _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: UInt64, _ outLength: UnsafeMutablePointer<UInt64>?
) -> interaction_status {
  guard let machine, let report, let outLength, isValidBuffer(buffer, capacity: capacity) else {
    return Status.nullArgument
  }
  guard effects != nil || effectCount == 0 else { return Status.nullArgument }
  return withHandle(machine) { handle in
    do throws(InputError) {
      // More effects than an `Int` counts (wasm32) cannot lie in memory: refused, not trapped on.
      guard let effectCount = Int(exactly: effectCount) else { return Status.outOfRange }
      let list = UnsafeBufferPointer(start: effects, count: effectCount)
      let line = try handle.pointee.line(report.pointee, effects: list)
      return line.withUnsafeBufferPointer { copyOut($0, to: buffer, capacity: capacity, length: outLength) }
    } catch {
      return error.status
    }
  }
}

/// See `interaction.h`.
@c(interaction_machine_scene)
@_optimize(size)
public func interactionMachineScene(
  _ machine: UnsafePointer<interaction_machine>?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: UInt64,
  _ outLength: UnsafeMutablePointer<UInt64>?
) -> interaction_status {
  guard let machine, let outLength, isValidBuffer(buffer, capacity: capacity) else {
    return Status.nullArgument
  }
  let json = withHandle(machine) { $0.pointee.declared.pointee.json }
  return copyOut(json, to: buffer, capacity: capacity, length: outLength)
}

/// See `interaction.h`.
@c(interaction_word)
@_optimize(size)
public func interactionWord(
  _ table: interaction_vocabulary, _ value: UInt32, _ outUTF8: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
  _ outLength: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let outUTF8, let outLength else { return Status.nullArgument }
  guard value <= UInt32(UInt8.max), let bytes = Vocabulary.spellingBytes(table: table, value: UInt8(value))
  else { return Status.invalidEnum }
  outUTF8.pointee = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
  outLength.pointee = UInt32(truncatingIfNeeded: bytes.count)
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_status_name)
@_optimize(size)
public func interactionStatusName(
  _ status: interaction_status, _ outUTF8: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
  _ outLength: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let outUTF8, let outLength else { return Status.nullArgument }
  guard let name = StatusTable.name(status) else { return Status.invalidEnum }
  outUTF8.pointee = UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
  outLength.pointee = UInt32(truncatingIfNeeded: name.utf8CodeUnitCount)
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_version)
@_optimize(size)
public func interactionVersion() -> UInt32 {
  UInt32(PackageVersion.major) << 16 | UInt32(PackageVersion.minor) << 8 | UInt32(PackageVersion.patch)
}
