import fs from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * lib/'s three tiers (README, "Layers"; docs/code-map.md): the platform knows no product, the
 * core knows no feature, and a feature knows no other feature (they meet at the top: a route,
 * instrumentation.ts, proxy.ts). test/house.test.ts holds the same from the resolved imports.
 */
const FEATURES = fs
  .readdirSync(new URL('./lib/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Tests may reach across the tiers (a core test may show a feature using what it tests). */
const TESTS = ['**/*.test.{ts,tsx}'];

const NO_FEATURE = {
  regex: '^@/lib/features/',
  message:
    'lib/core/ imports no feature (README, "Layers"): move the shared piece into the core, or wire the feature in at the top.',
};

/** A feature imports the platform and the core, never another feature. */
const noOtherFeature = (name) => ({
  regex: `^@/lib/features/(?!${name}/)`,
  message:
    'A feature imports no other feature (README, "Layers"): they meet at the top (a route, instrumentation.ts, proxy.ts), or the shared piece moves into lib/core/.',
});

/** Folders of the core each may not import (beyond the features): its layers. */
const LOWER_LAYERS = {
  'lib/core/contract': ['core/forms', 'core/content', 'core/db', 'platform/db'],
  'lib/core/forms': ['core/content'],
};

/** The sources (lib/core/content/source) stand below the cached reads beside them. */
const SOURCE = {
  regex: '^@/lib/core/content/(?!source/)',
  message: 'A content source does not import the cached reads above it (README, "Layers").',
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

/** A rule of `restricted` with more patterns. */
const withPatterns = ([level, options], patterns) => [
  level,
  { ...options, patterns: [...options.patterns, ...patterns] },
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
    files: ['lib/core/**'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': withPatterns(restricted(), [NO_FEATURE]) },
  },
  {
    files: ['lib/core/content/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': withPatterns(restricted([], { rawRead: true }), [NO_FEATURE]),
    },
  },
  {
    files: ['lib/core/content/source/**'],
    ignores: TESTS,
    rules: { 'no-restricted-imports': withPatterns(restricted(), [NO_FEATURE, SOURCE]) },
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
    ignores: TESTS,
    rules: { 'no-restricted-imports': withPatterns(restricted(folders), [NO_FEATURE]) },
  })),
  ...FEATURES.map((name) => ({
    files: [`lib/features/${name}/**`],
    ignores: TESTS,
    rules: { 'no-restricted-imports': withPatterns(restricted(), [noOtherFeature(name)]) },
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
