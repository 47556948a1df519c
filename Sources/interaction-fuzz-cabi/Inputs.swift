import CInteraction

/// Whether a verb takes a name (`select`, `focus`, `remove`, `hover`).
func takesName(_ verb: UInt8) -> Bool {
  [
    INTERACTION_INPUT_VERB_SELECT, INTERACTION_INPUT_VERB_FOCUS, INTERACTION_INPUT_VERB_REMOVE,
    INTERACTION_INPUT_VERB_HOVER,
  ]
  .contains(Int(verb))
}

/// The input with only the fields its verb takes; the others as a zeroed input has them (no name).
func meaningful(_ input: interaction_input) -> interaction_input {
  var result = interaction_input(verb: input.verb)
  switch Int(input.verb) {
  case INTERACTION_INPUT_VERB_DOWN, INTERACTION_INPUT_VERB_MOVE, INTERACTION_INPUT_VERB_RIGHT_CLICK:
    result.x = input.x
    result.y = input.y
  case INTERACTION_INPUT_VERB_FORCE: result.force = input.force
  case INTERACTION_INPUT_VERB_KEY: result.key = input.key
  default: if takesName(input.verb) { result.name = input.name }
  }
  return result
}

extension interaction_input {
  /// A zeroed input of `verb`, no name.
  init(verb: UInt8) {
    self.init()
    self.verb = verb
    name = INTERACTION_NO_NAME
  }
}
