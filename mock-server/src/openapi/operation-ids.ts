/**
 * Stable operationIds, which client generators turn into method names: the literal segments of
 * the path in camelCase, so the provider's call name comes last
 * (`GET /v1/virtualMachines/getPassword/:id` is `virtualMachinesGetPassword`); the sandbox's own
 * controls start with `sandbox`. A route whose path alone does not name it distinctly gives its
 * own in route-docs.
 */
export function derivedOperationId(url: string): string {
  const words = url
    .replace(/^\/v1\//, '/')
    .replace(/^\/__sandbox/, '/sandbox')
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':'));
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}
