// The threaded module's C++ exceptions, mended. WebAssembly exceptions pass the landing pad being
// entered, and the personality function's answer (which catch clause matches), through one
// variable, __wasm_lpad_context. Debian's emscripten 3.1.6 pairs clang 14, whose landing pads
// read and write it as a plain global, with a libunwind that defines it thread_local (as
// clang 15 expects): with -pthread the two are different memory, the personality's answer is never
// seen, and every exception reaches only catch (...) ("unknown error" for every bad request). Here
// is emscripten's own libunwind/src/Unwind-wasm.c (the whole of it, so that the library's copy is
// never linked) with the variable as clang 14 sees it.
//
// A plain global is one per module, not per thread: two threads unwinding at the same instant
// could read each other's answer. In the module only the engines' parallel loops run on other
// threads, and they throw only when a search stops (a node limit, out of memory), rarely at the
// same instant. A newer emscripten (clang 15 or later) needs none of this: leave the file out.
#include <cstdint>

#include <unwind.h>  // emscripten's libunwind's (src/wasm/CMakeLists.txt adds its folder)

extern "C" {

struct _Unwind_LandingPadContext {
  uintptr_t lpad_index;  // in: the landing pad's index
  uintptr_t lsda;        // in: its language-specific data
  uintptr_t selector;    // out: the matching catch clause
};

_Unwind_LandingPadContext __wasm_lpad_context;

_Unwind_Reason_Code __gxx_personality_wasm0(int version, _Unwind_Action actions, uint64_t exception_class,
                                            _Unwind_Exception* exception, _Unwind_Context* context);

// Called in every landing pad: WebAssembly has no two-phase unwinding, only the cleanup phase.
_Unwind_Reason_Code _Unwind_CallPersonality(void* exception_ptr) {
  auto* exception = static_cast<_Unwind_Exception*>(exception_ptr);
  __wasm_lpad_context.selector = 0;
  return __gxx_personality_wasm0(1, _UA_CLEANUP_PHASE, exception->exception_class, exception,
                                 reinterpret_cast<_Unwind_Context*>(&__wasm_lpad_context));
}

_Unwind_Reason_Code _Unwind_RaiseException(_Unwind_Exception* exception) { __builtin_wasm_throw(0, exception); }

void _Unwind_DeleteException(_Unwind_Exception* exception) {
  if (exception->exception_cleanup) (*exception->exception_cleanup)(_URC_FOREIGN_EXCEPTION_CAUGHT, exception);
}

// The personality function sets only the selector, register 1.
void _Unwind_SetGR(_Unwind_Context* context, int index, uintptr_t value) {
  if (index == 1) reinterpret_cast<_Unwind_LandingPadContext*>(context)->selector = value;
}

// Used as a 1-based index after decrementing 1, hence + 2.
uintptr_t _Unwind_GetIP(_Unwind_Context* context) {
  return reinterpret_cast<_Unwind_LandingPadContext*>(context)->lpad_index + 2;
}

void _Unwind_SetIP(_Unwind_Context*, uintptr_t) {}

uintptr_t _Unwind_GetLanguageSpecificData(_Unwind_Context* context) {
  return reinterpret_cast<_Unwind_LandingPadContext*>(context)->lsda;
}

uintptr_t _Unwind_GetRegionStart(_Unwind_Context*) { return 0; }

}  // extern "C"
