/**
 * `npm run lint:imports` (CI, after the lint): no import circle anywhere, type-only imports included, and the
 * workspaces' layering (docs/architecture.md): web -> contract, web -(types only)-> api, server -> api -> db,
 * api -> contract, api -> email -> contract, db -> contract. An arrow may skip a layer downwards (the server
 * opens the database and reads the contract's schemas), never point up or across.
 * dependency-cruiser and the TypeScript 5 it parses with are installed apart (tools/dependency-rules).
 * @type {import('dependency-cruiser').IConfiguration}
 */
const WEB = '^apps/web/';
const SERVER = '^apps/server/';
const API = '^packages/api/';
const EMAIL = '^packages/email/';
const CONTRACT = '^packages/contract/';
const DB = '^db/';

const layer = (name, from, to, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle, type-only imports included (issue 34): a module must not reach itself again.',
      from: {},
      to: { circular: true },
    },
    layer(
      'contract-imports-no-workspace',
      CONTRACT,
      `${WEB}|${SERVER}|${API}|${EMAIL}|${DB}`,
      'The contract is the bottom layer.',
    ),
    layer('db-imports-only-the-contract', DB, `${WEB}|${SERVER}|${API}|${EMAIL}`, 'db -> contract only.'),
    layer('email-imports-only-the-contract', EMAIL, `${WEB}|${SERVER}|${API}|${DB}`, 'email -> contract only.'),
    layer('api-imports-no-app', API, `${WEB}|${SERVER}`, 'api -> db, email, contract only.'),
    layer(
      'server-imports-not-the-web-app',
      SERVER,
      WEB,
      'The server serves the web build; it never imports its sources.',
    ),
    layer('web-imports-no-server-side-workspace', WEB, `${SERVER}|${EMAIL}|${DB}`, 'web -> contract, and api types.'),
    {
      name: 'web-imports-only-types-from-the-api',
      severity: 'error',
      comment: "The browser gets the router's types for its client, never the API's code.",
      from: { path: WEB },
      to: { path: API, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist(-server)?/', '\\.d\\.ts$'] },
    enhancedResolveOptions: {
      // The workspaces export their sources under this condition (tsconfig.base.json's customConditions).
      conditionNames: ['@app/source', 'import', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
  },
};
