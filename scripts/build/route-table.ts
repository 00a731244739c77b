import { parseAst } from 'vite';

/**
 * A routed path, the modules its route object and its parents load lazily (outermost first),
 * and the names of their loaders.
 */
export type RouteModules = { path: string; imports: string[]; loaders: string[] };

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function property(object: Node, name: string): Node | undefined {
  for (const prop of object.properties as Node[]) {
    const key = prop.key as Node | undefined;
    if (prop.type === 'Property' && key && (key.name === name || key.value === name))
      return prop.value as Node;
  }
  return undefined;
}

/** The specifier of the first `import('...')` inside a node. */
function importedSpecifier(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = importedSpecifier(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!isNode(node)) return undefined;
  const source = node.source as Node | undefined;
  if (node.type === 'ImportExpression' && source?.type === 'Literal') return String(source.value);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    const found = importedSpecifier(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * Reads the portal's route table (client/src/app/router.tsx: objects with `path`,
 * `lazy: () => import('...')`, `loader` and `children`) from its source, without running it:
 * every path with the chain of lazy modules that rendering it loads. Parent paths are joined to
 * relative child paths.
 */
export function readRouteTable(source: string): RouteModules[] {
  const routes: RouteModules[] = [];
  const visit = (node: unknown, imports: string[], parentPath: string, loaders: string[]): void => {
    if (Array.isArray(node))
      return node.forEach((item) => visit(item, imports, parentPath, loaders));
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') {
      const path = property(node, 'path');
      const lazy = property(node, 'lazy');
      const children = property(node, 'children');
      const loader = property(node, 'loader');
      if (path || lazy || children) {
        const specifier = lazy ? importedSpecifier(lazy) : undefined;
        const chain = specifier ? [...imports, specifier] : imports;
        const guards = loader?.type === 'Identifier' ? [...loaders, String(loader.name)] : loaders;
        let full = parentPath;
        if (path?.type === 'Literal') {
          const own = String(path.value);
          full = own.startsWith('/') ? own : `${parentPath.replace(/\/$/, '')}/${own}`;
          routes.push({ path: full, imports: chain, loaders: guards });
        }
        if (children) visit(children, chain, full, guards);
        return;
      }
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'type') visit(value, imports, parentPath, loaders);
  };
  visit(parseAst(source, { lang: 'tsx' }), [], '/', []);
  return routes;
}

/** A route path as a regular expression over `location.pathname` (params match one segment). */
export function pathPattern(path: string): string {
  if (path === '*' || path.endsWith('/*')) {
    const prefix = path.slice(0, -1).replace(/\/$/, '');
    return `^${escape(prefix)}(/.*)?$`;
  }
  const body = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return `^${body === '' ? '' : body.replace(/\/$/, '')}/?$`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Static segments first, then dynamic ones, the catch-all last: the order the router ranks them. */
export function byPrecedence(a: RouteModules, b: RouteModules): number {
  const rank = (p: string) => (p.includes('*') ? 2 : p.includes(':') ? 1 : 0);
  return rank(a.path) - rank(b.path) || b.path.length - a.path.length;
}
