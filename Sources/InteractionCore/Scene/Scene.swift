/// The targets of a screen, in z order: a target declared later lies on top of one declared earlier.
public struct Scene: Hashable, Sendable {
  /// The targets, bottom first.
  public var targets: [Target]

  /// Creates a scene from targets listed bottom first.
  public init(targets: [Target] = []) {
    self.targets = targets
  }

  /// Throws the first rule of a trace that the scene breaks (SPEC I9, section 9): ids, uniqueness,
  /// reserved words, ranges, titles (``SceneRules/validate(_:)-(Scene)``).
  public func validate() throws(SceneError) {
    try SceneRules.validate(self)
  }

  /// The index of the target with the given id.
  public func index(of id: String) -> Int? {
    targets.firstIndex { $0.id.hasSameBytes(as: id) }
  }

  /// Whether a trace over this scene can name `input`'s id where its verb takes one (SPEC section 9,
  /// I9): `select` and `hover` an item of some target's menu, at any depth; `focus` and `remove` a
  /// target. True for an input that names no id (`hover` over none among them). Ids are compared by
  /// their bytes, as the trace parser compares them. The trace recorder writes a `tick` for an input
  /// that fails it, and the C ABI writes no text for one (`interaction_machine_input_text`).
  package func declaresID(of input: Input) -> Bool {
    switch input {
    case .select(let id), .hover(let id?):
      // By index: each target is read in place, not copied.
      var index = 0
      while index < targets.count {
        if targets[index].menu.index(of: id) != nil { return true }
        index += 1
      }
      return false
    case .focus(let id), .remove(let id): return index(of: id) != nil
    default: return true
    }
  }
}
