import fc from 'fast-check';

type JsonSchema = {
  pattern?: string;
  format?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  maxLength?: number;
};

/** Strings an attacker or a careless client sends: empty, huge, hostile, oddly encoded. */
export const hostileString = fc.oneof(
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '   \t\n',
      'a@b.co',
      `a@${'.'.repeat(80_000)}@`,
      'x'.repeat(300),
      'x'.repeat(70_000),
      '../../../etc/passwd',
      '..%2f..%2f..%2fetc%2fpasswd',
      '%00',
      '\u0000',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '${7*7}',
      '__proto__',
      'constructor',
      '1e309',
      'NaN',
      '-1',
      '0',
      '9007199254740993',
      `${'a'.repeat(30)}@${'b.'.repeat(20_000)}`,
      `${'1'.repeat(60_000)}`,
    ),
  },
);

// Own keys named like the prototype chain (a JSON body can carry them): spreading a parsed
// object copies them as plain keys, as a JSON request body would.
const PROTO_KEYS = JSON.parse(
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
) as object;

/** Long near-misses for common patterns (emails, names, digits): linear patterns shrug them off. */
const backtrackers = fc.constantFrom(
  `a@${'.'.repeat(80_000)}@`,
  `${'a'.repeat(30)}@${'b.'.repeat(20_000)}`,
  `${'a'.repeat(60_000)}!`,
  `${'1'.repeat(60_000)}x`,
  `${' '.repeat(60_000)}x`,
);

/** Any JSON value, nested a little. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const numberish = fc.oneof(
  fc.integer(),
  fc.integer({ min: 1, max: 200 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 53, Number.MAX_VALUE),
  hostileString,
);

/**
 * Values shaped like the schema most of the time (so validation goes deep and handlers run),
 * and anything else some of the time: wrong types, missing fields, extra and prototype keys.
 */
export function fromSchema(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return anyJson;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(fromSchema), anyJson);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileString);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const fields = Object.fromEntries(props.map(([key, sub]) => [key, fromSchema(sub)]));
      // Mostly every field present (validation goes deep), sometimes any of them missing.
      const shaped = fc.oneof(
        { weight: 3, arbitrary: fc.record(fields) },
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      );
      return fc.oneof(
        { weight: 6, arbitrary: shaped },
        { weight: 1, arbitrary: shaped.map((v) => ({ ...PROTO_KEYS, ...(v as object) })) },
        { weight: 1, arbitrary: anyJson },
      );
    }
    case 'array':
      return fc.oneof(fc.array(fromSchema(schema.items), { maxLength: 12 }), anyJson);
    case 'integer':
    case 'number':
      return numberish;
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 'yes'));
    case 'string':
      // A field checked by a pattern gets the inputs that make careless patterns backtrack.
      return schema.pattern || schema.format
        ? fc.oneof({ weight: 1, arbitrary: backtrackers }, { weight: 1, arbitrary: hostileString })
        : hostileString;
    default:
      return anyJson;
  }
}

/** A value for a path parameter or a query field, as the raw text of a URL. */
export const urlText = fc.oneof(
  fc.integer({ min: -5, max: 500 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    'abc',
    '%2e%2e%2f',
    '..',
    'x'.repeat(150),
    '%00',
    '%',
    '%zz',
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);
