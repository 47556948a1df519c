// swift-format-ignore-file
// The testing guide's Swift example (docs/testing.md), verbatim: ReadmeTests checks that each Swift
// block of the documentation stands in a compiled source as written. Edit them together.

import InteractionCore
import InteractionTesting
import Testing

let scene = Scene(targets: [
  Target(id: "apple", frame: Rect(0, 0, 390, 44), preview: .custom("apple-card"), destination: .same,
         presentation: .sheet, menu: Menu([.action(Action(id: "delete", title: "Delete", isDestructive: true))]))
])

@Test func longPressShowsTheMenu() throws {
  var store = try InteractionTestStore(scene: scene)
  store.send(.down(Point(100, 20)), at: .zero, expecting: .transition(.idle, .down(Point(100, 20)), .pressing))
  store.advance(to: .milliseconds(835), expecting:
    .transition(.pressing, .timer(.hold), .lifting, effects: [
      .unhighlightSource("apple"), .haptic, .showPreview(target: "apple", preview: .custom("apple-card"), size: nil),
    ]),
    .transition(.lifting, .timer(.lift), .presented))           // effects left out: not checked
  store.send(.select("delete"), at: .seconds(1))                 // its reports wait for receive
  store.receive(.transition(.presented, .select("delete"), .dismissing, outcome: .perform("delete")))
  store.advance(to: .milliseconds(1300), expecting: .transition(.dismissing, .timer(.fade), .idle))
  store.finish()  // a report left unasserted, or a timer left pending, fails here
}
