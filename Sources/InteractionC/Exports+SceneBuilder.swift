import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// What an `interaction_scene_builder *` points at: the targets described so far, each with its menu
/// as its items were added (a flat ``Menu``: each item after its parent), and the configuration.
final class SceneBuilder {
  /// The targets, in order; items go to the last one.
  var targets: [Target] = []
  /// For each depth up to the last item of the last target: the node index of the last item at that
  /// depth if it holds items (a submenu or a deferred element), else -1; an item one level deeper goes
  /// inside it.
  var open: [Int] = []
  var configuration = Configuration.standard

  /// The scene described, each menu's deferred elements put in load order first: in a copy of the
  /// targets, as the builder is only read (`interaction_machine_new_from_builder` takes it `const`, and
  /// threads may make machines from one builder at once).
  var scene: Scene {
    var ordered = targets
    var index = 0
    while index < ordered.count {
      ordered[index].menu.orderDeferredLoads()
      index += 1
    }
    return Scene(targets: ordered)
  }

  /// Adds a target with no items yet.
  func add(_ target: Target) {
    targets.append(target)
    open.removeAll()
  }

  /// Adds an item to the last target's menu, at a depth that some container holds. The depth is at
  /// most ``SceneRules/maximumDepth``.
  func add(_ item: MenuNode, depth: Int) -> interaction_status {
    guard !targets.isEmpty else { return Status.outOfRange }
    guard depth < SceneRules.maximumDepth, depth <= open.count, depth == 0 || open[depth - 1] >= 0 else {
      return Status.outOfRange
    }
    var node = item
    node.parent = depth == 0 ? Menu.root : open[depth - 1]
    let index = targets[targets.count - 1].menu.append(node)
    // The items deeper than this one are closed: no later item goes inside them.
    while open.count > depth { open.removeLast() }
    open.append(node.kind == .action ? -1 : index)
    return Status.ok
  }

  /// The handle as the caller's pointer, retained.
  func retainedPointer() -> UnsafeMutablePointer<interaction_scene_builder> {
    UnsafeMutablePointer(OpaquePointer(Unmanaged.passRetained(self).toOpaque()))
  }
}

/// The builder behind a caller's pointer.
@inline(__always)
func sceneBuilder(_ pointer: UnsafePointer<interaction_scene_builder>) -> SceneBuilder {
  Unmanaged<SceneBuilder>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
}

/// The caller's text, `nil` for none (a NULL pointer and 0 bytes).
func optionalText(_ text: interaction_text) throws(Refusal) -> String? {
  if text.utf8 == nil && text.length == 0 { return nil }
  let bytes = try callerBytes(text.utf8, text.length)
  guard isValidUTF8(bytes) else { throw Refusal(status: Status.invalidUTF8) }
  return String(wellFormedUTF8: bytes)
}

/// The caller's text where one is required: none reads as empty, which the scene's rules refuse
/// when the machine is made.
func requiredText(_ text: interaction_text) throws(Refusal) -> String {
  try optionalText(text) ?? ""
}

/// A presentation's number, 0 being push.
func presentationValue(_ value: interaction_presentation) throws(Refusal) -> Presentation {
  if value == 0 { return .push }
  guard let presentation = Presentation(rawValue: value) else {
    throw Refusal(status: Status.invalidEnum)
  }
  return presentation
}

