import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'site',
  'auth',
  'booking',
  'catalogue',
  'academy',
  'reviews',
  'newsletter',
  'contact',
  'settings',
  'clients',
  'admin',
  'insights',
  'admin-rights',
  'till',
];

/** sonner is loaded with the first toast (src/client/lib/toast.tsx), never with a page. */
const sonnerOnlyThroughToast = {
  name: 'sonner',
  allowTypeImports: true,
  message:
    'Use toast from @client/lib/toast: sonner loads with the first toast, not with the page.',
};

/** What any client file may not import, and what else the files a rule covers may not. */
const clientImports = (...patterns) => ({
  paths: [sonnerOnlyThroughToast],
  patterns: [
    {
      group: ['@server/**', '**/server/**'],
      allowTypeImports: true,
      message: 'The client imports only types from the server.',
    },
    ...patterns,
  ],
});

/**
 * A client feature may not reach into another feature's folder either, except for its query keys
 * (api/<feature>-keys): a change in one feature refreshes another's cached answers through them,
 * never by spelling its keys.
 */
const clientFeatureBoundary = (feature) => ({
  regex: `^(?:@client/features/|.*/features/|(?:\\.\\./){1,2})(${FEATURES.filter((other) => other !== feature).join('|')})/(?!api/\\1-keys$)`,
  message:
    'Features do not import each other, except their api/<feature>-keys: move what they share to src/shared or src/client/components.',
});

/** A client feature may not reach into another feature's folder (DESIGN.md: shared code moves to shared/). */
const clientFeatureBoundaries = FEATURES.map((feature) => ({
  files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [sonnerOnlyThroughToast],
        patterns: [
          clientFeatureBoundary(feature),
          {
            group: ['@server/**'],
            allowTypeImports: true,
            message: 'The client imports only types from the server.',
          },
        ],
      },
    ],
  },
}));

/**
 * A server feature may not reach into another one either, except for the audit log's recorder
 * (decision 013). Feature folders nest (booking/online/...), so a relative import reaches
 * `features/` with as many `../` as its file is deep: one entry per depth spells exactly that many,
 * because one more `../auth` is src/server/auth (shared infrastructure), not the auth feature.
 */
const SERVER_FEATURE_DEPTHS = [0, 1, 2, 3];
const serverFeatureBoundaries = FEATURES.flatMap((feature) => {
  const others = FEATURES.filter((other) => other !== feature).join('|');
  return SERVER_FEATURE_DEPTHS.map((depth) => ({
    files: [`src/server/features/${feature}/${'*/'.repeat(depth)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:@server/features/|.*/features/|(?:\\.\\./){${depth + 1}})(?:${others})/(?!(?<=admin/)audit\\.service$)`,
              message:
                'Features do not import each other: move what they share to src/server/domain or src/shared.',
            },
            { group: ['@client/**'], message: 'The server never imports client code.' },
          ],
        },
      ],
    },
  }));
});

/** The domain layer is shared by the features, so it imports none of them (decision 043). */
const domainImportsNoFeature = {
  files: ['src/server/domain/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@server/features/**', '**/features/**'],
            message:
              'src/server/domain is shared by the features and imports none of them: move what it needs here or to src/shared.',
          },
          { group: ['@client/**'], message: 'The server never imports client code.' },
        ],
      },
    ],
  },
};

/** Dates and times are written in one module (decision 024), for the rule below and serverClock. */
const salonDatesOnly = [
  "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
  'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
  "ImportDeclaration[source.value='@date-fns/tz']",
].map((selector) => ({
  selector,
  message: 'Dates and times go through @shared/salon-dates (the salon’s clock).',
}));

/**
 * The server reads the time from the app's clock (src/server/auth/clock.ts, injected), which
 * end-to-end tests move: a `new Date()` or `Date.now()` elsewhere would stay on the machine's time.
 * The schema's `$onUpdate` stamps are the database rows' own, out of the app's reach; Stripe's
 * session expiry is checked against Stripe's own time (one disabled line says so).
 * ESLint keeps one list per rule and file, so the salon-dates selectors are repeated here.
 */
const serverClock = {
  files: ['src/server/**/*.ts'],
  ignores: ['src/server/auth/clock.ts', 'src/server/**/*.test.ts', 'src/server/db/schema/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...salonDatesOnly,
      ...[
        "NewExpression[callee.name='Date'][arguments.length=0]",
        "CallExpression[callee.object.name='Date'][callee.property.name='now']",
      ].map((selector) => ({
        selector,
        message: 'The server reads the time from the injected clock (src/server/auth/clock.ts).',
      })),
    ],
  },
};

/**
 * Mutations one way (issue 29): a feature's api/ folder holds its mutation hooks, built on
 * useRefreshingMutation, so what a change refreshes is declared once beside its request; screens
 * call the hook. A separate rule name from no-restricted-imports, which the boundaries set per file.
 */
const mutationsOnlyInApi = {
  files: ['src/client/**/*.{ts,tsx}'],
  ignores: ['src/client/**/api/**', 'src/client/lib/refreshing-mutation.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          { name: '@tanstack/react-query', importNames: ['useMutation'] },
          { name: '@client/lib/refreshing-mutation', importNames: ['useRefreshingMutation'] },
        ].map((path) => ({
          ...path,
          message:
            'Mutations are hooks in the feature’s api/ folder, built on useRefreshingMutation: call the hook.',
        })),
        patterns: [
          {
            group: ['**/refreshing-mutation'],
            importNames: ['useRefreshingMutation'],
            message:
              'Mutations are hooks in the feature’s api/ folder, built on useRefreshingMutation: call the hook.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Playwright and the scripts run functions inside the browser page.
    files: ['tests/e2e/**/*.ts', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Inlined into the pages as a classic script (vite.config.ts): plain JavaScript, no imports.
    files: ['src/client/early-events.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', clientImports()],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@client/**', '**/client/**'],
              message: 'The server never imports client code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@client/**', '@server/**', '**/client/**', '**/server/**'],
              message: 'src/shared imports neither client nor server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // One module for the salon's dates and times (decision 024): a date written elsewhere would
    // be on the machine's clock, or in a second style.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/salon-dates.ts', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...salonDatesOnly],
    },
  },
  {
    // Shared client code serves every feature, so it knows none of them.
    files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        clientImports({
          group: ['@client/features/**', '@client/app/**', '**/features/**', '**/app/**'],
          message: 'Shared client code (components, lib) imports no feature and no app code.',
        }),
      ],
    },
  },
  ...clientFeatureBoundaries,
  ...serverFeatureBoundaries,
  domainImportsNoFeature,
  serverClock,
  mutationsOnlyInApi,
);
