/// What the machine reads of its scene on every input, compiled once into flat, trivially-copyable
/// tables: the targets' hit-test geometry and what their reports name, and the table of names that the
/// machine's reports index (``ReportNames``).
///
/// The scene's ids never change while the machine runs (only item states do, and those stay in the
/// scene), so the index is immutable and shared by every copy of the machine.
@usableFromInline
final class SceneIndex: Sendable {
  /// The names that reports index: target ids first (index = target index), then each target's node
  /// ids (index = ``CompiledTarget/nodeBase`` + node index), then primary actions and destinations.
  @usableFromInline let names: ReportNames
  /// The targets, in z order.
  let targets: [CompiledTarget]
  /// The targets' hit-test geometry, in z order: all that a point passing over a target reads.
  let hitBoxes: [HitBox]
  /// For every node of every menu (at ``CompiledTarget/nodeOffset`` + node index): the index of the
  /// action's destination and how it is shown, `nil` for none.
  let nodeRoutes: [Route?]
  /// For every target (from ``CompiledTarget/deferredBase``): the load times of its deferred elements,
  /// in load order.
  let loadTimes: [Interval]

  @_optimize(speed)
  init(scene: Scene, configuration: Configuration) {
    var strings: [String] = []
    var previews: [PreviewSlot] = []
    for target in scene.targets { strings.append(target.id) }
    var targets: [CompiledTarget] = []
    var nodeRoutes: [Route?] = []
    var loadTimes: [Interval] = []
    for (index, target) in scene.targets.enumerated() {
      let nodeBase = Int32(strings.count)
      let nodeOffset = Int32(nodeRoutes.count)
      for node in target.menu.nodes { strings.append(node.id) }
      for node in target.menu.nodes {
        if let destination = node.destination {
          nodeRoutes.append(Route(destination: Int32(strings.count), presentation: node.presentation))
          strings.append(destination)
        } else {
          nodeRoutes.append(nil)
        }
      }
      @_optimize(speed)
      func add(_ string: String?) -> Int32? {
        guard let string else { return nil }
        strings.append(string)
        return Int32(strings.count - 1)
      }
      let primary = add(target.primaryAction)
      let destination = add(target.committedDestinationName)
      previews.append(PreviewSlot(preview: target.preview, size: target.preferredPreviewSize))
      let deferredBase = Int32(loadTimes.count)
      for node in target.menu.deferredLoadOrder { loadTimes.append(target.menu.nodes[node].loadTime) }
      targets.append(
        CompiledTarget(
          target, index: Int32(index), nodeBase: nodeBase, nodeOffset: nodeOffset, primary: primary,
          destination: destination,
          deferredBase: deferredBase, deferredCount: Int32(target.menu.deferredLoadOrder.count)))
    }
    self.names = ReportNames(strings: strings, previews: previews, fractions: [configuration.overlay])
    self.targets = targets
    self.hitBoxes = scene.targets.map { HitBox(frame: $0.frame, shape: $0.shape) }
    self.nodeRoutes = nodeRoutes
    self.loadTimes = loadTimes
  }

  /// The deadline of the timer that `state` runs, `nil` for none. Inlined into every transition, where
  /// the next state's case is known, so that the switch folds to the one case's read.
  @inline(__always)
  @_optimize(speed)
  func deadline(of state: MachineState) -> Instant? {
    switch state {
    case .idle, .showingDestination:
      return nil
    case .pressing(let pressing):
      return pressing.holdDeadline
    case .lifting(let lifting):
      return lifting.liftDeadline
    case .presented(let presenting):
      let target = targets[presenting.target]
      guard presenting.loadedCount < Int(target.deferredCount) else { return nil }
      return presenting.since + loadTimes[Int(target.deferredBase) + presenting.loadedCount]
    case .committing(let committing):
      return committing.deadline
    case .dismissing(let dismissing):
      return dismissing.deadline
    }
  }
}

/// One target as the machine reads it once it is hit.
struct CompiledTarget: Sendable {
  /// The content shape, asked (exactly) about a point in one of its corners' squares.
  var shape: ContentShape
  /// The frame, for the shape's own test.
  var frame: Rect
  /// The index of the target's id in ``ReportNames`` (its target index).
  var id: Int32
  /// The index of its first node's id in ``ReportNames``.
  var nodeBase: Int32
  /// Where its nodes start in ``SceneIndex/nodeRoutes``.
  var nodeOffset: Int32
  /// The index of its primary action's name, `nil` for none.
  var primary: Int32?
  /// The destination a preview commit shows, and how, `nil` for none.
  var route: Route?
  /// Where its deferred load times start in ``SceneIndex/loadTimes``, and how many there are.
  var deferredBase: Int32
  var deferredCount: Int32

  @_optimize(speed)
  init(
    _ target: Target, index: Int32, nodeBase: Int32, nodeOffset: Int32, primary: Int32?, destination: Int32?,
    deferredBase: Int32,
    deferredCount: Int32
  ) {
    shape = target.shape
    frame = target.frame
    id = index
    self.nodeBase = nodeBase
    self.nodeOffset = nodeOffset
    self.primary = primary
    route = destination.map { Route(destination: $0, presentation: target.presentation) }
    self.deferredBase = deferredBase
    self.deferredCount = deferredCount
  }

  /// Whether a point of the frame lies inside the content shape: asked only for a point in one of
  /// its corners' squares (``HitBox``).
  @_optimize(speed)
  func cornerContains(_ x: Int64, _ y: Int64) -> Bool {
    shape.contains(Point(x: Length(millipoints: x), y: Length(millipoints: y)), in: frame)
  }
}
