import { generateKeyPair, randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import { byId } from '../../store/changes';
import type { Store } from '../../store/store';
import type { PermissionCaller } from '../permissions/require-permission';
import { accessibleVm } from './vm-access';

const generateKeyPairAsync = promisify(generateKeyPair);

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789#%+=@';

/** A 16-character password for the VM's default user (no look-alike characters). */
export function randomPassword(): string {
  return Array.from(
    { length: 16 },
    () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
  ).join('');
}

/**
 * A real RSA-2048 private key, PKCS#8 PEM: `ssh -i privateKey.pem` accepts it, which OpenSSH
 * does not for Ed25519 in PKCS#8. RSA takes ~100 ms, so it runs off the event loop (libuv pool).
 */
export async function generatePrivateKeyPem(): Promise<string> {
  const { privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return privateKey;
}

const pendingKeys = new WeakMap<Store, Map<number, Promise<string>>>();

/**
 * The VM's key, made on first need and kept. Callers that ask at once share one generation,
 * so every one of them gets the key that is stored. The slow RSA work happens outside any
 * mutation; only storing it is one.
 */
export function ensurePrivateKey(store: Store, vmId: number): Promise<string> {
  const stored = byId(store.data.virtualMachines, vmId)?.privateKeyPem;
  if (stored) return Promise.resolve(stored);
  let pending = pendingKeys.get(store);
  if (!pending) pendingKeys.set(store, (pending = new Map()));
  let key = pending.get(vmId);
  if (!key) {
    key = generatePrivateKeyPem()
      .then((pem) =>
        store.mutate((world) => {
          const vm = byId(world.virtualMachines, vmId);
          if (!vm) return pem;
          vm.privateKeyPem ??= pem;
          return vm.privateKeyPem;
        }),
      )
      .finally(() => pending.delete(vmId));
    pending.set(vmId, key);
  }
  return key;
}

/** The private key download: not while Provisioning; a seeded VM gets its key now and keeps it. */
export function downloadPrivateKey(
  store: Store,
  caller: PermissionCaller,
  vmId: number,
): Promise<string> {
  const vm = accessibleVm(store.data, caller, vmId, 'downloadKey');
  return ensurePrivateKey(store, vm.id);
}
