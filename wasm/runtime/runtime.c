// The freestanding runtime of the WebAssembly build (scripts/build-wasm): the few symbols that
// Embedded Swift's code calls and that no libc provides on wasm32-unknown-unknown. No imports: memory
// grows with the `memory.grow` instruction, and nothing here reads a clock or a random source.
//
// Allocation: size classes of powers of two (16 bytes to 2 GiB), one free list per class. A freed
// block goes back to its class's list and is the next one handed out for that class, so a host that
// makes and frees machines in a loop, or sends inputs for hours, reuses the same memory and the
// module's memory stays flat. Blocks are never split or merged: at most half of a block is slack.

#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;  // set by wasm-ld: the first byte after the stack and the data

#define PAGE_SIZE 65536u
#define HEADER 16u           // every payload is 16-aligned, with its header just before it
#define MIN_CLASS 5u         // 32-byte blocks: 16 of header and 16 of payload
#define MAX_CLASS 31u

typedef struct free_block { struct free_block *next; } free_block;

static free_block *free_lists[MAX_CLASS + 1];
static uintptr_t heap_top;   // the next byte never handed out
static uintptr_t heap_end;   // the end of linear memory

// The header before a payload: the block's size class, and the payload's distance from the block's
// start (16, or more for an alignment above 16).
typedef struct { uint32_t size_class; uint32_t offset; uint32_t unused[2]; } header;

static unsigned class_for(size_t total) {
  unsigned c = MIN_CLASS;
  while (c < MAX_CLASS && ((size_t)1 << c) < total) c++;
  return ((size_t)1 << c) < total ? MAX_CLASS + 1 : c;
}

static void *block_of_class(unsigned c) {
  if (free_lists[c]) {
    free_block *b = free_lists[c];
    free_lists[c] = b->next;
    return b;
  }
  uintptr_t size = (uintptr_t)1 << c;
  if (heap_top == 0) heap_top = ((uintptr_t)&__heap_base + 15u) & ~(uintptr_t)15u;
  if (heap_end == 0) heap_end = (uintptr_t)__builtin_wasm_memory_size(0) * PAGE_SIZE;
  if (heap_top + size < heap_top) return NULL;
  if (heap_top + size > heap_end) {
    uintptr_t needed = heap_top + size - heap_end;
    uintptr_t pages = (needed + PAGE_SIZE - 1) / PAGE_SIZE;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
    heap_end += pages * PAGE_SIZE;
  }
  void *block = (void *)heap_top;
  heap_top += size;
  return block;
}

static void *allocate(size_t size, size_t alignment) {
  if (alignment < HEADER) alignment = HEADER;
  if (size > ((size_t)1 << 30)) return NULL;
  size_t total = size + HEADER + (alignment > HEADER ? alignment : 0);
  unsigned c = class_for(total);
  if (c > MAX_CLASS) return NULL;
  unsigned char *block = block_of_class(c);
  if (!block) return NULL;
  uintptr_t payload = ((uintptr_t)block + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
  header *h = (header *)(payload - HEADER);
  h->size_class = c;
  h->offset = (uint32_t)(payload - (uintptr_t)block);
  return (void *)payload;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment % sizeof(void *) != 0) return 22;  // EINVAL
  void *p = allocate(size, alignment);
  if (!p) return 12;  // ENOMEM
  *result = p;
  return 0;
}

void *malloc(size_t size) { return allocate(size, HEADER); }

void *aligned_alloc(size_t alignment, size_t size) { return allocate(size, alignment); }

void free(void *payload) {
  if (!payload) return;
  header *h = (header *)((uintptr_t)payload - HEADER);
  free_block *b = (free_block *)((uintptr_t)payload - h->offset);
  b->next = free_lists[h->size_class];
  free_lists[h->size_class] = b;
}

void *memcpy(void *restrict dst, const void *restrict src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  while (n--) *d++ = *s++;
  return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  if (d < s) {
    while (n--) *d++ = *s++;
  } else if (d > s) {
    d += n;
    s += n;
    while (n--) *--d = *--s;
  }
  return dst;
}

void *memset(void *dst, int value, size_t n) {
  unsigned char *d = dst;
  while (n--) *d++ = (unsigned char)value;
  return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = a, *y = b;
  for (; n; n--, x++, y++) {
    if (*x != *y) return *x < *y ? -1 : 1;
  }
  return 0;
}

size_t strlen(const char *s) {
  const char *p = s;
  while (*p) p++;
  return (size_t)(p - s);
}

// Dictionary and Set ask for a random seed. The machine's output never depends on a hash seed (the
// Standards), so a fixed, non-random seed keeps the module free of imports and every run identical.
void arc4random_buf(void *buffer, size_t n) {
  unsigned char *b = buffer;
  uint32_t x = 0x9E3779B9u;
  while (n--) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *b++ = (unsigned char)x;
  }
}

// 128-bit multiplication (compiler-rt's __multi3), which Swift's full-width multiplications lower to.
typedef struct { uint64_t low, high; } u128_parts;
void __multi3(u128_parts *result, uint64_t a_low, uint64_t a_high, uint64_t b_low, uint64_t b_high) {
  uint64_t a0 = a_low & 0xFFFFFFFFu, a1 = a_low >> 32, b0 = b_low & 0xFFFFFFFFu, b1 = b_low >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t middle = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
  result->low = (p00 & 0xFFFFFFFFu) | (middle << 32);
  result->high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + a_low * b_high + a_high * b_low;
}