extension Target {
  /// The target a spec describes, with no menu yet.
  init(_ spec: interaction_target_spec) throws(Refusal) {
    let shape: ContentShape
    switch Int(spec.shape) {
    case 0, Int(INTERACTION_SHAPE_KIND_RECTANGLE): shape = .rectangle
    case Int(INTERACTION_SHAPE_KIND_ROUNDED_RECTANGLE):
      let radii = spec.corner_radii
      shape = .roundedRectangle(
        CornerRadii(
          topLeft: Length(millipoints: radii.0), topRight: Length(millipoints: radii.1),
          bottomRight: Length(millipoints: radii.2), bottomLeft: Length(millipoints: radii.3)))
    case Int(INTERACTION_SHAPE_KIND_CAPSULE): shape = .capsule
    case Int(INTERACTION_SHAPE_KIND_CIRCLE): shape = .circle
    default: throw Refusal(status: Status.invalidEnum)
    }
    let destination: Destination
    switch Int(spec.destination) {
    case 0, Int(INTERACTION_DESTINATION_KIND_NONE): destination = .none
    case Int(INTERACTION_DESTINATION_KIND_SAME): destination = .same
    case Int(INTERACTION_DESTINATION_KIND_NAMED):
      destination = .named(try requiredText(spec.destination_name))
    default: throw Refusal(status: Status.invalidEnum)
    }
    self.init(
      id: try requiredText(spec.id),
      frame: Rect(
        origin: Point(x: Length(millipoints: spec.x), y: Length(millipoints: spec.y)),
        size: Size(width: Length(millipoints: spec.width), height: Length(millipoints: spec.height))),
      shape: shape, preview: try optionalText(spec.preview).map { .custom($0) } ?? .source,
      destination: destination, presentation: try presentationValue(spec.presentation),
      preferredPreviewSize: spec.has_preferred_size == 0
        ? nil
        : Size(
          width: Length(millipoints: spec.preferred_width), height: Length(millipoints: spec.preferred_height)
        ),
      primaryAction: try optionalText(spec.primary_action), menu: .rootOnly)
  }
}

extension MenuNode {
  /// The menu node of the item a spec describes (its parent set when it is added).
  init(_ spec: interaction_item_spec) throws(Refusal) {
    let flags = spec.flags
    let actionFlags = UInt32(
      INTERACTION_ITEM_DESTRUCTIVE | INTERACTION_ITEM_DISABLED | INTERACTION_ITEM_HIDDEN
        | INTERACTION_ITEM_KEEPS_MENU)
    let submenuFlags = UInt32(INTERACTION_ITEM_INLINE | INTERACTION_ITEM_SINGLE_SELECTION)
    let id = try requiredText(spec.id)
    let title = try requiredText(spec.title)
    switch Int(spec.kind) {
    case Int(INTERACTION_ITEM_KIND_ACTION):
      guard flags & ~actionFlags == 0 else { throw Refusal(status: Status.invalidEnum) }
      var state: ItemState?
      if spec.state != 0 {
        guard let known = ItemState(rawValue: spec.state) else {
          throw Refusal(status: Status.invalidEnum)
        }
        state = known
      }
      self.init(kind: .action, id: id, title: title, parent: Menu.root)
      icon = try optionalText(spec.icon)
      isDestructive = flags & UInt32(INTERACTION_ITEM_DESTRUCTIVE) != 0
      isDisabled = flags & UInt32(INTERACTION_ITEM_DISABLED) != 0
      isHidden = flags & UInt32(INTERACTION_ITEM_HIDDEN) != 0
      keepsMenuPresented = flags & UInt32(INTERACTION_ITEM_KEEPS_MENU) != 0
      self.state = state
      destination = try optionalText(spec.destination)
      presentation = try presentationValue(spec.presentation)
    case Int(INTERACTION_ITEM_KIND_SUBMENU):
      guard flags & ~submenuFlags == 0 else { throw Refusal(status: Status.invalidEnum) }
      self.init(kind: .submenu, id: id, title: title, parent: Menu.root)
      icon = try optionalText(spec.icon)
      isInline = flags & UInt32(INTERACTION_ITEM_INLINE) != 0
      isSingleSelection = flags & UInt32(INTERACTION_ITEM_SINGLE_SELECTION) != 0
    case Int(INTERACTION_ITEM_KIND_DEFERRED):
      guard flags == 0 else { throw Refusal(status: Status.invalidEnum) }
      self.init(kind: .deferred, id: id, title: title, parent: Menu.root)
      loadTime = Interval(nanoseconds: spec.load_time)
    default:
      throw Refusal(status: Status.invalidEnum)
    }
  }
}

