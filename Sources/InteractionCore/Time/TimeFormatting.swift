extension Instant {
  /// The instant as decimal seconds with at least three decimals, exact to the nanosecond
  /// (`0.500`, `1.000000001`), as transcripts print it.
  public var secondsText: String {
    DecimalText.seconds(nanoseconds, minimumDecimals: 3)
  }
}

extension Interval {
  /// The interval as the shortest exact trace literal (`500ms`, `1.5s`, `0s`, `1ns` as `0.000000001s`).
  public var traceText: String {
    if nanoseconds % 1_000_000 == 0 {
      return DecimalText.integer(nanoseconds / 1_000_000) + "ms"
    }
    return DecimalText.seconds(nanoseconds, minimumDecimals: 0) + "s"
  }
}

/// Exact decimal rendering of scaled integers, without Foundation or floating point
/// (``TextWriter/write(decimal:scale:minimumDecimals:)`` writes the digits).
enum DecimalText {
  /// The integer in base 10.
  static func integer(_ value: Int64) -> String {
    fixed(value, scale: 0, minimumDecimals: 0)
  }

  /// `value / 10^scale` as a decimal with trailing zeros removed, but at least `minimumDecimals` digits
  /// after the point.
  @inline(never)
  static func fixed(_ value: Int64, scale: Int, minimumDecimals: Int) -> String {
    var text = TextWriter()
    text.write(decimal: value, scale: scale, minimumDecimals: minimumDecimals)
    return text.text
  }

  /// Nanoseconds as decimal seconds.
  static func seconds(_ nanoseconds: Int64, minimumDecimals: Int) -> String {
    fixed(nanoseconds, scale: 9, minimumDecimals: minimumDecimals)
  }
}
