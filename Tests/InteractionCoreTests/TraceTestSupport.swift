import Foundation
import InteractionCore
import Testing

/// The trace of SPEC section 9's example.
let specExample = """
  trace 1
  set hold=500ms slop=10 lift=335ms commit=335ms fade=300ms overlay=0.05

  target apple frame=0,0,390,44 preview=custom:apple-card destination=same present=sheet size=300x400
    action favorite "Favorite" icon=star off
    action delete "Delete" destructive
    action share "Share" icon=square.and.arrow.up destination=share-sheet present=sheet
    menu more "More"
      action copy "Copy"
      action pin "Pin" disabled
  target bubble frame=16,60,280,40 shape=rounded:20,20,4,20 primary=open-thread

  at 0 down 100,20
  at 0.6 up
  expect 0.5 state lifting apple
  at 1.2 select delete
  expect outcome 1 perform delete
  expect outcomes 1

  """

/// Parses text that must be a valid trace.
func parsed(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Trace {
  do {
    return try Trace.parse(text)
  } catch {
    Issue.record("unexpected error: \(error.formatted(file: "trace"))", sourceLocation: sourceLocation)
    throw error
  }
}

/// The error that parsing text must give.
func parseError(_ text: String) -> TraceError? {
  do {
    _ = try Trace.parse(text)
    return nil
  } catch {
    return error
  }
}

/// The error that parsing bytes must give.
func parseError(bytes: [UInt8]) -> TraceError? {
  do {
    _ = try Trace.parse(bytes)
    return nil
  } catch {
    return error
  }
}
