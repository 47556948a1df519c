/// How an option's value is read and checked, declared once beside the option: what a valid value is
/// (the words of the error), the reading itself, and how a value is spelled back (a default in the help).
struct ValueReader<Value>: Sendable {
  /// What a valid value is, as the usage error says it: `expected EXPECTED for '--name', found 'TEXT'`.
  let expected: String
  /// The placeholder the usage line shows when the option names none of its own (`text|json`).
  let placeholder: String?
  /// The value as it is written on the command line.
  let spelling: @Sendable (Value) -> String
  /// The value the text stands for, or `nil` when it stands for none.
  let read: @Sendable (String) -> Value?

  init(
    expected: String, placeholder: String? = nil, spelling: @escaping @Sendable (Value) -> String,
    read: @escaping @Sendable (String) -> Value?
  ) {
    self.expected = expected
    self.placeholder = placeholder
    self.spelling = spelling
    self.read = read
  }
}

extension ValueReader where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
  /// One of the cases, by its raw value: `text|json` in the usage, `expected text or json` in an error.
  static var choice: ValueReader {
    let cases = Value.allCases.map { (name: $0.rawValue, value: $0) }
    let names = cases.map { $0.name }
    let expected =
      names.count < 2
      ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    return ValueReader(
      expected: expected, placeholder: names.joined(separator: "|"), spelling: { $0.rawValue },
      read: { text in cases.first { $0.name == text }?.value })
  }
}

extension ValueReader where Value == Int {
  /// A whole number in a range; `expected` says which in words.
  static func wholeNumber(in range: ClosedRange<Int>, expected: String) -> ValueReader {
    ValueReader(expected: expected, spelling: { String($0) }) { text in
      guard let value = Int(text), range.contains(value) else { return nil }
      return value
    }
  }
}

extension ValueReader where Value == UInt64 {
  /// Any whole number that 64 bits hold.
  static var unsigned64: ValueReader {
    ValueReader(expected: "a whole number from 0 to \(UInt64.max)", spelling: { String($0) }) { UInt64($0) }
  }
}

extension ValueReader where Value == Double {
  /// A percentage from 0 to 100, in digits and a decimal point.
  static var percentage: ValueReader {
    ValueReader(expected: "a percentage from 0 to 100", spelling: { String($0) }) { text in
      guard text.allSatisfy({ $0.isNumber || $0 == "." }), let value = Double(text), value >= 0, value <= 100
      else { return nil }
      return value
    }
  }
}

extension ValueReader where Value == String {
  /// A path to a file or folder: any text but the empty one.
  static func path(_ expected: String) -> ValueReader {
    ValueReader(expected: expected, spelling: { $0 }) { $0.isEmpty ? nil : $0 }
  }
}
