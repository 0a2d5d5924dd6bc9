import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'data/**',
      'public/**',
      'next-env.d.ts',
      '.bench/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
