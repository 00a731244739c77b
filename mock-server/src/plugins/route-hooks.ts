/**
 * A route's hooks of one kind as a list (Fastify takes one hook or several), so that a plugin
 * can give its hook to the routes that need it only: every other request skips it.
 */
export const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
