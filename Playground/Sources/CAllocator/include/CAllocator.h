// The allocator call the playground server needs and Swift's Glibc module does not export.
#ifndef CALLOCATOR_H
#define CALLOCATOR_H

#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif

/// Hands the allocator's free memory back to the system (glibc's malloc_trim(0): the top of
/// every arena and the free pages inside them). Returns 1 if memory was released, 0 if not
/// or where there is no such call.
static inline int playground_return_free_memory(void) {
#if defined(__GLIBC__)
  return malloc_trim(0);
#else
  return 0;
#endif
}

#endif
