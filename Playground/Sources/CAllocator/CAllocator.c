// Header-only: see include/CAllocator.h.
