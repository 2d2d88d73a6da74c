// Enforces DESIGN.md section 3: domain <- contract <- server/web; features never import each other;
// server modules reach one another only through a service or a read model (tables: for foreign keys and
// tests); no deep imports.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The layer a repository-relative path belongs to. */
function layerOf(relative) {
  if (relative.startsWith('packages/domain/')) return 'domain';
  if (relative.startsWith('packages/contract/')) return 'contract';
  if (relative.startsWith('apps/server/')) return 'server';
  if (relative.startsWith('apps/web/')) return 'web';
  return 'other';
}

const packageLayer = {
  '@larder/domain': 'domain',
  '@larder/contract': 'contract',
  '@larder/server': 'server',
  '@larder/web': 'web',
};
const allowed = {
  domain: new Set(['domain']),
  contract: new Set(['domain', 'contract']),
  server: new Set(['domain', 'contract', 'server']),
  web: new Set(['domain', 'contract', 'web']),
  other: new Set(['domain', 'contract', 'server', 'web', 'other']),
};

function check(context, node, source, importKind) {
  const file = path.relative(root, context.filename);
  const from = layerOf(file);
  let target;
  if (source.startsWith('@larder/')) {
    const [scope, name, ...rest] = source.split('/');
    if (rest.length > 0)
      return context.report({ node, message: `No deep imports into another package: ${source}` });
    target = { layer: packageLayer[`${scope}/${name}`] ?? 'other', relative: null };
  } else if (source.startsWith('.')) {
    const relative = path.relative(root, path.resolve(path.dirname(context.filename), source));
    target = { layer: layerOf(relative), relative };
    if (target.layer !== from && from !== 'other') {
      return context.report({
        node,
        message: `Import another package by its name, not a relative path: ${source}`,
      });
    }
  } else return;

  if (!allowed[from].has(target.layer)) {
    return context.report({ node, message: `${from} may not import ${target.layer} (${source})` });
  }
  if (!target.relative) return;

  const feature = (p) => /^apps\/web\/src\/features\/([^/]+)\//.exec(p)?.[1];
  const fromFeature = feature(file);
  const toFeature = feature(target.relative + '/');
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return context.report({ node, message: `Feature ${fromFeature} may not import feature ${toFeature}` });
  }

  const serverModule = (p) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(p)?.[1];
  const fromModule = serverModule(file);
  const toModule = serverModule(target.relative);
  // ADR 015: another module is used through its service and read through its read models; its tables
  // themselves only by table files (foreign keys) and tests (which build their world directly).
  if (fromModule && toModule && fromModule !== toModule && importKind !== 'type') {
    const tableAllowed = /\.(table|test|test-support)\.ts$/.test(file);
    if (
      !/\.(service|read-model)\.ts$/.test(target.relative) &&
      !(tableAllowed && /\.table\.ts$/.test(target.relative))
    ) {
      return context.report({
        node,
        message: `Module ${fromModule} reaches module ${toModule} only through its service or read models (${source})`,
      });
    }
  }
}

/** The import-direction rule. */
export const importDirection = {
  meta: { type: 'problem', docs: { description: 'Import direction of DESIGN.md section 3' }, schema: [] },
  create(context) {
    return {
      ImportDeclaration(node) {
        check(context, node, node.source.value, node.importKind);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(context, node, node.source.value, node.exportKind);
      },
      ExportAllDeclaration(node) {
        check(context, node, node.source.value, node.exportKind);
      },
    };
  },
};

/** The local ESLint plugin. */
export default { rules: { 'import-direction': importDirection } };
