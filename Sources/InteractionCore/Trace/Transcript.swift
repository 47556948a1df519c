/// The transcript of a replay: one line per report, as `interaction-sim replay` prints it.
///
/// A transition: `INSTANT  FROM --TRIGGER--> TO`, then `: EFFECT, EFFECT` when it has effects, then
/// ` => outcome N: OUTCOME` when it decides an outcome (N is the interaction's number):
///
///     0.500  pressing --timer hold--> lifting: unhighlight apple, haptic, show-preview apple custom:apple-card 300x400
///     1.200  presented --select delete--> dismissing: perform apple delete, hide-menu, begin-fade 0.05 => outcome 1: perform delete
///
/// An ignored input: `INSTANT  PHASE: INPUT ignored (REASON)`:
///
///     0.700  lifting: down 5,5 ignored (the screen is busy)
public enum Transcript {
  /// The transcript line of one report, without a line break.
  public static func line(for report: Report) -> String {
    TextWriter.text { $0.write(line: report) }
  }

  /// The transcript of the reports, each line ending in a line feed.
  public static func text(for reports: [Report]) -> String {
    var text = ""
    for report in reports { text += line(for: report) + "\n" }
    return text
  }
}

/// A sink that writes the transcript as the reports arrive.
///
/// Each line is written in place into one growing byte array (amortized, as an array grows), not
/// appended to a `String`: in the WebAssembly module, `+=` on a `String` is the module's own and makes
/// a new string (Sources/InteractionCore/Text/EmbeddedStrings.swift), so a transcript kept as a
/// `String` was copied whole at every line, a replay's time quadratic in its inputs.
public struct TranscriptSink: ReportSink, Sendable {
  /// The transcript so far, UTF-8.
  private var writer = TextWriter()
  /// How many lines it holds.
  public private(set) var lineCount = 0

  /// Creates an empty transcript.
  public init() {}

  /// The transcript so far, each line ending in a line feed.
  public var text: String { writer.text }

  /// The transcript so far as UTF-8 bytes, each line ending in a line feed (the C ABI copies them out
  /// without making a `String`).
  package var bytes: [UInt8] { writer.bytes }

  /// Appends the report's line.
  public mutating func receive(_ report: Report) {
    writer.write(line: report)
    writer.write(byte: UInt8(ascii: "\n"))
    lineCount += 1
  }
}

/// The transcript as JSON: one object with `transitions` and `outcomes` (SPEC section 10).
///
/// Each entry of `transitions` holds `instant_ns` (a number), `instant` (``Instant/secondsText``),
/// `kind` (`transition` or `ignored`), `from`, `trigger` (the input as written, or `timer NAME`), `to`,
/// `target` (the running interaction's target, or null), `effects` (strings), `outcome` (a string or
/// null), `interaction` (a number, or null for an ignored input) and `reason` (a string for an ignored
/// input, else null). An ignored input stays in its phase: `from` and `to` are that phase. `outcomes`
/// lists the outcomes in the order the interactions ended.
public enum TranscriptJSON {
  /// One entry of `transitions`, as a JSON object on one line.
  public static func entry(for report: Report) -> String {
    TextWriter.text { $0.write(jsonEntry: report) }
  }

  /// The whole document for the reports and outcomes of a replay, ending in a line feed.
  public static func document(reports: [Report], outcomes: [Outcome]) -> String {
    TextWriter.text { json in
      json.writeJSONDocumentStart()
      for (index, report) in reports.enumerated() {
        json.write(jsonEntryOpening: index)
        json.write(jsonEntry: report)
      }
      json.write(jsonDocumentEnd: outcomes, entryCount: reports.count)
    }
  }

  /// The outcomes as a JSON array of strings.
  public static func outcomeList(_ outcomes: [Outcome]) -> String {
    TextWriter.text { $0.write(jsonOutcomes: outcomes) }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  public static func string(_ value: String) -> String {
    TextWriter.text { $0.write(jsonString: value) }
  }
}
