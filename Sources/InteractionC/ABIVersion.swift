import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// The ABI version of this library (`INTERACTION_ABI_VERSION` of the header it was built with).
@c(interaction_abi_version)
public func interactionABIVersion() -> UInt32 {
  UInt32(INTERACTION_ABI_VERSION)
}

/// The oldest ABI version whose callers this library still serves.
@c(interaction_min_compatible_abi_version)
public func interactionMinCompatibleABIVersion() -> UInt32 {
  UInt32(INTERACTION_MIN_COMPATIBLE_ABI_VERSION)
}
