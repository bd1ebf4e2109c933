#include "core/job_checkpoint.hpp"

#include <algorithm>
#include <filesystem>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "core/checkpoint.hpp"
#include "core/error.hpp"
#include "core/timer.hpp"

namespace cw {

JobCheckpoint::JobCheckpoint(std::string path, std::string kind, uint32_t version, Json identity, double interval)
    : path_(std::move(path)), kind_(std::move(kind)), version_(version), identity_(std::move(identity)),
      interval_(interval), pacer_(interval) {
  // The doors check the declared range; this is for C++ callers.
  if (!(interval >= 0)) throw ArgumentError("interval", fmt::format("seconds between checkpoints must be 0 or more, not {}", interval));
}

bool JobCheckpoint::load(const std::function<void(const Json& state)>& read) const {
  if (!enabled() || !std::filesystem::exists(path_)) return false;
  const std::string payload = load_checkpoint(path_, kind_, version_);
  try {  // checksummed, so only a file written by another program fails here
    // CBOR since large states were saved (a map's first byte is 0xa0 or more); JSON text before.
    const Json c = !payload.empty() && payload[0] == '{' ? Json::parse(payload) : Json::from_cbor(payload);
    if (c.at("job") != identity_)
      throw InputError(fmt::format("checkpoint {} belongs to another job ({}); remove it or use another file",
                                   path_, c["job"].dump()));
    read(c);
  } catch (const Json::exception&) {
    std::string words = kind_;
    std::replace(words.begin(), words.end(), '-', ' ');
    throw RunError(fmt::format("checkpoint '{}' holds no {} state; remove it or use another file", path_, words));
  } catch (const RunError& e) {  // a state that parses but does not fit (read_words), named with its file
    throw RunError(fmt::format("checkpoint '{}': {}; remove it or use another file", path_, e.what()));
  }
  return true;
}

void JobCheckpoint::save(Json state) {
  if (!enabled()) return;
  const Stopwatch took;
  Json c = {{"job", identity_}};
  for (auto& [key, value] : state.items()) c[key] = std::move(value);  // not copied: it may be large
  const std::vector<uint8_t> cbor = Json::to_cbor(c);
  save_checkpoint(path_, kind_, version_, std::string_view(reinterpret_cast<const char*>(cbor.data()), cbor.size()));
  pacer_.saved(took.seconds());
}

std::string interrupted_message(const std::string& checkpoint_path) {
  return checkpoint_path.empty() ? std::string("interrupted (no checkpoint file: progress lost)")
                                 : "interrupted; progress saved in " + checkpoint_path + "; run the same command to resume";
}

}  // namespace cw
