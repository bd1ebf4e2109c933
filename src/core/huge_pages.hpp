// Storage for large lookup tables read at random (pattern databases, hash tables). With 4 KiB
// pages every lookup in a table of hundreds of MB also misses the TLB, and the page walk misses
// the cache too; 2 MiB pages make the translation hit. On Linux with transparent huge pages in
// "madvise" mode (Debian's default) the kernel gives them only where asked.
#pragma once
#include <cstddef>
#include <cstdlib>
#include <new>
#include <vector>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#endif

namespace cw {

template <class T>
struct HugePageAllocator {
  using value_type = T;
  static constexpr std::size_t kHugePage = std::size_t{2} << 20;

  HugePageAllocator() = default;
  template <class U>
  HugePageAllocator(const HugePageAllocator<U>&) {}

  T* allocate(std::size_t n) {
    const std::size_t bytes = n * sizeof(T);
    if (bytes < kHugePage) return std::allocator<T>{}.allocate(n);
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* p = std::aligned_alloc(kHugePage, rounded);
    if (!p) throw std::bad_alloc();
#if defined(__linux__) && !defined(__EMSCRIPTEN__) && defined(MADV_HUGEPAGE)
    madvise(p, rounded, MADV_HUGEPAGE);  // advice only: without huge pages the table still works
#endif
    return static_cast<T*>(p);
  }
  void deallocate(T* p, std::size_t n) {
    if (n * sizeof(T) < kHugePage) std::allocator<T>{}.deallocate(p, n);
    else std::free(p);
  }
  template <class U>
  bool operator==(const HugePageAllocator<U>&) const { return true; }
};

// A vector for a large table read at random.
template <class T>
using TableVector = std::vector<T, HugePageAllocator<T>>;

}  // namespace cw
