import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** lib/ folders each may not import (beyond components/ and app/): the layers of README, "Layers". */
const LOWER_LAYERS = {
  'lib/core/contract': ['forms', 'source', 'captcha', 'content', 'api', 'platform/db'],
  'lib/core/forms': ['source', 'captcha', 'content', 'api'],
  'lib/core/forms/captcha': ['source', 'content', 'api'],
  'lib/core/content/source': ['content', 'api'],
};

/** The raw cached read: only lib/core/content's named getters call it (docs/api.md, "Named getters"). */
const RAW_READ = {
  name: '@/lib/core/content/cache',
  importNames: ['read'],
  message: 'Read content through a named getter of lib/core/content/<area>.ts, not the raw read().',
};

const restricted = (folders = [], { lib = true, rawRead = false } = {}) => [
  'error',
  {
    paths: rawRead ? [] : [RAW_READ],
    patterns: [
      ...(lib
        ? [
            {
              group: ['@/components/*', '@/app/*', '@/demo/*'],
              message:
                'lib/ never imports components/, app/ or demo/ (layers: app -> components -> lib; demo/ is data for scripts and tests).',
            },
          ]
        : []),
      ...(folders.length
        ? [
            {
              group: folders.map((f) => `@/lib/${f}`).flatMap((g) => [g, `${g}/*`]),
              message: 'A lower layer of lib/ does not import a higher one (README, "Layers").',
            },
          ]
        : []),
    ],
  },
];

/** The platform (lib/platform: config, db, http, security, observability) knows no product folder of lib/. */
const PLATFORM = {
  regex: '^@/lib/(?!platform/)',
  message:
    'lib/platform/ imports no product folder of lib/ (README, "Layers"): take the value as a parameter, wired in by proxy.ts or instrumentation.ts.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  // Import cycles are refused by test/import-cycles.test.ts (every file, type imports included),
  // not by import/no-cycle, which skipped type imports and took 60 % of the lint's time.
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: { 'no-restricted-imports': restricted([], { lib: false }) },
  },
  {
    // The messages are precompiled at build time (next.config.mjs): a translator's raw()
    // would hand over the compiled form, not the text, and a message file imported as
    // JSON holds compiled messages too. Texts go through a translator.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='raw'][callee.object.name=/^t([A-Z]|$)/]",
          message: 'Messages are precompiled: use t(key, values), not t.raw().',
        },
        {
          selector:
            "ImportDeclaration[source.value=/^@\\/messages\\/.*\\.json$/][importKind!='type']",
          message:
            'Messages are precompiled: read them through a translator (createTranslator, getTranslations).',
        },
      ],
    },
  },
  { files: ['lib/**'], rules: { 'no-restricted-imports': restricted() } },
  {
    files: ['lib/core/content/**'],
    rules: { 'no-restricted-imports': restricted([], { rawRead: true }) },
  },
  {
    files: ['lib/platform/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [RAW_READ], patterns: [...restricted()[1].patterns, PLATFORM] },
      ],
    },
  },
  ...Object.entries(LOWER_LAYERS).map(([dir, folders]) => ({
    files: [`${dir}/**`],
    rules: { 'no-restricted-imports': restricted(folders) },
  })),
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
