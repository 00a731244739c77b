import { generateKeyPair, randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import type { DomainContext } from '../shared/context';
import { assertCan } from './vm-lifecycle';
import { findVm } from './vm-queries';

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

type KeyHolder = { privateKeyPem: string | null };
const pendingKeys = new WeakMap<KeyHolder, Promise<string>>();

/**
 * The VM's key, made on first need. Callers that ask at once share one generation, so every
 * one of them gets the key that is stored (two separate generations would hand one caller a
 * key the VM never keeps).
 */
export function ensurePrivateKey(vm: KeyHolder): Promise<string> {
  if (vm.privateKeyPem) return Promise.resolve(vm.privateKeyPem);
  let pending = pendingKeys.get(vm);
  if (!pending) {
    pending = generatePrivateKeyPem()
      .then((pem) => (vm.privateKeyPem ??= pem))
      .finally(() => pendingKeys.delete(vm));
    pendingKeys.set(vm, pending);
  }
  return pending;
}

/** The private key download: not while Provisioning; a seeded VM gets its key now and keeps it. */
export function downloadPrivateKey(
  ctx: DomainContext,
  caller: { companyId: number },
  vmId: number,
): Promise<string> {
  const vm = findVm(ctx.world, caller.companyId, vmId);
  assertCan('downloadKey', vm.status);
  return ensurePrivateKey(vm);
}
