#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock and a condition to wait on, over POSIX threads: what `check --jobs` shares between its
/// workers and the thread that prints their results.
final class LockedCondition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Takes the lock.
  func lock() { pthread_mutex_lock(mutex) }
  /// Gives the lock back.
  func unlock() { pthread_mutex_unlock(mutex) }
  /// Gives the lock back until another thread broadcasts, then takes it again (the lock must be held).
  func wait() { pthread_cond_wait(condition, mutex) }
  /// Wakes every thread that waits.
  func broadcast() { pthread_cond_broadcast(condition) }
}

/// A detached POSIX thread that runs a closure.
enum WorkerThread {
  /// Starts `body` on a new thread with a stack of `stackSize` bytes; `false` when no thread could be
  /// made.
  static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(
      &thread, &attributes,
      { context in
        let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
        box.body()
        return nil
      }, context)
    if status != 0 {
      Unmanaged<Box>.fromOpaque(context).release()
      return false
    }
    return true
  }

  private final class Box {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
