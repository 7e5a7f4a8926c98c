// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction from DESIGN.md: app → api, machines, domain; server → domain, generated API types;
 * machines → domain; domain → nothing of ours. Nothing imports app or server but their own entry points and tests. */
const boundaries = [
  { target: './src/domain', from: ['./src/app', './src/server', './src/api', './machines'], message: 'src/domain imports nothing of ours.' },
  { target: './machines', from: ['./src/app', './src/server', './src/api'], message: 'machines may import only src/domain.' },
  { target: './src/api', from: ['./src/app', './src/server', './machines'], message: 'src/api may import only src/domain.' },
  { target: './src/server', from: ['./src/app', './machines'], message: 'src/server may import only src/domain and the generated API types.' },
  {
    target: './src/server',
    from: './src/api',
    except: ['./schema.gen.ts'],
    message: 'src/server may import only src/domain and the generated API types.',
  },
  { target: './src/app', from: ['./src/server'], message: 'src/app never imports the server.' },
  { target: './stories', from: ['./src/server'], message: 'stories never import the server.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'storybook-static/**',
      'node_modules/**',
      'data/**',
      'src/api/schema.gen.ts',
      'src/app/routeTree.gen.ts',
      'src/server/db/migrations/**',
      '.tmp/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // Our imports are all relative, so the node resolver with TypeScript extensions resolves every one of them.
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      // Node's own modules, then packages, then ours from the farthest to the nearest; alphabetical within each.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['tests/**', 'stories/**', '.storybook/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
