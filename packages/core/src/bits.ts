// Bit counting for the engines' 32-bit masks (the backgammon features' roll masks, the Shatra
// search's occupancy words).

/** The number of bits set in a 32-bit word (SWAR population count). */
export function bitCount(bits: number): number {
  let x = bits - ((bits >>> 1) & 0x5555_5555);
  x = (x & 0x3333_3333) + ((x >>> 2) & 0x3333_3333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f_0f0f, 0x0101_0101) >>> 24;
}
