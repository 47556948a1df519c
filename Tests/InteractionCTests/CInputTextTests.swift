import CInteraction
import Foundation
import InteractionCore
import Testing

/// `interaction_machine_input_text` writes only what `interaction_machine_parse_input` reads back (SPEC
/// I9: whatever is recorded replays): an input that names a name of the machine's table where the scene
/// does not declare it (a target for `focus` and `remove`, a menu item at any depth for `select` and
/// `hover`) is UNKNOWN_NAME, with nothing written. A send still takes such an input, and the machine
/// ignores it.
@Suite struct CInputTextTests {
  /// `target album` declares items at three depths (`copy` in a submenu, `fetched` in a deferred
  /// group), a custom preview's name `album-card` and a destination `album-page`; `photo` has no menu.
  static let album = CGrammarTests.album

  /// What `interaction_machine_input_text` gives for `input` into a buffer of `capacity` bytes of 0xA5
  /// (NULL for 0) with `*out_length` 0xA5A5: the status, the text on OK, and whether the buffer and
  /// `*out_length` are as they were.
  static func write(
    _ machine: UnsafeMutablePointer<interaction_machine>, _ input: interaction_input, capacity: Int = 256
  ) -> (status: interaction_status, text: String?, untouched: Bool) {
    var input = input
    var length: UInt64 = 0xA5A5
    var buffer = [CChar](repeating: CChar(bitPattern: 0xA5), count: max(capacity, 1))
    let status = buffer.withUnsafeMutableBufferPointer {
      interaction_machine_input_text(
        machine, &input, capacity == 0 ? nil : $0.baseAddress, UInt64(capacity), &length)
    }
    let untouched = length == 0xA5A5 && buffer.allSatisfy { $0 == CChar(bitPattern: 0xA5) }
    guard status == INTERACTION_STATUS_OK else { return (status, nil, untouched) }
    let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (status, text, untouched)
  }

