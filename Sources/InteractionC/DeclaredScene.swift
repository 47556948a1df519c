#if canImport(InteractionCore)
  import InteractionCore
#endif

/// What a machine's trace declared, kept beside the machine for the calls that read it back: the scene
/// as declared (the machine's own changes its items' states), the configuration in force, and the
/// parser that reads an input's text against them, made on the first read.
struct DeclaredScene {
  let scene: Scene
  let configuration: Configuration
  /// The reader of inputs' text, once made; a class, so that reading mutates it in place and releasing
  /// it links the parser's teardown only where a reader is made (not in the module without the parser).
  private var reader: InputReader?

  /// The trace parser that reads an input's text, declared with the scene.
  private final class InputReader {
    var parser = TraceParser()
  }

  init(scene: Scene, configuration: Configuration) {
    self.scene = scene
    self.configuration = configuration
  }

  /// One input's text (`down 10,20`) read against the declared scene.
  @_optimize(size)
  mutating func parseInput(_ bytes: UnsafeBufferPointer<UInt8>) throws(TraceError) -> Input {
    if reader == nil {
      let made = InputReader()
      made.parser.declare(scene: scene, configuration: configuration)
      reader = made
    }
    return try reader!.parser.parseInputText(bytes)
  }

  /// The scene and the configuration as JSON (``SceneJSON``).
  @_optimize(size)
  var json: String { SceneJSON.text(scene: scene, configuration: configuration) }
}
