import CInteraction
import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// A scene built in code through the C ABI (`interaction_scene_builder_…`, the way an embedding
/// without the trace parser makes a machine) gives the machine that the same scene as trace text gives,
/// checked by the same rules (SPEC section 9, I9); misuse gives a status, never a trap.
@Suite struct SceneBuilderTests {
  /// Keeps a string's UTF-8 bytes alive for the builder calls that borrow them.
  final class Texts {
    private var storage: [UnsafeMutableBufferPointer<CChar>] = []
    deinit { for buffer in storage { buffer.deallocate() } }

    func text(_ string: String?) -> interaction_text {
      guard let string else { return interaction_text(utf8: nil, length: 0) }
      let utf8 = Array(string.utf8)
      let buffer = UnsafeMutableBufferPointer<CChar>.allocate(capacity: max(utf8.count, 1))
      for (index, byte) in utf8.enumerated() { buffer[index] = CChar(bitPattern: byte) }
      storage.append(buffer)
      return interaction_text(utf8: UnsafePointer(buffer.baseAddress), length: UInt64(utf8.count))
    }
  }

  /// A builder holding `scene` and `configuration`, described call by call.
  static func builder(_ scene: Scene, _ configuration: Configuration) throws -> OpaquePointer {
    var made: UnsafeMutablePointer<interaction_scene_builder>?
    #expect(interaction_scene_builder_new(&made) == INTERACTION_STATUS_OK)
    let builder = try #require(made)
    let texts = Texts()
    for target in scene.targets {
      var spec = interaction_target_spec()
      spec.id = texts.text(target.id)
      spec.x = target.frame.origin.x.millipoints
      spec.y = target.frame.origin.y.millipoints
      spec.width = target.frame.size.width.millipoints
      spec.height = target.frame.size.height.millipoints
      switch target.shape {
      case .rectangle: spec.shape = interaction_shape_kind(INTERACTION_SHAPE_KIND_RECTANGLE)
      case .roundedRectangle(let radii):
        spec.shape = interaction_shape_kind(INTERACTION_SHAPE_KIND_ROUNDED_RECTANGLE)
        spec.corner_radii = (
          radii.topLeft.millipoints, radii.topRight.millipoints, radii.bottomRight.millipoints,
          radii.bottomLeft.millipoints
        )
      case .capsule: spec.shape = interaction_shape_kind(INTERACTION_SHAPE_KIND_CAPSULE)
      case .circle: spec.shape = interaction_shape_kind(INTERACTION_SHAPE_KIND_CIRCLE)
      }
      if case .custom(let name) = target.preview { spec.preview = texts.text(name) }
      switch target.destination {
      case .none: spec.destination = interaction_destination_kind(INTERACTION_DESTINATION_KIND_NONE)
      case .same: spec.destination = interaction_destination_kind(INTERACTION_DESTINATION_KIND_SAME)
      case .named(let name):
        spec.destination = interaction_destination_kind(INTERACTION_DESTINATION_KIND_NAMED)
        spec.destination_name = texts.text(name)
      }
      spec.presentation = target.presentation.rawValue
      if let size = target.preferredPreviewSize {
        spec.has_preferred_size = 1
        spec.preferred_width = size.width.millipoints
        spec.preferred_height = size.height.millipoints
      }
      spec.primary_action = texts.text(target.primaryAction)
      #expect(interaction_scene_builder_add_target(builder, &spec) == INTERACTION_STATUS_OK)
      func add(_ elements: [MenuElement], depth: UInt32) {
        for element in elements {
          var item = interaction_item_spec()
          item.depth = depth
          item.id = texts.text(element.id)
          switch element {
          case .action(let action):
            item.kind = interaction_item_kind(INTERACTION_ITEM_KIND_ACTION)
            item.title = texts.text(action.title)
            item.icon = texts.text(action.icon)
            if action.isDestructive { item.flags |= UInt32(INTERACTION_ITEM_DESTRUCTIVE) }
            if action.isDisabled { item.flags |= UInt32(INTERACTION_ITEM_DISABLED) }
            if action.isHidden { item.flags |= UInt32(INTERACTION_ITEM_HIDDEN) }
            if action.keepsMenuPresented { item.flags |= UInt32(INTERACTION_ITEM_KEEPS_MENU) }
            item.state = action.state?.rawValue ?? 0
            item.destination = texts.text(action.destination)
            item.presentation = action.presentation.rawValue
          case .submenu(let submenu):
            item.kind = interaction_item_kind(INTERACTION_ITEM_KIND_SUBMENU)
            item.title = texts.text(submenu.title)
            item.icon = texts.text(submenu.icon)
            if submenu.isInline { item.flags |= UInt32(INTERACTION_ITEM_INLINE) }
            if submenu.isSingleSelection { item.flags |= UInt32(INTERACTION_ITEM_SINGLE_SELECTION) }
          case .deferred(let deferred):
            item.kind = interaction_item_kind(INTERACTION_ITEM_KIND_DEFERRED)
            item.title = texts.text(deferred.title)
            item.load_time = deferred.loadTime.nanoseconds
          }
          #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_OK)
          switch element {
          case .submenu(let submenu): add(submenu.children, depth: depth + 1)
          case .deferred(let deferred): add(deferred.children, depth: depth + 1)
          case .action: break
          }
        }
      }
      add(target.menu.elements, depth: 0)
    }
    var spec = interaction_configuration_spec(
      hold: configuration.hold.nanoseconds, slop: configuration.slop.millipoints,
      lift: configuration.lift.nanoseconds, commit: configuration.commit.nanoseconds,
      fade: configuration.fade.nanoseconds, overlay: configuration.overlay.millionths,
      peek: configuration.peek.millionths, pop: configuration.pop.millionths)
    #expect(interaction_scene_builder_set_configuration(builder, &spec) == INTERACTION_STATUS_OK)
    return OpaquePointer(builder)
  }

