import { defaultSchema } from 'rehype-sanitize';
import { CALLOUT_KINDS } from './remark-callouts';

const calloutClasses = Object.keys(CALLOUT_KINDS).map((kind) => `callout-${kind}`);

/**
 * GitHub's sanitising rules, extended only by the class names callout blocks need. Everything
 * else (scripts, event handlers, styles, frames, unsafe URLs) is removed as GitHub removes it.
 */
export const sanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'callout', ...calloutClasses]],
    p: [...(defaultSchema.attributes?.p ?? []), ['className', 'callout-title']],
  },
};
