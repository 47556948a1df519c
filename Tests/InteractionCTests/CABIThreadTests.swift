import CInteraction
import Foundation
import InteractionCore
import Testing

/// Distinct handles on distinct threads at once (the suite runs under the thread sanitizer in CI).
@Suite struct CABIThreadTests {
  @Test("distinct machines on distinct threads give the golden transcripts")
  func concurrentMachines() {
    let traces = CABIFixtures.shippedTraces
    let texts = traces.map { CABIFixtures.text($0) }
    let goldens = traces.map {
      CABIFixtures.text($0.deletingPathExtension().appendingPathExtension("transcript"))
    }
    let threads = 4
    let results = Results(count: threads)
    DispatchQueue.concurrentPerform(iterations: threads) { worker in
      var mismatches = 0
      for (index, text) in texts.enumerated() where index % threads == worker || index % 3 == 0 {
        guard let machine = CMachine(text) else {
          mismatches += 1
          continue
        }
        if Transcript.text(for: machine.hostLoop()) != goldens[index] { mismatches += 1 }
      }
      results.set(worker, mismatches)
    }
    #expect(results.values == Array(repeating: 0, count: threads))
  }

  /// `interaction_machine_new_from_builder` takes the builder `const`: threads may make machines from
  /// one builder at once (it put the deferred elements in load order in the builder's own menus, and two
  /// threads doing so at once freed one array twice).
  @Test("machines made from one builder on distinct threads at once, each with the trace's names")
  func concurrentMachinesFromOneBuilder() throws {
    let url = CABIFixtures.shippedTraces.first { $0.lastPathComponent.hasPrefix("38-deferred") }
    let text = CABIFixtures.text(try #require(url))
    let trace = try Trace.parse(text)
    let fromText = try #require(CMachine(text))
    let names = withExtendedLifetime(fromText) { SceneBuilderTests.names(fromText.pointer) }
    let builder = try SceneBuilderTests.builder(trace.scene, trace.configuration)
    defer { interaction_scene_builder_free(UnsafeMutablePointer(builder)) }
    // The builder's address, as a closure run on other threads takes no pointer (not `Sendable`).
    let address = UInt(bitPattern: Int(bitPattern: builder))
    let threads = 8
    let results = Results(count: threads)
    DispatchQueue.concurrentPerform(iterations: threads) { worker in
      let shared = UnsafePointer<interaction_scene_builder>(bitPattern: address)
      var failures = 0
      for _ in 0..<1500 {
        var made: UnsafeMutablePointer<interaction_machine>?
        guard interaction_machine_new_from_builder(shared, &made, nil) == INTERACTION_STATUS_OK, let made
        else {
          failures += 1
          continue
        }
        if SceneBuilderTests.names(made) != names { failures += 1 }
        interaction_machine_free(made)
      }
      results.set(worker, failures)
    }
    #expect(results.values == Array(repeating: 0, count: threads))
  }
}

/// Per-worker results, written under a lock.
final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Int]

  init(count: Int) { storage = Array(repeating: -1, count: count) }

  func set(_ index: Int, _ value: Int) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
