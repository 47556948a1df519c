/// The targets of a screen, in z order: a target declared later lies on top of one declared earlier.
public struct Scene: Hashable, Sendable {
  /// The targets, bottom first.
  public var targets: [Target]

  /// Creates a scene from targets listed bottom first.
  public init(targets: [Target] = []) {
    self.targets = targets
  }

  /// The index of the target with the given id.
  public func index(of id: String) -> Int? {
    targets.firstIndex { $0.id == id }
  }
}
