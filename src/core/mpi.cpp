#include "core/mpi.hpp"

#include <algorithm>
#include <cstdlib>

#ifdef CUBEWORKS_HAVE_MPI
#include <mpi.h>
#endif

namespace cw::mpi {
namespace {
bool g_active = false;
int g_rank = 0, g_size = 1;
}  // namespace

int launched_ranks() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"}) {
    const char* value = std::getenv(name);
    if (value && std::atoi(value) > 1) return std::atoi(value);
  }
  return 1;
}
int launched_rank() {
  for (const char* name : {"OMPI_COMM_WORLD_RANK", "PMI_RANK"})
    if (const char* value = std::getenv(name)) return std::atoi(value);
  return 0;
}

#ifdef CUBEWORKS_HAVE_MPI
namespace {
bool launched_by_mpirun() {
  return std::getenv("OMPI_COMM_WORLD_SIZE") || std::getenv("PMI_SIZE") || std::getenv("PMIX_RANK");
}
}  // namespace

constexpr size_t kChunk = size_t{1} << 27;  // elements per message, under INT_MAX bytes / 8

void init(int* argc, char*** argv) {
  if (g_active || !launched_by_mpirun()) return;
  int provided = 0;
  MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &g_rank);
  MPI_Comm_size(MPI_COMM_WORLD, &g_size);
  g_active = true;
}
void finalize() {
  if (g_active) MPI_Finalize();
  g_active = false;
}
void barrier() {
  if (g_active) MPI_Barrier(MPI_COMM_WORLD);
}
void allreduce_sum(uint64_t* data, size_t n) {
  if (g_active) MPI_Allreduce(MPI_IN_PLACE, data, static_cast<int>(n), MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
}
int64_t allreduce_min(int64_t v) {
  if (g_active) MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_INT64_T, MPI_MIN, MPI_COMM_WORLD);
  return v;
}
void reduce_sum_to_root(uint64_t* data, size_t n) {
  if (!g_active) return;
  MPI_Reduce(g_rank == 0 ? MPI_IN_PLACE : data, data, static_cast<int>(n), MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
}
void send(const uint64_t* data, size_t n, int to, int tag) {
  for (size_t off = 0; off < n; off += kChunk)
    MPI_Send(data + off, static_cast<int>(std::min(kChunk, n - off)), MPI_UINT64_T, to, tag, MPI_COMM_WORLD);
}
void recv(uint64_t* data, size_t n, int from, int tag) {
  for (size_t off = 0; off < n; off += kChunk)
    MPI_Recv(data + off, static_cast<int>(std::min(kChunk, n - off)), MPI_UINT64_T, from, tag, MPI_COMM_WORLD,
             MPI_STATUS_IGNORE);
}
void send_empty(int to, int tag) { MPI_Send(nullptr, 0, MPI_UINT64_T, to, tag, MPI_COMM_WORLD); }
bool recv_unless_empty(uint64_t* data, size_t n, int from, int tag) {
  MPI_Status st;
  MPI_Probe(from, tag, MPI_COMM_WORLD, &st);
  int count = 0;
  MPI_Get_count(&st, MPI_UINT64_T, &count);
  if (count == 0) {
    MPI_Recv(nullptr, 0, MPI_UINT64_T, from, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return false;
  }
  recv(data, n, from, tag);
  return true;
}
std::vector<uint64_t> gather_to_root(const std::vector<uint64_t>& mine) {
  if (!g_active) return mine;
  int n = static_cast<int>(mine.size());
  std::vector<int> counts(g_size), displs(g_size);
  MPI_Gather(&n, 1, MPI_INT, counts.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
  std::vector<uint64_t> all;
  if (g_rank == 0) {
    int total = 0;
    for (int r = 0; r < g_size; ++r) {
      displs[r] = total;
      total += counts[r];
    }
    all.resize(total);
  }
  MPI_Gatherv(mine.data(), n, MPI_UINT64_T, all.data(), counts.data(), displs.data(), MPI_UINT64_T, 0, MPI_COMM_WORLD);
  return all;
}
std::vector<uint64_t> broadcast_from_root(std::vector<uint64_t> v) {
  if (!g_active) return v;
  uint64_t n = v.size();
  MPI_Bcast(&n, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
  v.resize(n);
  MPI_Bcast(v.data(), static_cast<int>(n), MPI_UINT64_T, 0, MPI_COMM_WORLD);
  return v;
}
void abort(int code) {
  if (g_active) MPI_Abort(MPI_COMM_WORLD, code);
  std::exit(code);
}
#else
void init(int*, char***) {}
void finalize() {}
void barrier() {}
void allreduce_sum(uint64_t*, size_t) {}
int64_t allreduce_min(int64_t v) { return v; }
void reduce_sum_to_root(uint64_t*, size_t) {}
void send(const uint64_t*, size_t, int, int) {}
void recv(uint64_t*, size_t, int, int) {}
void send_empty(int, int) {}
bool recv_unless_empty(uint64_t*, size_t, int, int) { return false; }
std::vector<uint64_t> gather_to_root(const std::vector<uint64_t>& mine) { return mine; }
std::vector<uint64_t> broadcast_from_root(std::vector<uint64_t> v) { return v; }
void abort(int code) { std::exit(code); }
#endif

bool active() { return g_active; }
int rank() { return g_rank; }
int size() { return g_size; }

}  // namespace cw::mpi
