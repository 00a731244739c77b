import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Customer#Demo2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Customer#Demo2026', hash)).toBe(true);
    expect(await verifyPassword('customer#demo2026', hash)).toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    expect(await hashPassword('Same#Password1')).not.toBe(await hashPassword('Same#Password1'));
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$a$b')).toBe(false);
  });

  it('has a dummy hash that no guess matches, at the cost accounts are hashed with', async () => {
    expect(await verifyPassword('', await dummyPasswordHash())).toBe(false);
    expect(await dummyPasswordHash(1024)).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  it('hashes at a lower cost when told to, and checks each hash at its own', async () => {
    const cheap = await hashPassword('Customer#Demo2026', 1024);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Customer#Demo2026', cheap)).toBe(true);
    expect(await verifyPassword('Customer#Demo2027', cheap)).toBe(false);
  });
});
