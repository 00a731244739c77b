/**
 * FNV-1a (32 bit): a stable number from a string. The simulation uses it wherever a value must
 * look random yet be the same on every read and after every restart (durations, load, MACs).
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A stable fraction in [0, 1). */
export const unitHash = (text: string): number => hash32(text) / 2 ** 32;
