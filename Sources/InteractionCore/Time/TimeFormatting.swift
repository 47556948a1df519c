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

/// Exact decimal rendering of scaled integers, without Foundation or floating point.
enum DecimalText {
  /// The integer in base 10.
  static func integer(_ value: Int64) -> String {
    String(value, radix: 10)
  }

  /// `value / 10^scale` as a decimal with trailing zeros removed, but at least `minimumDecimals` digits
  /// after the point.
  static func fixed(_ value: Int64, scale: Int, minimumDecimals: Int) -> String {
    var divisor: Int64 = 1
    for _ in 0..<scale { divisor *= 10 }
    let negative = value < 0
    let magnitude = value.magnitude
    let whole = magnitude / UInt64(divisor)
    var fraction = magnitude % UInt64(divisor)
    var digits = scale
    while digits > minimumDecimals && fraction % 10 == 0 && digits > 0 {
      fraction /= 10
      digits -= 1
    }
    var text = negative ? "-" : ""
    text += String(whole, radix: 10)
    if digits > 0 {
      var fractionText = String(fraction, radix: 10)
      while fractionText.utf8.count < digits { fractionText = "0" + fractionText }
      text += "." + fractionText
    }
    return text
  }

  /// Nanoseconds as decimal seconds.
  static func seconds(_ nanoseconds: Int64, minimumDecimals: Int) -> String {
    fixed(nanoseconds, scale: 9, minimumDecimals: minimumDecimals)
  }
}
