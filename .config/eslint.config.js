// ESLint for the TypeScript sources: typescript-eslint's recommended rules (not the type-aware
// ones, so a run takes seconds, not minutes) and React's hooks rules for the client. Run from
// the project root: npm run lint:code  (eslint -c .config/eslint.config.js)
// Errors that were there when the linter came in (React Compiler checks and a few any in the
// meetings form) are counted per file and rule in eslint-suppressions.json; new ones fail. Fix
// one and run `npm run lint:code -- --prune-suppressions`: the list only shrinks.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig([
  globalIgnores(['dist/', 'data/', '.test-data/', 'bench/results/', 'client/public/']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // A leading underscore marks a parameter or element kept for its position only.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{test,suite,e2e}.{ts,tsx}', '**/test-support.ts', '**/*-test-support.ts', 'server/test/**', 'e2e/**', 'bench/**'],
    rules: {
      // Tests read untyped JSON answers and hand the API deliberately ill-typed input.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
  },
  {
    // Kysely's code is a chunk the pages load (client/src/db/local-query.ts): imported anywhere
    // else at run time it would come back into the start code. Tests run outside the bundle.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/db/query-builder.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', allowTypeImports: true, message: 'Use localQuery and sql from @/db/local-query (Kysely loads as a chunk of its own).' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['client/sw/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
])
