#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign)
/// made by this process since it started. Linked only into the benchmark, whose process it counts.
unsigned long long interaction_allocation_count(void);

#endif
