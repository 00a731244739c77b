/**
 * The sandbox's variables for test runs: password hashes at scrypt's lowest cost it allows.
 * Tests sign in thousands of times, and a hash at the default cost takes about 50 ms of CPU; the
 * cost itself is not what they check (passwords.test.ts covers hashes at the default).
 */
export const TEST_PASSWORD_COST = { SANDBOX_PASSWORD_COST: '1024' } as const;
