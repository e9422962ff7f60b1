import { defineConfig } from 'vitest/config';

// Browser tests of the web app build the app once and serve it (global setup); they run as
// their own projects so that other packages' runs do not pay for the build. The budget test
// (Lighthouse timings) runs last, alone, so that no other test skews its figures.
const browserTests = 'packages/web/test/browser/**/*.test.{ts,tsx}';
const budgetTests = 'packages/web/test/budget/**/*.test.{ts,tsx}';
const webGlobalSetup = ['packages/web/test/helpers/global-setup.ts'];
// The game server's tests start servers, child processes and a PostgreSQL cluster of their own
// (global setup): a project apart, so that a run of the pure packages does not pay for them.
const serverTests = 'packages/server/test/**/*.test.ts';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'packages/*/test/**/*.test.tsx'],
          exclude: ['**/node_modules/**', browserTests, budgetTests, serverTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: [serverTests],
          globalSetup: ['packages/server/test/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'web-browser', include: [browserTests], globalSetup: webGlobalSetup },
      },
      {
        extends: true,
        test: {
          name: 'web-budget',
          include: [budgetTests],
          globalSetup: webGlobalSetup,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
