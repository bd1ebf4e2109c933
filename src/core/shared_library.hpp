// A shared library opened when a command first needs it, so that a start of the program pays for
// none it does not use (CryptoMiniSat for `hoffman approx-count`, SQLite for `macmahon targets
// --db`: linked in, SQLite alone cost every command a few page faults at start, its tables of
// function pointers relocated and libm's resolvers run for them; bench/startup.py).
#pragma once

namespace cw {

class SharedLibrary {
 public:
  // soname: as the loader finds it ("libsqlite3.so.0"); opened once, never closed.
  explicit SharedLibrary(const char* soname);
  bool loaded() const { return handle_ != nullptr; }
  // Sets `to` to the library's function `name`; false when the library or the function is missing.
  template <class F>
  bool bind(const char* name, F& to) const {
    to = reinterpret_cast<F>(symbol(name));
    return to != nullptr;
  }

 private:
  void* symbol(const char* name) const;
  void* handle_;
};

}  // namespace cw
