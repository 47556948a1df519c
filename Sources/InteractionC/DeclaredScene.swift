#if canImport(InteractionCore)
  import InteractionCore
#endif

/// What a machine's trace declared, kept beside the machine for the calls that read it back: the scene
/// as declared (the machine's own changes its items' states), the configuration in force, and the
/// parser that reads an input's text against them, made on the first read.
struct DeclaredScene {
  let scene: Scene
  let configuration: Configuration
  private var reader: TraceParser?

  init(scene: Scene, configuration: Configuration) {
    self.scene = scene
    self.configuration = configuration
  }

  /// One input's text (`down 10,20`) read against the declared scene.
  mutating func parseInput(_ bytes: UnsafeBufferPointer<UInt8>) throws(TraceError) -> Input {
    if reader == nil { reader = TraceParser.declaring(scene: scene, configuration: configuration) }
    guard var parser = reader else {
      // Unreachable: a machine's scene is one a trace declared, and it reads back (SPEC I9).
      throw TraceError(.malformedStatement, line: 1, column: 1, message: "the scene does not read back")
    }
    defer { reader = parser }
    return try parser.parseInputText(bytes)
  }

  /// The scene and the configuration as JSON (``SceneJSON``).
  var json: String { SceneJSON.text(scene: scene, configuration: configuration) }
}
