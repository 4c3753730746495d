// The compiler builtins the Embedded Swift build of the playground's engine calls that the
// toolchain ships no wasm32 compiler-rt for: 128-bit multiplication (the standard
// library's floating-point printing uses it). Compiled by scripts/build-wasm.
typedef unsigned long long u64;
typedef __int128 i128;
typedef unsigned __int128 u128;

// The low 128 bits of a × b (two's complement, so the same for signed and unsigned).
i128 __multi3(i128 a, i128 b) {
  u128 ua = (u128)a, ub = (u128)b;
  u64 al = (u64)ua, ah = (u64)(ua >> 64), bl = (u64)ub, bh = (u64)(ub >> 64);
  u64 a0 = al & 0xffffffffu, a1 = al >> 32, b0 = bl & 0xffffffffu, b1 = bl >> 32;
  u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  u64 middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  u64 low = (p00 & 0xffffffffu) | (middle << 32);
  u64 high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + ah * bl + al * bh;
  return (i128)(((u128)high << 64) | low);
}
