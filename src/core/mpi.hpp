// Open MPI, when the program runs under mpirun: rank, size, and the few collectives the
// distributed jobs use. mpi.cpp is compiled twice (src/CMakeLists.txt): with MPI into
// `cubeworks-mpi`, the program mpirun starts, and without it (one rank, every call a cheap no-op)
// into the library that `cubeworks`, the Python module and the tests link, which therefore never
// load Open MPI. Outside mpirun `cubeworks-mpi` too has one rank.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cw::mpi {

// How many ranks the launcher says it started (OMPI_COMM_WORLD_SIZE from mpirun, PMI_SIZE from
// srun and others); 1 outside one. In both variants: `cubeworks` refuses to be one of several.
int launched_ranks();
int launched_rank();  // this one's rank by the same environment (OMPI_COMM_WORLD_RANK, PMI_RANK); 0 outside
// Initialises MPI when the environment says mpirun started us; safe to call more than once.
void init(int* argc, char*** argv);
void finalize();
bool active();  // true under mpirun with more than zero ranks initialised
int rank();
int size();
inline bool root() { return rank() == 0; }

void barrier();
// Element-wise sum over ranks, result on every rank.
void allreduce_sum(uint64_t* data, size_t n);
int64_t allreduce_min(int64_t v);
// Sum to rank 0 only.
void reduce_sum_to_root(uint64_t* data, size_t n);
// Large point-to-point transfers (chunked under MPI's int count limit).
void send(const uint64_t* data, size_t n, int to, int tag);
void recv(uint64_t* data, size_t n, int from, int tag);
// An empty message in place of n zero words; recv_unless_empty returns false for one.
void send_empty(int to, int tag);
bool recv_unless_empty(uint64_t* data, size_t n, int from, int tag);
// Every rank's vector concatenated on rank 0 (rank order); empty elsewhere.
std::vector<uint64_t> gather_to_root(const std::vector<uint64_t>& mine);
// Rank 0's vector, on every rank (one message: for short lists, under MPI's int count limit).
std::vector<uint64_t> broadcast_from_root(std::vector<uint64_t> v);
// Stops every rank (after an error on one of them).
[[noreturn]] void abort(int code);

}  // namespace cw::mpi
