import type { ActivityKind } from '@contract/activity';

/** One event of a world's activity record: the visitor is its cookie's random id. */
export type StoredActivity = {
  at: Date;
  kind: ActivityKind;
  detail: string;
  visitor: string | null;
};
