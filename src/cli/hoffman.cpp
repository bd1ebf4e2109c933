// What the `hoffman` commands do beyond their declarations (cli/hooks.hpp): the command line's own
// words for refusals whose way on names other commands or options, `--variant` read as it always
// was, and `merge` reading its files into the request.
#include <fmt/format.h>

#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "cli/hooks.hpp"
#include "core/atomic_file.hpp"
#include "hoffman/model.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {

// An ArgumentError about `subject` from `work` comes out as InputError(say(error)).
template <class Say, class Work>
auto rephrasing(std::string_view subject, Say&& say, Work&& work) {
  try {
    return work();
  } catch (const ArgumentError& e) {
    if (e.subject == subject) throw InputError(say(e));
    throw;
  }
}

// A verb's refusal of a dimension the engine handles (ArgumentError "dim" while dim is one of
// the engine's) in the CLI's words `refusal`; an unsupported dimension passes unchanged.
template <class Work>
auto refusing_dimension(int dim, const std::string& refusal, Work&& work) {
  try {
    return work();
  } catch (const ArgumentError& e) {
    if (e.subject == "dim" && dim >= hoffman::kMinDim && dim <= hoffman::kMaxDim) throw InputError(refusal);
    throw;
  }
}

// --variant as the command line has always read it (decimal, 0x hex, 0 octal), passed on in
// decimal; anything else goes on as given, for the report to refuse in its words.
std::string variant_in_decimal(const std::string& text) {
  if (text.empty() || !std::isdigit(static_cast<unsigned char>(text[0]))) return text;
  errno = 0;
  char* end = nullptr;
  const unsigned long long v = std::strtoull(text.c_str(), &end, 0);
  if (errno != 0 || end != text.c_str() + text.size() || v > UINT32_MAX) return text;
  return std::to_string(v);
}

void run_construct(const DeclaredCommand& c) {
  Json request = c.request();
  if (request.contains("variant")) request["variant"] = variant_in_decimal(request["variant"].get<std::string>());
  const int dim = request.value("dim", report::HoffmanConstructRequest{}.dim);
  const auto document = c.run(request, [&](auto work) {
    // In 2D any bad variant is told as the pinwheel's two; elsewhere in the report's words.
    if (dim != 2) return work();
    return rephrasing(
        "variant", [](const ArgumentError&) { return "construct --dim 2: --variant is 0 or 1 (the mirror pinwheel)"; },
        work);
  });
  show_document(c, request, document);
}

void run_enumerate(const DeclaredCommand& c) {
  const Json request = c.request();
  const int dim = request.value("dim", report::HoffmanEnumerateRequest{}.dim);
  const auto document = c.run(request, [&](auto work) {
    // The library says no; the front end knows the way on.
    return refusing_dimension(dim,
                              "exhaustive enumeration is for dimensions 2 and 3; in 4D use 'hoffman search "
                              "--dim 4' (--first, --estimate, --count)",
                              work);
  });
  show_document(c, request, document);
}

void run_search(const DeclaredCommand& c) {
  const Json request = c.request();
  const auto document = c.run(request, [&](auto work) {
    return rephrasing(
        "force", [](const ArgumentError& e) { return std::string(e.what()) + "; --force starts it anyway"; }, work);
  });
  show_document(c, request, document);
}

// The files are read here, into the request's documents.
void run_merge(const DeclaredCommand& c) {
  Json request = c.request();
  const auto files = request.value("documents", std::vector<std::string>{});
  Json documents = Json::array();
  for (const auto& f : files) documents.push_back(read_file(f));
  request["documents"] = documents;
  try {
    show_document(c, request, c.run(request));
  } catch (const ArgumentError& e) {  // "documents[i]": say which file
    if (e.subject.rfind("documents[", 0) != 0) throw;
    throw InputError("merge: " + files.at(std::strtoul(e.subject.c_str() + 10, nullptr, 10)) + " is not JSON");
  }
}
}  // namespace

std::vector<VerbHook> hoffman_hooks() {
  return {{"hoffman.construct", run_construct},
          {"hoffman.enumerate", run_enumerate},
          {"hoffman.search", run_search},
          {"hoffman.merge", run_merge}};
}

}  // namespace cw::cli
