// swift-format-ignore-file
// The README's Swift examples, verbatim (ReadmeTests checks that each README block stands here as
// written, so they compile as the README shows them). Edit the README and this file together.

import InteractionCore
import InteractionTesting
import Testing

let scene = Scene(targets: [
  Target(id: "apple", frame: Rect(0, 0, 390, 44), preview: .custom("apple-card"), destination: .same,
         presentation: .sheet, menu: Menu([.action(Action(id: "delete", title: "Delete", isDestructive: true))]))
])

@Test func longPressShowsTheMenu() throws {
  var store = try InteractionTestStore(scene: scene)
  store.send(.down(Point(100, 20)), at: .zero, expecting: [.transition(.idle, .pressing)])
  store.advance(to: .milliseconds(835), expecting: [
    .transition(.pressing, .timer(.hold), .lifting, effects: [
      .unhighlightSource("apple"), .haptic, .showPreview(target: "apple", preview: .custom("apple-card"), size: nil),
    ]),
    .transition(.lifting, .timer(.lift), .presented),
  ])
  store.finish()  // every report must be asserted: one left unasserted fails here
}
