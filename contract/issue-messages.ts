import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'null',
};

/** The field an issue is about, as the client sent it: "page", "teamIds.0", "address.city". */
export const fieldOf = (issue: Issue) => issue.path?.map(String).join('.') || 'The request';

const quoteList = (values: readonly unknown[]) =>
  values
    .slice(0, 10)
    .map((v) => JSON.stringify(v))
    .join(', ');

function sizeMessage(issue: Issue & { origin: string }, bound: 'least' | 'most', n: number) {
  const field = fieldOf(issue);
  if (issue.origin === 'string')
    return bound === 'least'
      ? n <= 1
        ? `${field} must not be empty`
        : `${field} must be at least ${n} characters`
      : `${field} must be ${n} characters or fewer`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return `${field} must have at ${bound} ${n} item${n === 1 ? '' : 's'}`;
  return bound === 'least' ? `${field} must be ${n} or more` : `${field} must be ${n} or less`;
}

/**
 * The contract's wording of every validation issue that has no message of its own: it names the
 * field and says what is wanted ("page must be 1 or more"), so no library text ever reaches a
 * client. Fields with the form's own words ("Email is required") keep them.
 */
export function issueMessage(issue: Issue): string {
  const field = fieldOf(issue);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${KINDS[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const n = Number(issue.minimum);
      return issue.inclusive === false && issue.origin !== 'string'
        ? `${field} must be more than ${n}`
        : sizeMessage(issue, 'least', n);
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      return issue.inclusive === false && issue.origin !== 'string'
        ? `${field} must be less than ${n}`
        : sizeMessage(issue, 'most', n);
    }
    case 'invalid_format':
      return `${field} is not a valid ${issue.format === 'regex' ? 'value' : issue.format}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return `${field} must be one of: ${quoteList(issue.values)}`;
    default:
      return `${field} is not valid`;
  }
}
