import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    // Integration tests each start an API on a fresh temporary database; 2 cores here.
    maxWorkers: 2,
    testTimeout: 20_000,
    // Password hashes at a test cost (functions/auth/password.ts); the sign-in attack suite restores production's.
    env: { PASSWORD_HASH_COST: 'fast' },
    hookTimeout: 60_000,
  },
});