  /// What a machine's last call left: its reports' and effects' bytes.
  static func lastCall(_ machine: UnsafeMutablePointer<interaction_machine>) -> [UInt8] {
    var reports: UnsafePointer<interaction_report>?
    var reportCount: UInt32 = 0
    var effects: UnsafePointer<interaction_effect>?
    var effectCount: UInt32 = 0
    _ = interaction_machine_reports(machine, &reports, &reportCount)
    _ = interaction_machine_effects(machine, &effects, &effectCount)
    var bytes: [UInt8] = []
    if let reports {
      bytes += UnsafeRawBufferPointer(
        start: reports, count: Int(reportCount) * MemoryLayout<interaction_report>.stride)
    }
    if let effects {
      bytes += UnsafeRawBufferPointer(
        start: effects, count: Int(effectCount) * MemoryLayout<interaction_effect>.stride)
    }
    return bytes
  }

  /// A machine made from a builder that describes `trace`'s scene and configuration call by call (I9);
  /// the caller frees it (`interaction_machine_free`). A refusal fails the test at the caller's line.
  static func builtMachine(_ trace: Trace, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> UnsafeMutablePointer<interaction_machine>
  {
    let builder = try builder(trace.scene, trace.configuration)
    defer { interaction_scene_builder_free(UnsafeMutablePointer(builder)) }
    var made: UnsafeMutablePointer<interaction_machine>?
    let status = interaction_machine_new_from_builder(UnsafePointer(builder), &made, nil)
    #expect(status == INTERACTION_STATUS_OK, sourceLocation: sourceLocation)
    return try #require(made, sourceLocation: sourceLocation)
  }

  /// The scene as the machine's JSON gives it (`interaction_machine_scene`).
  static func sceneJSON(_ machine: UnsafeMutablePointer<interaction_machine>) -> String {
    var length: UInt64 = 0
    _ = interaction_machine_scene(machine, nil, 0, &length)
    var buffer = [CChar](repeating: 0, count: Int(length))
    _ = interaction_machine_scene(machine, &buffer, length, &length)
    return String(decoding: buffer.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The machine's table of names.
  static func names(_ machine: UnsafeMutablePointer<interaction_machine>) -> [String] {
    var count: UInt32 = 0
    _ = interaction_machine_name_count(machine, &count)
    return (0..<count).map { index in
      var utf8: UnsafePointer<CChar>?
      var length: UInt32 = 0
      _ = interaction_machine_name(machine, index, &utf8, &length)
      return String(decoding: UnsafeRawBufferPointer(start: utf8, count: Int(length)), as: UTF8.self)
    }
  }

  @Test(
    "I9: every shipped trace's scene, built call by call, gives the machine its text gives, byte for byte")
  func everyShippedSceneBuiltInCode() throws {
    let urls = try FileManager.default.contentsOfDirectory(
      at: TraceFixtures.shippedTraces, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "trace" }.sorted { $0.path < $1.path }
    #expect(urls.count >= 40)
    for url in urls {
      let text = TraceFixtures.text(url)
      let trace = try Trace.parse(text)
      let fromText = try #require(CMachine(text), "\(url.lastPathComponent)")
      let built = try Self.builtMachine(trace)
      defer { interaction_machine_free(built) }
      #expect(Self.names(built) == Self.names(fromText.pointer), "\(url.lastPathComponent)")
      let json = Self.sceneJSON(built)
      #expect(json.hasPrefix("{\"configuration\": {"), "\(url.lastPathComponent)")
      #expect(json == Self.sceneJSON(fromText.pointer), "\(url.lastPathComponent)")
      var count: UInt32 = 9
      #expect(interaction_machine_trace_input_count(built, &count) == INTERACTION_STATUS_OK)
      #expect(count == 0)
      // The host loop of a C host, on both machines at once.
      func both(_ call: (UnsafeMutablePointer<interaction_machine>) -> interaction_status) {
        #expect(call(built) == call(fromText.pointer))
        #expect(Self.lastCall(built) == Self.lastCall(fromText.pointer), "\(url.lastPathComponent)")
      }
      for (instant, input) in fromText.traceInputs {
        while let deadline = fromText.nextDeadline, deadline <= instant {
          both { interaction_machine_advance($0, deadline) }
        }
        var input = input
        both { interaction_machine_send($0, &input, instant) }
      }
      while let deadline = fromText.nextDeadline { both { interaction_machine_advance($0, deadline) } }
    }
  }

  @Test("a scene that breaks a rule: INVALID_SCENE, with the rule's message, as the API's door gives it")
  func brokenRules() throws {
    let scene = Scene(targets: [
      Target(id: "a", frame: Rect(0, 0, 10, 10)), Target(id: "a", frame: Rect(0, 20, 10, 10)),
    ])
    let expected = try #require(
      {
        do throws(SceneError) {
          _ = try InteractionMachine(scene: scene)
          return nil
        } catch {
          return "error: " + error.description
        }
      }() as String?)
    let builder = try Self.builder(scene, .standard)
    defer { interaction_scene_builder_free(UnsafeMutablePointer(builder)) }
    var machine: UnsafeMutablePointer<interaction_machine>?
    var error: UnsafeMutablePointer<interaction_error>?
    #expect(
      interaction_machine_new_from_builder(UnsafePointer(builder), &machine, &error)
        == INTERACTION_STATUS_INVALID_SCENE)
    #expect(machine == nil)
    let handle = try #require(error)
    defer { interaction_error_free(handle) }
    var buffer = [CChar](repeating: 0, count: 512)
    var length: UInt64 = 0
    #expect(interaction_error_text(handle, &buffer, UInt64(buffer.count), &length) == INTERACTION_STATUS_OK)
    #expect(
      String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self) == expected)

