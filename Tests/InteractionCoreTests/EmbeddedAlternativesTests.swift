import Testing

@testable import InteractionCore

/// The WebAssembly module's parser and replayer keep their tables in small types of the package's own
/// (``IDMap``, ``IDSet``, ``SortedNumbers``) where the native build keeps the standard library's
/// `Dictionary` and `Set` (docs/DECISIONS.md). Only the wasm links them, so these stories hold them to
/// the answers of the collections they stand in for, here where the suite runs.
@Suite("Embedded alternatives answer as the standard library's collections do")
struct EmbeddedAlternativesTests {
  /// Ids of every length class: empty, small (in the string's words), long (in a buffer), and pairs
  /// that differ only in their last byte or that collide in their first bytes.
  static let ids: [String] =
    [
      "", "a", "b", "apple", "apples", "share", "share.copy", "a-long-identifier-of-a-menu-item",
      "a-long-identifier-of-a-menu-itex", "a-long-identifier-of-a-menu-item-2", "é", "e\u{301}",
    ] + (0..<40).map { "item-\($0)-of-a-long-menu" }

  @Test("IDMap: every id set, replaced and read gives what a Dictionary gives")
  func idMapMatchesDictionary() {
    var map = IDMap<Int>()
    var dictionary: [IDKey: Int] = [:]
    for (index, id) in Self.ids.enumerated() {
      map[IDKey(id)] = index
      dictionary[IDKey(id)] = index
    }
    // Replace every third; setting nil removes nothing.
    for (index, id) in Self.ids.enumerated() where index % 3 == 0 {
      map[IDKey(id)] = -index
      dictionary[IDKey(id)] = -index
      map[IDKey(id)] = nil
    }
    for id in Self.ids {
      // A copy built byte by byte, so that equal ids are different strings.
      let copy = String(decoding: Array(id.utf8), as: UTF8.self)
      #expect(map[IDKey(copy)] == dictionary[IDKey(id)], "id \(id)")
    }
    for absent in ["c", "apple ", "a-long-identifier-of-a-menu-iten", "item-40-of-a-long-menu"] {
      #expect(map[IDKey(absent)] == nil, "id \(absent)")
    }
    let literal: IDMap<Int> = [IDKey("x"): 1, IDKey("y"): 2]
    #expect(literal[IDKey("x")] == 1 && literal[IDKey("y")] == 2 && literal[IDKey("z")] == nil)
  }

  @Test("IDSet: holds what was inserted, as a Set of IDKey does")
  func idSetMatchesSet() {
    var set: IDSet = [IDKey("apple")]
    var standard: Set<IDKey> = [IDKey("apple")]
    for id in Self.ids.prefix(20) {
      set.insert(IDKey(id))
      standard.insert(IDKey(id))
    }
    for id in Self.ids + ["c", "missing"] {
      #expect(set.contains(IDKey(id)) == standard.contains(IDKey(id)), "id \(id)")
    }
  }

  @Test("SortedNumbers: contains what a Set<Int> of the same numbers contains")
  func sortedNumbersMatchSet() {
    let numbers = [9, 3, 3, 7, 1, 12, 9, 40, 2]
    let sorted = SortedNumbers(numbers)
    #expect(sorted.numbers == [1, 2, 3, 7, 9, 12, 40])
    let standard = Set(numbers)
    for number in -1...42 {
      #expect(sorted.contains(number) == standard.contains(number), "number \(number)")
    }
    #expect(SortedNumbers([]).contains(0) == false)
  }

  @Test("hasSameBytes: long ids of one length compare by every byte")
  func longIDsCompareByBytes() {
    let id = "a-long-identifier-of-a-menu-item"
    let copy = String(decoding: Array(id.utf8), as: UTF8.self)
    let lastDiffers = String(decoding: Array(id.utf8.dropLast()) + [UInt8(ascii: "x")], as: UTF8.self)
    let firstDiffers = "b" + id.dropFirst()
    #expect(id.hasSameBytes(as: copy))
    #expect(!id.hasSameBytes(as: lastDiffers))
    #expect(!id.hasSameBytes(as: firstDiffers))
    #expect(!id.hasSameBytes(as: id + "!"))
    // Canonically equivalent, different bytes: ids are bytes, not Unicode text.
    #expect(!"é".hasSameBytes(as: "e\u{301}"))
  }

  @Test("TraceLines.forEachLine splits as forEach does, and says which lines are printable ASCII")
  func forEachLineMatchesForEach() throws {
    for text in ["", "a", "a\n", "a\nb", "at 0s down 1 2\n\nat 1s up\n", "é\nplain\n\u{7}bell", "\n\n"] {
      let bytes = Array(text.utf8)
      var plain: [(String, Int)] = []
      var withPrintable: [(String, Int, Bool)] = []
      try bytes.withUnsafeBufferPointer { buffer throws(TraceError) in
        try TraceLines.forEach(in: buffer) { (line, number) throws(TraceError) in
          plain.append((String(decoding: line, as: UTF8.self), number))
        }
        try TraceLines.forEachLine(in: buffer) { (line, number, printable) throws(TraceError) in
          withPrintable.append((String(decoding: line, as: UTF8.self), number, printable))
        }
      }
      #expect(plain.map(\.0) == withPrintable.map(\.0), "text \(text.debugDescription)")
      #expect(plain.map(\.1) == withPrintable.map(\.1), "text \(text.debugDescription)")
      for (line, _, printable) in withPrintable {
        let expected = line.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        #expect(printable == expected, "line \(line.debugDescription) of \(text.debugDescription)")
      }
    }
    // A buffer with no storage is one empty line.
    var lines: [Int] = []
    try TraceLines.forEachLine(in: UnsafeBufferPointer(start: nil, count: 0)) {
      (line, number, _) throws(TraceError) in
      #expect(line.isEmpty)
      lines.append(number)
    }
    #expect(lines == [1])
  }
}
