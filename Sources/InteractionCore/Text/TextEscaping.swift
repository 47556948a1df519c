/// The one loop behind the escapes of text made as a `String`: trace titles (`TraceWriter`), ids in
/// error messages (`SceneRules`) and XML character data (the analysis module's SVG timeline). A JSON
/// string written into a ``TextWriter`` has its own (``TextWriter/write(jsonEscaping:)``).
package enum TextEscaping {
  /// `text` with each Unicode scalar for which `replacement` gives a string written as that string, and
  /// every other scalar as it is.
  package static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        result += replaced
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