    // A configuration whose peek lies above pop is refused alike.
    var configuration = interaction_configuration_spec()
    let good = try Self.builder(Scene(targets: [Target(id: "a", frame: Rect(0, 0, 10, 10))]), .standard)
    defer { interaction_scene_builder_free(UnsafeMutablePointer(good)) }
    #expect(
      interaction_scene_builder_configuration(UnsafePointer(good), &configuration) == INTERACTION_STATUS_OK)
    #expect(configuration.hold == Configuration.standard.hold.nanoseconds)
    #expect(configuration.pop == Configuration.standard.pop.millionths)
    configuration.peek = configuration.pop + 1
    #expect(
      interaction_scene_builder_set_configuration(UnsafeMutablePointer(good), &configuration)
        == INTERACTION_STATUS_OK)
    #expect(
      interaction_machine_new_from_builder(UnsafePointer(good), &machine, nil)
        == INTERACTION_STATUS_INVALID_SCENE)
    #expect(machine == nil)
  }

  @Test("misuse never traps: NULL, unknown kinds, text that is not UTF-8, items with no place: a status")
  func misuse() throws {
    var made: UnsafeMutablePointer<interaction_scene_builder>?
    #expect(interaction_scene_builder_new(nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_scene_builder_new(&made) == INTERACTION_STATUS_OK)
    let builder = try #require(made)
    defer { interaction_scene_builder_free(builder) }
    interaction_scene_builder_free(nil)
    let texts = Texts()
    var item = interaction_item_spec()
    item.kind = interaction_item_kind(INTERACTION_ITEM_KIND_ACTION)
    item.id = texts.text("copy")
    item.title = texts.text("Copy")
    // No target yet: no place for an item.
    #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_OUT_OF_RANGE)
    var target = interaction_target_spec()
    #expect(interaction_scene_builder_add_target(nil, &target) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_scene_builder_add_target(builder, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    target.id = texts.text("a")
    target.width = 10_000
    target.height = 10_000
    target.shape = 9
    #expect(interaction_scene_builder_add_target(builder, &target) == INTERACTION_STATUS_INVALID_ENUM)
    target.shape = 0
    target.presentation = 3
    #expect(interaction_scene_builder_add_target(builder, &target) == INTERACTION_STATUS_INVALID_ENUM)
    target.presentation = 0
    let invalid: [CChar] = [CChar(bitPattern: 0xFF)]
    try invalid.withUnsafeBufferPointer { buffer in
      target.primary_action = interaction_text(utf8: buffer.baseAddress, length: 1)
      #expect(interaction_scene_builder_add_target(builder, &target) == INTERACTION_STATUS_INVALID_UTF8)
      target.primary_action = interaction_text(utf8: nil, length: 3)
      #expect(interaction_scene_builder_add_target(builder, &target) == INTERACTION_STATUS_NULL_ARGUMENT)
      target.primary_action = interaction_text(utf8: nil, length: 0)
      _ = try #require(buffer.baseAddress)
    }
    #expect(interaction_scene_builder_add_target(builder, &target) == INTERACTION_STATUS_OK)
    #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_OK)
    item.depth = 1  // inside an action: no place
    #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_OUT_OF_RANGE)
    item.depth = 0
    item.flags = UInt32(INTERACTION_ITEM_INLINE)  // a submenu's flag on an action
    #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_INVALID_ENUM)
    item.flags = 0
    item.state = 7
    #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_INVALID_ENUM)
    item.state = 0
    item.kind = 0
    #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_INVALID_ENUM)
    item.kind = interaction_item_kind(INTERACTION_ITEM_KIND_SUBMENU)
    item.id = texts.text("more")
    #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_OK)
    item.kind = interaction_item_kind(INTERACTION_ITEM_KIND_ACTION)
    item.id = texts.text("paste")
    item.depth = 2  // two levels below the submenu: no place
    #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_OUT_OF_RANGE)
    item.depth = 1
    #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_OK)
    var machine: UnsafeMutablePointer<interaction_machine>?
    #expect(interaction_machine_new_from_builder(nil, &machine, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_new_from_builder(builder, nil, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_new_from_builder(builder, &machine, nil) == INTERACTION_STATUS_OK)
    let made2 = try #require(machine)
    interaction_machine_free(made2)
    var configuration = interaction_configuration_spec()
    #expect(interaction_scene_builder_configuration(nil, &configuration) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_scene_builder_configuration(builder, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_scene_builder_set_configuration(builder, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
  }

  @Test("I9: items nest at most 64 levels deep, as a trace's do: an item at depth 64 has no place")
  func deepestItem() throws {
    var made: UnsafeMutablePointer<interaction_scene_builder>?
    #expect(interaction_scene_builder_new(&made) == INTERACTION_STATUS_OK)
    let builder = try #require(made)
    defer { interaction_scene_builder_free(builder) }
    let texts = Texts()
    var target = interaction_target_spec()
    target.id = texts.text("card")
    target.width = 10_000
    target.height = 10_000
    #expect(interaction_scene_builder_add_target(builder, &target) == INTERACTION_STATUS_OK)
    var item = interaction_item_spec()
    item.kind = interaction_item_kind(INTERACTION_ITEM_KIND_SUBMENU)
    for depth in 0..<UInt32(SceneRules.maximumDepth) {
      item.id = texts.text("level-\(depth)")
      item.title = texts.text("Level \(depth)")
      item.depth = depth
      #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_OK, "depth \(depth)")
    }
    item.kind = interaction_item_kind(INTERACTION_ITEM_KIND_ACTION)
    item.id = texts.text("deepest")
    item.title = texts.text("Deepest")
    item.depth = UInt32(SceneRules.maximumDepth)
    #expect(interaction_scene_builder_add_item(builder, &item) == INTERACTION_STATUS_OUT_OF_RANGE)
    #expect(SceneRules.maximumDepth == 64)
  }
}
