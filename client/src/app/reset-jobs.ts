/**
 * Jobs belong to a session: a sign-in or sign-out starts with none. The jobs area comes with
 * the signed-in screens, so the sign-in and sign-out paths reach it when they need it instead
 * of carrying it.
 */
export const resetJobs = (): Promise<void> =>
  import('@/features/jobs').then(({ jobTracker }) => jobTracker.reset());
