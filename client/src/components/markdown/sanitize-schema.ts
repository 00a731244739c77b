import { defaultSchema } from 'rehype-sanitize';
import { CALLOUT_KINDS } from './remark-callouts';

const calloutClasses = Object.keys(CALLOUT_KINDS).map((kind) => `callout-${kind}`);

/**
 * GitHub's sanitising rules, extended only by the class names callout blocks need. Everything
 * else (scripts, event handlers, styles, frames, unsafe URLs) is removed as GitHub removes it.
 */
// srcset holds URLs the protocol check does not look at: no element keeps it.
const withoutSrcset = Object.fromEntries(
  Object.entries(defaultSchema.attributes ?? {}).map(([tag, attributes]) => [
    tag,
    attributes.filter((a) => !['srcSet', 'srcset'].includes(Array.isArray(a) ? a[0] : a)),
  ]),
);

export const sanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...withoutSrcset,
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'callout', ...calloutClasses]],
    p: [...(defaultSchema.attributes?.p ?? []), ['className', 'callout-title']],
  },
};
