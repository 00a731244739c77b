import type { HandOffRows, SealedHandOff } from '../ports/hand-offs';

/**
 * Hand-offs kept in memory, for the one process of the file storage: a code lost to a restart
 * only means the control room asks for the key.
 */
export function memoryHandOffRows(): HandOffRows {
  const rows = new Map<string, SealedHandOff>();
  return {
    put: async (codeHash, handOff) => void rows.set(codeHash, handOff),
    async take(codeHash, worldId) {
      const handOff = rows.get(codeHash);
      if (!handOff || handOff.worldId !== worldId) return null;
      rows.delete(codeHash);
      return handOff;
    },
    async removeExpired(now) {
      for (const [codeHash, handOff] of rows) if (handOff.expiresAt <= now) rows.delete(codeHash);
    },
  };
}
