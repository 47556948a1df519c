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
}
