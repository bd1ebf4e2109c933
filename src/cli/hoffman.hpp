// The `hoffman` command family: one register function per verb (the documents themselves are
// built by report/hoffman.hpp, the options declared there and in report/verbs_hoffman.cpp), and
// what the verbs share: printing a document with its pictures, and the CLI's own words for the
// errors whose text names commands or options.
#pragma once
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "cli/command.hpp"
#include "cli/declared.hpp"  // the verb files run their commands through it
#include "core/error.hpp"
#include "hoffman/model.hpp"
#include "report/document.hpp"

namespace cw::cli {

void register_hoffman_enumerate(CLI::App& hoffman);
void register_hoffman_check(CLI::App& hoffman);
void register_hoffman_search(CLI::App& hoffman);
void register_hoffman_construct(CLI::App& hoffman);
void register_hoffman_layers(CLI::App& hoffman);
void register_hoffman_merge(CLI::App& hoffman);
void register_hoffman_symmetries(CLI::App& hoffman);
void register_hoffman_conquer(CLI::App& hoffman);
void register_hoffman_approx_count(CLI::App& hoffman);

// Where --svg sends the document's figures: into a folder (one file each, by the figure's name)
// or into one file (the only figure).
enum class SvgTarget { Folder, File };
// The document's statistics on stderr (unless quiet), its figures written where --svg said (when
// it said), then the document on stdout.
void hoffman_emit(const CommonOptions& common, const report::Document& document, const std::string& svg = {},
                  SvgTarget target = SvgTarget::File);

// An ArgumentError about `subject` from `work` comes out as InputError(say(error)): the CLI's own
// words for it, which may name commands and options.
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

}  // namespace cw::cli
