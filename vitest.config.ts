import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    // Integration tests each start an API on a fresh temporary database; 2 cores here.
    maxWorkers: 2,
    // Test files share a worker's module cache: importing the app once per worker rather than once per file halves
    // the suite's time. Each test builds its own app and database, so no state rides on the modules; what a test
    // stubs (variables, globals) is undone before the next one, and module-level state is reset by its tests
    // (CONTRIBUTING.md, "Run and test").
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
    testTimeout: 20_000,
    // Password hashes at a test cost (functions/auth/password.ts); the sign-in attack suite restores production's.
    env: { PASSWORD_HASH_COST: 'fast' },
    hookTimeout: 60_000,
  },
});
