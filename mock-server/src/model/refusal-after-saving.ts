/**
 * A refusal whose bookkeeping must be kept (a wrong MFA code still counts as an attempt):
 * thrown from a mutation, the changes are committed first, then `error` is thrown.
 */
export class RefusalAfterSaving extends Error {
  constructor(readonly error: Error) {
    super(error.message);
  }
}
export const refuseAfterSaving = (error: Error) => new RefusalAfterSaving(error);
