/**
 * The server's layout rule, checked by `npm run check:layout` (docs/architecture: "Where code lives").
 * Layers, lowest first: lib/ → modules/audit (a leaf every feature may use) → feature modules → the
 * back-office composer (modules/back-office) → app.ts / main.ts.
 */
const modules = '^apps/server/src/modules';
module.exports = {
  forbidden: [
    {
      name: 'no-mutual-modules',
      comment: 'Two server modules never import each other, directly or round a longer loop.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${modules}/[^/]+/?$` },
      to: { path: `${modules}/[^/]+/?$`, circular: true },
    },
    {
      name: 'lib-below-modules',
      comment: 'lib/ is the lowest layer: it never imports a feature module or the app.',
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: ['^apps/server/src/modules/', '^apps/server/src/app\\.ts$'] },
    },
    {
      name: 'audit-is-a-leaf',
      comment: 'The audit log is used by every feature, so it uses none of them.',
      severity: 'error',
      from: { path: `${modules}/audit/` },
      to: { path: `${modules}/[^/]+/`, pathNot: `${modules}/audit/` },
    },
    {
      name: 'back-office-on-top',
      comment: 'Only the app composes the back-office: no feature imports it.',
      severity: 'error',
      from: { path: `${modules}/`, pathNot: `${modules}/back-office/` },
      to: { path: `${modules}/back-office/` },
    },
    {
      name: 'modules-through-their-index',
      comment: 'A module reaches another only through its index.ts (`../orders`, not `../orders/service`).',
      severity: 'error',
      from: { path: `${modules}/([^/]+)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${modules}/[^/]+/.+`, pathNot: [`${modules}/$1/`, `${modules}/[^/]+/index\\.ts$`] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // Test code: the tests, their helpers, and a folder's list of the modules its route tests start
    // (`test-modules.ts`, which names modules across the layers as app.ts does).
    exclude: { path: ['node_modules', '\\.test\\.ts$', '/test-modules\\.ts$', '^apps/server/test/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  },
};
