// Natural numbers of any size, for exact counts and volumes that exceed 64 bits (a count of
// packings, an index among 12^12 boxes, the volume of a 9-cube). Limbs of 32 bits, least
// significant first, no leading zero limb (zero is no limbs): every product of two limbs and a
// carry fits in 64 bits.
#pragma once
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cw {

class BigNat {
 public:
  BigNat() = default;
  BigNat(uint64_t v);  // NOLINT(google-explicit-constructor): numbers convert as numbers do
  // Decimal digits only (no sign, no spaces); nullopt otherwise.
  static std::optional<BigNat> parse(std::string_view decimal);

  BigNat& operator+=(const BigNat& o);
  BigNat operator+(const BigNat& o) const { return BigNat(*this) += o; }
  BigNat operator-(const BigNat& o) const;  // for o <= this (the caller knows the order)
  BigNat operator*(const BigNat& o) const;
  BigNat pow(uint64_t e) const;
  // Quotient by a positive m < 2^32, the remainder in *remainder.
  BigNat divided(uint32_t m, uint32_t* remainder) const;
  // The remainder by m, this replaced by the quotient: the next digit of a mixed radix.
  uint32_t take(uint32_t m);

  bool is_zero() const { return limb_.empty(); }
  std::optional<uint64_t> to_u64() const;
  std::string str() const;  // decimal
  std::strong_ordering operator<=>(const BigNat& o) const;
  bool operator==(const BigNat& o) const = default;

 private:
  std::vector<uint32_t> limb_;
  void trim();
};

}  // namespace cw