  /// What `interaction_machine_parse_input` reads from `text`: the status and the input on OK.
  static func parse(_ machine: UnsafeMutablePointer<interaction_machine>, _ text: String) -> (
    status: interaction_status, input: interaction_input
  ) {
    var input = interaction_input()
    var error: UnsafeMutablePointer<interaction_error>?
    let bytes = Array(text.utf8)
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        interaction_machine_parse_input(machine, $0.baseAddress, UInt64($0.count), &input, &error)
      }
    }
    if let error { interaction_error_free(error) }
    return (status, input)
  }

  /// The verbs whose input carries a name (``InputVerb/Operand/isID``): `select`, `focus`, `remove`,
  /// `hover`.
  static let namingVerbs = InputVerb.inOrder.filter { $0.operand.isID }

  @Test(
    "I9: input_text of a name where the scene does not declare it (select or hover of a target, of a custom preview's name, of a destination; focus or remove of an item at any depth): UNKNOWN_NAME, the buffer and *out_length untouched"
  )
  func undeclaredRoleIsUnknownName() throws {
    let machine = try #require(CMachine(Self.album))
    let mismatches: [(InputVerb, String)] = [
      (.select, "album"), (.select, "photo"), (.select, "album-card"), (.select, "album-page"),
      (.hover, "photo"), (.hover, "album-card"),
      (.focus, "pin"), (.focus, "copy"), (.focus, "fetched"), (.focus, "album-card"),
      (.remove, "more"), (.remove, "later"), (.remove, "album-page"),
    ]
    for (verb, name) in mismatches {
      let index = try #require(machine.find(name), "\(name) is in the table")
      let input = cInput(verb, index)
      let text = verb.spelling + " " + name
      // The text a trace would hold does not read (an undeclared id): that is why nothing is written.
      #expect(Self.parse(machine.pointer, text).status == INTERACTION_STATUS_PARSE_ERROR, "\(text)")
      for capacity in [256, 0] {
        let written = Self.write(machine.pointer, input, capacity: capacity)
        #expect(written.status == INTERACTION_STATUS_UNKNOWN_NAME, "\(text), capacity \(capacity)")
        #expect(written.untouched, "\(text), capacity \(capacity): the buffer or *out_length was written")
      }
      // The per-input path is as it was: the machine takes the input and ignores it.
      #expect(machine.send(input, at: 0) == INTERACTION_STATUS_OK, "\(text)")
    }
  }

  @Test(
    "SPEC section 9: input_text of a name where the scene declares it (an item at any depth, a target, hover none): OK, and parse_input reads it back"
  )
  func declaredRoleIsWritten() throws {
    let machine = try #require(CMachine(Self.album))
    let declared: [(InputVerb, String?)] = [
      (.select, "pin"), (.select, "copy"), (.select, "fetched"), (.hover, "more"), (.hover, "later"),
      (.hover, nil), (.focus, "photo"), (.remove, "album"),
    ]
    for (verb, name) in declared {
      let index = try name.map { try #require(machine.find($0)) } ?? INTERACTION_NO_NAME
      let written = Self.write(machine.pointer, cInput(verb, index))
      let text = verb.spelling + " " + (name ?? "none")
      #expect(written.status == INTERACTION_STATUS_OK, "\(text)")
      #expect(written.text == text)
      let read = Self.parse(machine.pointer, text)
      #expect(read.status == INTERACTION_STATUS_OK, "\(text)")
      #expect(read.input.verb == verb.rawValue && read.input.name == index, "\(text)")
    }
  }

  @Test(
    "I9: for every name of the table and every verb that takes one, input_text is OK exactly when parse_input of the text reads, and reads back the same input (every shipped scene, from its text and built in code)"
  )
  func inputTextIsWhatParseInputReads() throws {
    // Names held twice: a custom preview named as its own target, another named as an item.
    let twice = """
      target apple frame=0,0,390,44 preview=custom:apple
        action pin "Pin"
      target pear frame=0,50,390,44 preview=custom:pin
      """
    var scenes: [(String, String)] = [("album", Self.album), ("twice", twice)]
    for url in CABIFixtures.shippedTraces { scenes.append((url.lastPathComponent, CABIFixtures.text(url))) }
    #expect(scenes.count > 40)
    var refused = 0
    for (file, text) in scenes {
      let fromText = try #require(CMachine(text), "\(file)")
      let built = try SceneBuilderTests.builtMachine(Trace.parse(text))
      defer { interaction_machine_free(built) }
      for machine in [fromText.pointer, built] {
        let names = SceneBuilderTests.names(machine)
        if file == "twice" { #expect(names.count > Set(names).count, "the table holds a name twice") }
        for verb in Self.namingVerbs {
          for index in names.indices {
            let input = cInput(verb, UInt32(index))
            let written = Self.write(machine, input)
            let text = verb.spelling + " " + names[index]
            let read = Self.parse(machine, text)
            #expect(
              (written.status == INTERACTION_STATUS_OK) == (read.status == INTERACTION_STATUS_OK),
              "\(file): \(text): input_text \(written.status), parse_input \(read.status)")
            if written.status == INTERACTION_STATUS_OK {
              #expect(written.text == text, "\(file)")
              // The same input: the same verb and name (a name the table holds twice reads back as its
              // first index), every other field zero.
              let first = UInt32(names.firstIndex(of: names[index])!)
              var expected = cInput(verb, first)
              #expect(
                withUnsafeBytes(of: &expected) { Array($0) } == withUnsafeBytes(of: read.input) { Array($0) },
                "\(file): \(text)")
            } else {
              refused += 1
              #expect(written.status == INTERACTION_STATUS_UNKNOWN_NAME, "\(file): \(text)")
              #expect(written.untouched, "\(file): \(text)")
            }
          }
        }
        let none = Self.write(machine, cInput(.hover))
        #expect(none.status == INTERACTION_STATUS_OK && none.text == "hover none", "\(file)")
      }
    }
    // Every scene with a menu has a target that `select` cannot name: the refusals are exercised.
    #expect(refused > scenes.count)
  }

  @Test(
    "I4: report_text of the machine's own ignored report of such an input is still its transcript line (the machine made it), though input_text refuses the input"
  )
  func reportTextOfTheIgnoredInput() throws {
    let machine = try #require(CMachine(Self.album))
    let input = cInput(.select, try #require(machine.find("album")))
    #expect(machine.send(input, at: 0) == INTERACTION_STATUS_OK)
    let (status, line) = CABIFuzzFindingTests.lastLine(machine)
    #expect(status == INTERACTION_STATUS_OK)
    #expect(line.contains("select album"), "\(line)")
    #expect(Self.write(machine.pointer, input).status == INTERACTION_STATUS_UNKNOWN_NAME)
  }
}
