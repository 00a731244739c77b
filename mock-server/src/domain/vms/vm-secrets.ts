import type { World } from '../../model/schema';
import { conflict } from '../shared/errors';
import type { PermissionCaller } from '../permissions/require-permission';
import { accessibleVm } from './vm-access';
import { rsaKeyWorkers } from './rsa-key-workers';

/**
 * A real RSA-2048 private key, PKCS#8 PEM: `ssh -i privateKey.pem` accepts it, which OpenSSH
 * does not for Ed25519 in PKCS#8. RSA takes ~100 ms, so it runs on worker threads of its own,
 * off the event loop and off the thread pool that every world's fsync waits on.
 */
function generatePrivateKeyPem(): Promise<string> {
  return rsaKeyWorkers.privateKeyPem(2048);
}

/**
 * What making a key needs of its world: the committed state, which world it is (a reset starts
 * a new one), and the world's one way to write (application/unit-of-work.ts), size cap included.
 */
export type KeyWorld = {
  /** The committed world, and which world it is (a reset or a loaded snapshot starts another). */
  store: { readonly data: World; readonly generation: number };
  write<T>(fn: (world: World) => T): Promise<T>;
};

export const KEY_OUTLIVED_WORLD =
  'The sandbox was reset or loaded from a snapshot while the key was being made. Please ask for it again.';

// Keyed by the world's store, then by its generation and the VM: a key being made for VM 7
// before a reset is never handed to, nor stored on, VM 7 of the world after it.
const pendingKeys = new WeakMap<object, Map<string, Promise<string | null>>>();

/**
 * The VM's key, made on first need and kept. Callers that ask at once share one generation,
 * so every one of them gets the key that is stored. The slow RSA work happens outside any
 * write; only storing it is one, and only in the world it was made for: null when that world
 * was replaced meanwhile (a reset, a loaded snapshot), so the key is dropped, never stored on
 * the next world's VM of the same id.
 */
function ensurePrivateKey(w: KeyWorld, vmId: number): Promise<string | null> {
  const stored = w.store.data.virtualMachines.byId(vmId)?.privateKeyPem;
  if (stored) return Promise.resolve(stored);
  const generation = w.store.generation;
  let pending = pendingKeys.get(w.store);
  if (!pending) pendingKeys.set(w.store, (pending = new Map()));
  const slot = `${generation}:${vmId}`;
  let key = pending.get(slot);
  if (!key) {
    key = generatePrivateKeyPem()
      .then((pem) =>
        w.write((world) => {
          if (w.store.generation !== generation) return null;
          const vm = world.virtualMachines.byId(vmId);
          if (!vm) return pem;
          vm.privateKeyPem ??= pem;
          return vm.privateKeyPem;
        }),
      )
      .finally(() => pending.delete(slot));
    pending.set(slot, key);
  }
  return key;
}

/** The private key download: not while Provisioning; a seeded VM gets its key now and keeps it. */
export async function downloadPrivateKey(
  w: KeyWorld,
  caller: PermissionCaller,
  vmId: number,
): Promise<string> {
  const vm = accessibleVm(w.store.data, caller, vmId, 'downloadKey');
  const key = await ensurePrivateKey(w, vm.id);
  if (key === null) throw conflict(KEY_OUTLIVED_WORLD);
  return key;
}
