// A replay's reports as JSON (``TranscriptJSON``, SPEC section 10), written as pieces of a
// ``TextWriter``: the one writer of a `transitions` entry, of a JSON string and of the outcomes' list.
// ``TranscriptJSON``'s strings are these bytes, and `interaction-sim replay --format json` writes entry
// after entry into one buffer with them, making no `String` per entry.

extension TextWriter {
  /// Writes one entry of `transitions` as a JSON object on one line (``TranscriptJSON/entry(for:)``
  /// lists its fields): a transition's from its codes and the names they index, as its transcript
  /// line is written, with no ``Trigger``, ``Effect`` or ``Outcome`` made for it.
  @inline(never)
  package mutating func write(jsonEntry report: Report) {
    switch report {
    case .transition(let transition):
      let (code, names) = (transition.code, transition.names)
      write(jsonInstant: code.instant)
      write(", \"kind\": \"transition\", \"from\": ")
      write(jsonWord: code.from)
      write(", \"trigger\": ")
      write(jsonString: { $0.write(trigger: code.trigger, names: names) })
      write(", \"to\": ")
      write(jsonWord: code.to)
      write(", \"target\": ")
      if let target = code.target { write(jsonString: names.string(target)) } else { write("null") }
      write(", \"effects\": [")
      var index = 0
      while index < Int(code.effects.count) {
        if index > 0 { write(", ") }
        write(jsonString: { $0.write(effect: code.effects[index], names: names) })
        index += 1
      }
      write("], \"outcome\": ")
      if let outcome = code.outcome {
        write(jsonString: { $0.write(outcome: outcome, names: names) })
      } else {
        write("null")
      }
      write(", \"interaction\": ")
      write(code.interaction)
      write(", \"reason\": null}")
    case .ignored(let ignored):
      write(jsonInstant: ignored.instant)
      write(", \"kind\": \"ignored\", \"from\": ")
      write(jsonWord: ignored.phase)
      write(", \"trigger\": ")
      write(jsonString: { $0.write(input: ignored.input) })
      write(", \"to\": ")
      write(jsonWord: ignored.phase)
      write(", \"target\": null, \"effects\": [], \"outcome\": null, \"interaction\": null, \"reason\": ")
      write(jsonString: { $0.write(reason: ignored.reason) })
      write(byte: UInt8(ascii: "}"))
    }
  }

  /// Writes the start of a replay's JSON document, up to the opening of `transitions`.
  @inline(never)
  package mutating func writeJSONDocumentStart() {
    write("{\n  \"transitions\": [")
  }

  /// Writes what comes before the `index`th entry of `transitions` (from 0): a line break, and a comma
  /// before any entry but the first.
  @inline(never)
  package mutating func write(jsonEntryOpening index: Int) {
    write(index == 0 ? "\n    " : ",\n    ")
  }

  /// Writes the end of a replay's JSON document after its `entryCount` entries: `transitions` closed
  /// (`[]` with no entry), then `outcomes`, the object's end and a line feed.
  @inline(never)
  package mutating func write(jsonDocumentEnd outcomes: [Outcome], entryCount: Int) {
    write(entryCount == 0 ? "],\n  \"outcomes\": " : "\n  ],\n  \"outcomes\": ")
    write(jsonOutcomes: outcomes)
    write("\n}\n")
  }

  /// Writes the outcomes as a JSON array of strings, on one line (``TranscriptJSON/outcomeList(_:)``).
  @inline(never)
  package mutating func write(jsonOutcomes outcomes: [Outcome]) {
    write(byte: UInt8(ascii: "["))
    for (index, outcome) in outcomes.enumerated() {
      if index > 0 { write(", ") }
      write(jsonString: { $0.write(outcome: outcome) })
    }
    write(byte: UInt8(ascii: "]"))
  }

  /// Writes a JSON string literal: the text between double quotes, escaped (``escapeJSON(from:)``).
  @inline(never)
  package mutating func write(jsonString value: String) {
    write(jsonString: { $0.write(text: value) })
  }

  /// `{"instant_ns": N, "instant": "S"`: an entry's first fields.
  @inline(never)
  private mutating func write(jsonInstant instant: Instant) {
    write("{\"instant_ns\": ")
    write(decimal: instant.nanoseconds, scale: 0, minimumDecimals: 0)
    write(", \"instant\": \"")
    write(instant: instant)
    write(byte: UInt8(ascii: "\""))
  }

  /// A phase's spelling as a JSON string.
  @inline(never)
  private mutating func write(jsonWord phase: Phase) {
    write(jsonString: { $0.write(word: phase) })
  }

  /// Writes a JSON string literal of what `content` writes: an opening quote, the text escaped in
  /// place (``escapeJSON(from:)``), a closing quote.
  @inline(__always)
  private mutating func write(jsonString content: (inout TextWriter) -> Void) {
    write(byte: UInt8(ascii: "\""))
    let start = bytes.count
    content(&self)
    escapeJSON(from: start)
    write(byte: UInt8(ascii: "\""))
  }
}
