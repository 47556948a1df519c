/// The package's version, in semantic versioning: declared here once.
///
/// `interaction-sim --version`, the C header's `INTERACTION_VERSION_*` macros and the JavaScript
/// module's `version` all derive from these numbers (the header's and the module's are generated).
public enum PackageVersion {
  /// The major version: 0 while the API may still change between minor versions.
  public static let major = 0
  /// The minor version: grows with every release that adds or changes API.
  public static let minor = 1
  /// The patch version: grows with every release that only fixes.
  public static let patch = 0

  /// The version as `MAJOR.MINOR.PATCH`, for instance `0.1.0`.
  public static var string: String { "\(major).\(minor).\(patch)" }
}
