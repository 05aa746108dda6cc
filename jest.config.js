/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: [151002] } }],
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/__tests__/conformance/fixtures/'],
  modulePathIgnorePatterns: ['<rootDir>/__tests__/conformance/fixtures/'],
  testTimeout: 60000,
  setupFiles: ['<rootDir>/__tests__/helpers/fcSeed.ts'],
};
