#if canImport(InteractionCore)
  import InteractionCore
#endif

/// What a machine's trace declared, kept beside the machine for the calls that read it back: the scene
/// as declared (the machine's own changes its items' states), the configuration in force, and the
/// parser that reads an input's text against them, made on the first read.
struct DeclaredScene {
  let scene: Scene
  let configuration: Configuration
  /// The reader of inputs' text, once made; a pointer, so that reading mutates it in place.
  private var reader: UnsafeMutablePointer<TraceParser>?

  init(scene: Scene, configuration: Configuration) {
    self.scene = scene
    self.configuration = configuration
  }

  /// One input's text (`down 10,20`) read against the declared scene.
  @_optimize(size)
  mutating func parseInput(_ bytes: UnsafeBufferPointer<UInt8>) throws(TraceError) -> Input {
    if reader == nil {
      let made = UnsafeMutablePointer<TraceParser>.allocate(capacity: 1)
      made.initialize(to: TraceParser())
      made.pointee.declare(scene: scene, configuration: configuration)
      reader = made
    }
    return try reader!.pointee.parseInputText(bytes)
  }

  /// Releases the reader.
  func deallocate() {
    guard let reader else { return }
    reader.deinitialize(count: 1)
    reader.deallocate()
  }

  /// The scene and the configuration as JSON (``SceneJSON``).
  @_optimize(size)
  var json: String { SceneJSON.text(scene: scene, configuration: configuration) }
}
