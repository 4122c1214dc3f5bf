/** A sign-in failure is logged, then re-raised to the caller (spec 001 §8, LOG-16). */
export function logSignInFailure(step: string, error: unknown): void {
  console.error(`Sign-in failed (${step})`, error);
}
