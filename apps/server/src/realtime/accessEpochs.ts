/**
 * A counter per workspace, raised in this process as soon as an API write that changes its pages or members has
 * succeeded, before its answer leaves: a socket's trusted write permission (collabSubscriptions.ts) found under an
 * older count is checked afresh. The workspace event that says the same thing travels on the bus and may arrive
 * after the client has seen the answer and written again; this does not wait for it. Other instances still rely
 * on the event (and on the permission's few seconds of trust).
 */
export class AccessEpochs {
  private readonly epochs = new Map<string, number>();

  of(workspaceId: string): number {
    return this.epochs.get(workspaceId) ?? 0;
  }

  changed(workspaceId: string): void {
    this.epochs.set(workspaceId, this.of(workspaceId) + 1);
  }
}
