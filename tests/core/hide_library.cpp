// Loaded with LD_PRELOAD by tests/hoffman/approx_count_unavailable.sh and
// tests/macmahon/db_unavailable.sh: dlopen fails for any library whose name contains
// $CUBEWORKS_HIDE_LIBRARY, as on a machine without it, so the refusal a user without CryptoMiniSat
// or SQLite sees is tested on a machine that has it.
#include <dlfcn.h>

#include <cstdlib>
#include <cstring>

extern "C" void* dlopen(const char* file, int mode) {
  using Dlopen = void* (*)(const char*, int);
  static const Dlopen next = reinterpret_cast<Dlopen>(dlsym(RTLD_NEXT, "dlopen"));
  const char* hidden = std::getenv("CUBEWORKS_HIDE_LIBRARY");
  if (file != nullptr && hidden != nullptr && *hidden != '\0' && std::strstr(file, hidden) != nullptr) return nullptr;
  return next(file, mode);
}
