// Open MPI, when the program runs under mpirun (and the build has it): rank, size, and the few
// collectives the distributed jobs use. Outside mpirun, or in a build without MPI, there is one
// rank and every call is a cheap no-op, so single-process runs pay nothing.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cw::mpi {

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
