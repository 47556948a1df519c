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
