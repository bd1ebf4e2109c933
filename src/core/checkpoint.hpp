// Checkpoint files: versioned, checksummed, written atomically (temp file, fsync, rename).
// Layout: "CWCK" | u32 version | u32 kind length | kind | payload | u64 payload size |
// u64 checksum of the payload | "KCWC". Streamed both ways so that payloads of gigabytes need
// no second copy in memory; a truncated, foreign, old or corrupted file is refused, never used.
#pragma once
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

namespace cw {

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
// Owns a FILE so that a throwing constructor cannot leak it.
using FileHandle = std::unique_ptr<std::FILE, FileCloser>;

// Streaming 64-bit checksum (word-wise multiply-xor; not cryptographic, catches corruption).
class Checksum {
 public:
  void add(const void* data, size_t bytes);
  uint64_t value() const;

 private:
  uint64_t h_ = 0x9e3779b97f4a7c15ull, tail_ = 0;
  unsigned tail_bytes_ = 0;
  uint64_t total_ = 0;
};

class CheckpointWriter {
 public:
  CheckpointWriter(std::string path, std::string_view kind, uint32_t version);
  ~CheckpointWriter();  // abandons the temp file unless commit() ran
  void write(const void* data, size_t bytes);
  template <class T>
  void write_value(const T& v) { write(&v, sizeof v); }
  void commit();  // trailer, fsync, rename: the file appears complete or not at all

 private:
  [[noreturn]] void fail_to_write();  // removes the temp file, throws FileError naming path_
  std::string path_, tmp_;
  FileHandle f_;
  bool committed_ = false;
  Checksum sum_;
  uint64_t size_ = 0;
};

class CheckpointReader {
 public:
  // Checks magic, version and kind; throws RunError naming the path and the defect.
  CheckpointReader(std::string path, std::string_view kind, uint32_t version);
  void read(void* data, size_t bytes);  // throws RunError when the file ends early
  template <class T>
  T read_value() { T v; read(&v, sizeof v); return v; }
  // Verifies size and checksum; nothing read may be trusted before this returns.
  void verify_end();

 private:
  [[noreturn]] void fail(const std::string& why) const;
  std::string path_;
  FileHandle f_;
  Checksum sum_;
  uint64_t size_ = 0, file_size_ = 0, payload_start_ = 0;
};

// Whole-payload convenience forms.
void save_checkpoint(const std::string& path, std::string_view kind, uint32_t version,
                     std::string_view payload);
std::string load_checkpoint(const std::string& path, std::string_view kind, uint32_t version);

}  // namespace cw
