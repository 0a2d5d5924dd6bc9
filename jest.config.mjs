import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  // Never crawled: the build (written while jest runs, scripts/test.mjs) and the tests' data.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.test-data/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.js',
  },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  setupFiles: ['<rootDir>/test/setup-env.js'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
  testTimeout: 60_000,
};

// next-intl and its dependencies ship ES modules only: let SWC transform them.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!(next-intl|use-intl|@formatjs|intl-messageformat|github-slugger|@seriousme)/)',
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
