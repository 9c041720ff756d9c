import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'The engine must not depend on React.' },
          { group: ['zustand', 'zustand/*'], message: 'The engine must not depend on zustand.' },
          { group: ['@dnd-kit/*'], message: 'The engine must not depend on dnd-kit.' },
          { group: ['**/store/**', '**/ui/**', '**/learn/**'], message: 'The engine must not import the store, the UI or the teaching room (src/learn).' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'HTMLElement'],
    },
  },
  {
    // docs/architecture.md §1: the patience room (Brigade) is pure like the engine, and may borrow only
    // the engine's small pure helpers; it knows nothing of React, zustand, the DOM or the rooms above.
    files: ['src/patience/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'The patience room must not depend on React.' },
          { group: ['zustand', 'zustand/*'], message: 'The patience room must not depend on zustand.' },
          { group: ['@dnd-kit/*'], message: 'The patience room must not depend on dnd-kit.' },
          { group: ['**/store/**', '**/ui/**', '**/learn/**'], message: 'The patience room must not import the store, the UI or the teaching room (src/learn).' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'HTMLElement'],
    },
  },
  {
    // docs/architecture.md §1: the teaching room is pure, and a client of the engine's public API alone.
    files: ['src/learn/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/engine/*', '!**/engine/index.ts', '**/engine/*/**'], message: 'src/learn may use the engine only through its public API, src/engine/index.ts.' },
          { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'src/learn must not depend on React.' },
          { group: ['zustand', 'zustand/*'], message: 'src/learn must not depend on zustand.' },
          { group: ['@dnd-kit/*'], message: 'src/learn must not depend on dnd-kit.' },
          { group: ['**/store/**', '**/ui/**'], message: 'src/learn must not import the store or the UI.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'HTMLElement'],
    },
  },
  {
    // docs/architecture.md §1: the store may use the engine, never the UI; it holds state, React draws it.
    files: ['src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/ui/**'], message: 'The store must not import the UI.' },
          { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@dnd-kit/*'], message: 'The store must not depend on React or dnd-kit: components do.' },
        ],
      }],
    },
  },
  {
    // docs/architecture.md §1: the command-line tools are clients of the engine and the patience room alone.
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/*', '!**/src/engine', '!**/src/patience'], message: 'Scripts may import only the engine (src/engine) and the patience room (src/patience).' },
          { group: ['**/tests/**'], message: 'Scripts may import only the engine (src/engine), not the tests.' },
          {
            group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'zustand/*', '@dnd-kit/*'],
            message: 'Scripts may import only the engine (src/engine).',
          },
        ],
      }],
    },
  },
);