/// See `interaction.h`.
@c(interaction_scene_builder_new)
public func interactionSceneBuilderNew(
  _ outBuilder: UnsafeMutablePointer<UnsafeMutablePointer<interaction_scene_builder>?>?
) -> interaction_status {
  guard let outBuilder else { return Status.nullArgument }
  outBuilder.pointee = SceneBuilder().retainedPointer()
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_scene_builder_free)
public func interactionSceneBuilderFree(_ builder: UnsafeMutablePointer<interaction_scene_builder>?) {
  guard let builder else { return }
  Unmanaged<SceneBuilder>.fromOpaque(UnsafeRawPointer(builder)).release()
}

/// See `interaction.h`.
@c(interaction_scene_builder_add_target)
public func interactionSceneBuilderAddTarget(
  _ builder: UnsafeMutablePointer<interaction_scene_builder>?,
  _ target: UnsafePointer<interaction_target_spec>?
) -> interaction_status {
  guard let builder, let target else { return Status.nullArgument }
  do throws(Refusal) {
    sceneBuilder(builder).add(try Target(target.pointee))
    return Status.ok
  } catch {
    return error.status
  }
}

/// See `interaction.h`.
@c(interaction_scene_builder_add_item)
public func interactionSceneBuilderAddItem(
  _ builder: UnsafeMutablePointer<interaction_scene_builder>?, _ item: UnsafePointer<interaction_item_spec>?
) -> interaction_status {
  guard let builder, let item else { return Status.nullArgument }
  do throws(Refusal) {
    let element = try MenuNode(item.pointee)
    guard item.pointee.depth <= UInt32(Int32.max) else { return Status.outOfRange }
    return sceneBuilder(builder).add(element, depth: Int(item.pointee.depth))
  } catch {
    return error.status
  }
}

/// See `interaction.h`.
@c(interaction_scene_builder_configuration)
public func interactionSceneBuilderConfiguration(
  _ builder: UnsafePointer<interaction_scene_builder>?,
  _ outConfiguration: UnsafeMutablePointer<interaction_configuration_spec>?
) -> interaction_status {
  guard let builder, let outConfiguration else { return Status.nullArgument }
  let configuration = sceneBuilder(builder).configuration
  outConfiguration.pointee = interaction_configuration_spec(
    hold: configuration.hold.nanoseconds, slop: configuration.slop.millipoints,
    lift: configuration.lift.nanoseconds, commit: configuration.commit.nanoseconds,
    fade: configuration.fade.nanoseconds, overlay: configuration.overlay.millionths,
    peek: configuration.peek.millionths, pop: configuration.pop.millionths)
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_scene_builder_set_configuration)
public func interactionSceneBuilderSetConfiguration(
  _ builder: UnsafeMutablePointer<interaction_scene_builder>?,
  _ configuration: UnsafePointer<interaction_configuration_spec>?
) -> interaction_status {
  guard let builder, let configuration else { return Status.nullArgument }
  let spec = configuration.pointee
  sceneBuilder(builder).configuration = Configuration(
    hold: Interval(nanoseconds: spec.hold), slop: Length(millipoints: spec.slop),
    lift: Interval(nanoseconds: spec.lift), commit: Interval(nanoseconds: spec.commit),
    fade: Interval(nanoseconds: spec.fade), overlay: Fraction(millionths: spec.overlay),
    peek: Fraction(millionths: spec.peek), pop: Fraction(millionths: spec.pop))
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_machine_new_from_builder)
public func interactionMachineNewFromBuilder(
  _ builder: UnsafePointer<interaction_scene_builder>?,
  _ outMachine: UnsafeMutablePointer<UnsafeMutablePointer<interaction_machine>?>?,
  _ outError: UnsafeMutablePointer<UnsafeMutablePointer<interaction_error>?>?
) -> interaction_status {
  guard let builder, let outMachine else { return Status.nullArgument }
  let described = sceneBuilder(builder)
  do throws(SceneError) {
    let scene = described.scene
    let machine = try InteractionMachine(scene: scene, configuration: described.configuration)
    let handle = UnsafeMutablePointer<MachineHandle>.allocate(capacity: 1)
    handle.initialize(
      to: MachineHandle(machine: machine, scene: scene, configuration: described.configuration))
    outMachine.pointee = UnsafeMutablePointer(OpaquePointer(handle))
    return Status.ok
  } catch {
    return TraceFailure.scene(error.description).report(to: outError)
  }
}
