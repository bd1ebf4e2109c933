#include "core/bignum.hpp"

#include <algorithm>
#include <compare>

namespace cw {

BigNat::BigNat(uint64_t v) {
  for (; v > 0; v >>= 32) limb_.push_back(static_cast<uint32_t>(v));
}

void BigNat::trim() {
  while (!limb_.empty() && limb_.back() == 0) limb_.pop_back();
}

std::optional<BigNat> BigNat::parse(std::string_view decimal) {
  if (decimal.empty()) return std::nullopt;
  BigNat r;
  for (char c : decimal) {
    if (c < '0' || c > '9') return std::nullopt;
    r = r * BigNat(10);
    r += BigNat(static_cast<uint64_t>(c - '0'));
  }
  return r;
}

BigNat& BigNat::operator+=(const BigNat& o) {
  if (limb_.size() < o.limb_.size()) limb_.resize(o.limb_.size(), 0);
  uint64_t carry = 0;
  for (size_t i = 0; i < limb_.size(); ++i) {
    const uint64_t v = uint64_t{limb_[i]} + (i < o.limb_.size() ? o.limb_[i] : 0) + carry;
    limb_[i] = static_cast<uint32_t>(v);
    carry = v >> 32;
  }
  if (carry) limb_.push_back(static_cast<uint32_t>(carry));
  return *this;
}

BigNat BigNat::operator-(const BigNat& o) const {
  BigNat r = *this;
  int64_t borrow = 0;
  for (size_t i = 0; i < r.limb_.size(); ++i) {
    const int64_t v = int64_t{r.limb_[i]} - (i < o.limb_.size() ? o.limb_[i] : 0) - borrow;
    borrow = v < 0;
    r.limb_[i] = static_cast<uint32_t>(v + (borrow << 32));
  }
  r.trim();
  return r;
}

BigNat BigNat::operator*(const BigNat& o) const {
  BigNat r;
  if (is_zero() || o.is_zero()) return r;
  r.limb_.assign(limb_.size() + o.limb_.size(), 0);
  for (size_t i = 0; i < limb_.size(); ++i) {
    uint64_t carry = 0;
    for (size_t j = 0; j < o.limb_.size(); ++j) {
      const uint64_t v = uint64_t{limb_[i]} * o.limb_[j] + r.limb_[i + j] + carry;  // < 2^64
      r.limb_[i + j] = static_cast<uint32_t>(v);
      carry = v >> 32;
    }
    r.limb_[i + o.limb_.size()] = static_cast<uint32_t>(carry);
  }
  r.trim();
  return r;
}

BigNat BigNat::pow(uint64_t e) const {
  BigNat result(1), base = *this;
  for (; e > 0; e >>= 1) {
    if (e & 1) result = result * base;
    if (e > 1) base = base * base;
  }
  return result;
}

BigNat BigNat::divided(uint32_t m, uint32_t* remainder) const {
  BigNat q;
  q.limb_.assign(limb_.size(), 0);
  uint64_t r = 0;
  for (size_t i = limb_.size(); i-- > 0;) {
    const uint64_t v = (r << 32) | limb_[i];
    q.limb_[i] = static_cast<uint32_t>(v / m);
    r = v % m;
  }
  q.trim();
  *remainder = static_cast<uint32_t>(r);
  return q;
}

uint32_t BigNat::take(uint32_t m) {
  uint32_t r = 0;
  *this = divided(m, &r);
  return r;
}

std::optional<uint64_t> BigNat::to_u64() const {
  if (limb_.size() > 2) return std::nullopt;
  uint64_t v = 0;
  for (size_t i = limb_.size(); i-- > 0;) v = (v << 32) | limb_[i];
  return v;
}

std::string BigNat::str() const {
  if (is_zero()) return "0";
  std::string digits;
  BigNat n = *this;
  while (!n.is_zero()) {
    uint32_t r = 0;
    n = n.divided(1'000'000'000, &r);
    for (int k = 0; k < 9; ++k, r /= 10) digits += static_cast<char>('0' + r % 10);
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  return {digits.rbegin(), digits.rend()};
}

std::strong_ordering BigNat::operator<=>(const BigNat& o) const {
  if (limb_.size() != o.limb_.size()) return limb_.size() <=> o.limb_.size();
  for (size_t i = limb_.size(); i-- > 0;)
    if (limb_[i] != o.limb_[i]) return limb_[i] <=> o.limb_[i];
  return std::strong_ordering::equal;
}

}  // namespace cw
