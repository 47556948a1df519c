import CInteraction
import InteractionCore

/// The header's generated blocks.
enum CHeader {
  static var version: String {
    """
    /* BEGIN VERSION: generated from PackageVersion (Sources/InteractionCore/Package/PackageVersion.swift) by
       scripts/regenerate; `scripts/regenerate --check` fails when it differs. */

    /** The package version this header belongs to (semantic versioning). */
    #define INTERACTION_VERSION_MAJOR \(PackageVersion.major)
    #define INTERACTION_VERSION_MINOR \(PackageVersion.minor)
    #define INTERACTION_VERSION_PATCH \(PackageVersion.patch)
    #define INTERACTION_VERSION_STRING "\(PackageVersion.string)"
    /** The package version packed as `interaction_version()` returns it: MAJOR << 16 | MINOR << 8 | PATCH. */
    #define INTERACTION_VERSION                                                                          \\
      ((INTERACTION_VERSION_MAJOR << 16) | (INTERACTION_VERSION_MINOR << 8) | INTERACTION_VERSION_PATCH)

    /* END VERSION */
    """
  }

  static var vocabulary: String {
    var text = """
      /* BEGIN VOCABULARY: generated from Vocabulary.tables (Sources/InteractionCore/Vocabulary) by
         scripts/regenerate; `scripts/regenerate --check` fails when it differs. */

      /** The tables of the vocabulary, for `interaction_word`. */
      typedef uint32_t interaction_vocabulary;
      enum {

      """
    for (index, table) in tables.enumerated() {
      let comma = index == tables.count - 1 ? "" : ","
      text += "  INTERACTION_VOCABULARY_\(snakeCase(table.name).uppercased()) = \(index + 1)\(comma)\n"
    }
    text += "};\n"
    for table in tables {
      let type = "interaction_" + snakeCase(table.name)
      let prefix = "INTERACTION_" + snakeCase(table.name).uppercased() + "_"
      let last = table.words.last?.value ?? 0
      text += "\n/** \(table.name): the core's stable numbers, 1 to \(last); 0 is no word. */\n"
      text += "typedef uint8_t \(type);\nenum {\n"
      for (index, word) in table.words.enumerated() {
        let comma = index == table.words.count - 1 ? "" : ","
        text += "  \(prefix)\(snakeCase(word.spelling).uppercased()) = \(word.value)\(comma)\n"
      }
      text += "};\n"
    }
    return text + "\n/* END VOCABULARY */"
  }
}
