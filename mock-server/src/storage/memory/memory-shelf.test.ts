import { describe } from 'vitest';
import { realClock } from '../../simulation/clock';
import { describeShelfRoom } from '../../testing/snapshot-shelf.contract';
import { memoryShelf } from './memory-shelf';

describe('the memory shelf', () => {
  describeShelfRoom(async () => ({
    shelves: async () => ({ shelf: memoryShelf(realClock()) }),
    sizeOf: (world) => Buffer.byteLength(JSON.stringify(world)),
  }));
});
