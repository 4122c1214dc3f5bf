// How long an invitation by e-mail lives, and how soon the same address may be mailed again.

/** An invitation not accepted within this many days of its last sending can no longer be accepted. */
export const invitationTtlDays = 7;
/** A pending invitation is not mailed again sooner than this after its last sending. */
export const reinviteCooldownSeconds = 10 * 60;

const dayMs = 24 * 60 * 60 * 1000;

export function invitationExpiresAt(sentAt: string): Date {
  return new Date(Date.parse(sentAt) + invitationTtlDays * dayMs);
}

export function isInvitationExpired(invitation: { status: string; updated_at: string }, now: Date): boolean {
  return invitation.status === 'Pending' && invitationExpiresAt(invitation.updated_at) <= now;
}

/** Seconds until `sentAt`'s address may be mailed again (0: now). */
export function reinviteWaitSeconds(sentAt: string, now: Date): number {
  const readyMs = Date.parse(sentAt) + reinviteCooldownSeconds * 1000;
  return Math.max(0, Math.ceil((readyMs - now.getTime()) / 1000));
}

export const invitationExpiredMessage =
  'This invitation has expired. Ask the workspace owner to invite you again.';
