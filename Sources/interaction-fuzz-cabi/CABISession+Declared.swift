import CInteraction
import Foundation

/// The ids the machine's scene declares, read from its JSON (`interaction_machine_scene`), not through
/// the trace parser: the oracle of `interaction_machine_input_text`'s refusals (SPEC I9: it writes only
/// what a trace can hold, which `interaction_machine_parse_input` reads back).
struct DeclaredIDs {
  /// The targets' ids.
  var targets: [[UInt8]] = []
  /// The ids of every target's menu items, at any depth (a submenu's and a deferred group's among them).
  var items: [[UInt8]] = []

  /// None.
  init() {}

  /// The ids of a scene's JSON; `nil` when it does not read.
  init?(json: [UInt8]) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
      let targets = object["targets"] as? [[String: Any]]
    else { return nil }
    for target in targets {
      if let id = target["id"] as? String { self.targets.append(Array(id.utf8)) }
      addItems(target["menu"])
    }
  }

  private mutating func addItems(_ list: Any?) {
    for item in list as? [[String: Any]] ?? [] {
      if let id = item["id"] as? String { items.append(Array(id.utf8)) }
      addItems(item["items"])
    }
  }
}

extension CABISession {
  /// The scene's declared ids, from `interaction_machine_scene` (no byte of the input read).
  func readDeclaredIDs() -> DeclaredIDs {
    var length: UInt64 = 0
    guard interaction_machine_scene(machine, nil, 0, &length) == statusSmall, length < 1 << 24 else {
      fail("interaction_machine_scene gave no length")
      return DeclaredIDs()
    }
    var buffer = [CChar](repeating: 0, count: Int(length))
    guard interaction_machine_scene(machine, &buffer, length, &length) == statusOK else {
      fail("interaction_machine_scene refused the length it asked for")
      return DeclaredIDs()
    }
    guard let ids = DeclaredIDs(json: buffer.map { UInt8(bitPattern: $0) }) else {
      fail("the scene's JSON does not read")
      return DeclaredIDs()
    }
    return ids
  }

  /// Whether the scene declares the name `input` carries where its verb takes one (a target for `focus`
  /// and `remove`, a menu item for `select` and `hover`); `nil` for an input that carries no name of the
  /// table (another verb, `hover` over none, an index past the table).
  func declaresName(of input: interaction_input) -> Bool? {
    guard takesName(input.verb), let name = nameBytes(input.name) else { return nil }
    switch Int(input.verb) {
    case INTERACTION_INPUT_VERB_FOCUS, INTERACTION_INPUT_VERB_REMOVE: return declared.targets.contains(name)
    default: return declared.items.contains(name)
    }
  }

  /// `interaction_machine_input_text` of an input that carries a name of the table refuses it (UNKNOWN_NAME,
  /// `*out_length` untouched) exactly when the scene does not declare the name where its verb takes one:
  /// with a capacity of 0, BUFFER_TOO_SMALL (no input's text is empty) or UNKNOWN_NAME.
  func checkInputTextRefusal(_ input: interaction_input) {
    guard let declares = declaresName(of: input) else { return }
    var input = input
    var length = sentinel(UInt64.self)
    let status = interaction_machine_input_text(machine, &input, nil, 0, &length)
    log += bytes(of: status)
    if status != (declares ? statusSmall : statusName) {
      let role = declares ? "declares" : "does not declare"
      fail("input_text gave status \(status) for \(input), whose name the scene \(role) in its place")
    }
    if status == statusName && !untouched(length) { fail("UNKNOWN_NAME wrote *out_length") }
  }
}
