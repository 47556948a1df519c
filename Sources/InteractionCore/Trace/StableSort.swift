extension Array {
  /// Sorts the array stably (equal elements keep their order) by `areInIncreasingOrder`: a bottom-up
  /// merge sort, O(n log n). The replayer's few sorts use it rather than the standard library's, whose
  /// specializations take some 6 KB of WebAssembly each (docs/DECISIONS.md, the wasm's weight).
  mutating func stableSort(by areInIncreasingOrder: (Element, Element) -> Bool) {
    guard count > 1 else { return }
    var source = self
    var target = self
    var width = 1
    while width < count {
      var start = 0
      while start < count {
        let middle = Swift.min(start + width, count)
        let end = Swift.min(start + 2 * width, count)
        var left = start
        var right = middle
        var out = start
        while left < middle && right < end {
          // The right run's element goes first only when strictly smaller: equal ones keep their order.
          if areInIncreasingOrder(source[right], source[left]) {
            target[out] = source[right]
            right += 1
          } else {
            target[out] = source[left]
            left += 1
          }
          out += 1
        }
        while left < middle {
          target[out] = source[left]
          left += 1
          out += 1
        }
        while right < end {
          target[out] = source[right]
          right += 1
          out += 1
        }
        start = end
      }
      swap(&source, &target)
      width *= 2
    }
    self = source
  }
}
