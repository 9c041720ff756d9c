import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { PRIVATE_ROOMS, TOOLING_DIR } from './scripts/codemods/public-entries.mjs';

/**
 * The files tsconfig.json type-checks; eslint reads their types too. The .mjs browser tests and
 * scripts are outside the TypeScript project, so they keep the untyped rules alone.
 */
const TYPED = ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'vite.config.ts'];

const within = (path, dir) => path === dir || path.startsWith(`${dir}/`);
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * docs/architecture.md §1: outside a private room (src/engine, src/patience) and its insiders, an
 * import of the room may name only its public entry points. `dir` is where the files are: inside src an
 * import spells the room `../engine/…` (or `./engine/…`), elsewhere `…/src/engine/…`. scripts/codemods/engine-imports.mjs
 * rewrites imports that break it.
 */
function entryPatterns(dir) {
  const spelling = within(dir, 'src') ? '^(\\.\\.?/)+' : '(^|/)src/';
  return PRIVATE_ROOMS.filter((room) => !within(dir, room.dir) && !room.insiders.some((insider) => within(dir, insider))).map((room) => {
    const inside = room.entries.map((entry) => escaped(entry.slice(room.dir.length + 1))).join('|');
    return {
      regex: `${spelling}${escaped(room.dir.slice('src/'.length))}/(?!(${inside})$)`,
      message: `Outside ${room.dir}, use it only through its public entry points (${room.entries.join(', ')}).`,
    };
  });
}

/** The tooling (src/tooling) makes tables and games for scripts, the bench and tests: never for the page. */
const NO_TOOLING = {
  regex: `(^|/)${escaped(TOOLING_DIR.slice('src/'.length))}/`,
  message: 'The page must not import the tooling (src/tooling): it is for scripts, the bench and tests.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-node', 'node_modules', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Rules that read the types: a promise nobody awaits or catches loses its error and its order.
    files: TYPED,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Store actions and the hooks' events are arrow closures over the store, never methods that read `this`.
      '@typescript-eslint/unbound-method': 'off',
      // An async function without await is how a Promise-returning seam is met: a throw becomes a rejection.
      '@typescript-eslint/require-await': 'off',
      // CardId and Face are both numbers by design; `CardId | Face` says a function takes either.
      '@typescript-eslint/no-duplicate-type-constituents': ['error', { ignoreUnions: true }],
      // `never` in a message is the exhaustive check's "cannot happen" branch, spelled for the day it does.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNever: true }],
    },
  },
  {
    // A room's exports are read where they are written: an entry names each one (docs/architecture.md §1).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name each export: `export *` hides what a module offers.' },
      ],
    },
  },
  {
    // Tests read JSON.parse's output and mocks' arguments as `any` on purpose: the assertions check their shape.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Small files and functions named for what they hold (docs/architecture.md). Past these sizes, split;
    // what is over them today says why beside it, and is the map for the next refactor.
    files: ['**/*.{js,mjs,ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A test file's describe block is a list of cases, not a function to split; its file limit still holds.
    files: ['tests/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // docs/architecture.md §1: the engine knows nothing of React, zustand, the DOM or the layers above it.
    files: ['src/engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'The engine must not depend on React.' },
            { group: ['zustand', 'zustand/*'], message: 'The engine must not depend on zustand.' },
            { group: ['@dnd-kit/*'], message: 'The engine must not depend on dnd-kit.' },
            {
              group: ['**/store/**', '**/ui/**', '**/learn/**'],
              message: 'The engine must not import the store, the UI or the teaching room (src/learn).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'HTMLElement'],
    },
  },
  {
    // docs/architecture.md §1: the patience room (Brigade) is pure like the engine, and may borrow only
    // the engine's small pure helpers; it knows nothing of React, zustand, the DOM or the rooms above.
    files: ['src/patience/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'The patience room must not depend on React.' },
            { group: ['zustand', 'zustand/*'], message: 'The patience room must not depend on zustand.' },
            { group: ['@dnd-kit/*'], message: 'The patience room must not depend on dnd-kit.' },
            {
              group: ['**/store/**', '**/ui/**', '**/learn/**'],
              message: 'The patience room must not import the store, the UI or the teaching room (src/learn).',
            },
            ...entryPatterns('src/patience'),
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'HTMLElement'],
    },
  },
  {
    // docs/architecture.md §1: the teaching room is pure, and a client of the engine's public API alone.
    files: ['src/learn/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...entryPatterns('src/learn'),
            NO_TOOLING,
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'src/learn must not depend on React.' },
            { group: ['zustand', 'zustand/*'], message: 'src/learn must not depend on zustand.' },
            { group: ['@dnd-kit/*'], message: 'src/learn must not depend on dnd-kit.' },
            { group: ['**/store/**', '**/ui/**'], message: 'src/learn must not import the store or the UI.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'HTMLElement'],
    },
  },
  {
    // docs/architecture.md §1: the UI, the bench and the tests of the other rooms use the engine and the
    // patience room through their entry points; the page never imports the tooling.
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...entryPatterns('src/ui'), NO_TOOLING] }] },
  },
  { files: ['bench/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: entryPatterns('bench') }] } },
  ...['tests', 'tests/engine', 'tests/tooling', 'tests/patience', 'tests/exact'].map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx,mjs}`],
    rules: { 'no-restricted-imports': ['error', { patterns: entryPatterns(dir) }] },
  })),
  {
    // docs/architecture.md §1: the store may use the engine, never the UI; it holds state, React draws it.
    files: ['src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/ui/**'], message: 'The store must not import the UI.' },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@dnd-kit/*'],
              message: 'The store must not depend on React or dnd-kit: components do.',
            },
            ...entryPatterns('src/store'),
            NO_TOOLING,
          ],
        },
      ],
    },
  },
  {
    // docs/architecture.md §1: the command-line tools are clients of the engine and the patience room alone.
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/*', '!**/src/engine', '!**/src/patience', '!**/src/tooling'],
              message: 'Scripts may import only the engine (src/engine), the patience room (src/patience) and the tooling (src/tooling).',
            },
            ...entryPatterns('scripts'),
            { group: ['**/tests/**'], message: 'Scripts may import only the engine (src/engine), not the tests.' },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'zustand/*', '@dnd-kit/*'],
              message: 'Scripts may import only the engine (src/engine).',
            },
          ],
        },
      ],
    },
  },
  {
    // The rule book's one source is the text the "How to play" page shows; this script writes
    // docs/rules.md from it, through a module that holds no React (src/ui/rules/rules-markdown.ts).
    files: ['scripts/rules-doc.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/*',
                '!**/src/ui',
                '**/src/ui/*',
                '!**/src/ui/rules',
                '**/src/ui/rules/*',
                '!**/src/ui/rules/rules-markdown.ts',
              ],
              message: "This script may import only the rule book's markdown writer.",
            },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'zustand/*', '@dnd-kit/*'],
              message: "The rule book's script runs in Node without React.",
            },
          ],
        },
      ],
    },
  },
);
