/**
 * Runs `task` while holding the origin-wide Web Lock `name`, so that the tabs of one origin take turns.
 * Where the browser (or Node) has no Web Locks, the task runs at once: within one tab the callers are
 * already merged, and the task re-reads localStorage, which covers a tab that refreshed earlier.
 */
export function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  if (locks === undefined) return task();
  // The lock is held until the task's promise settles; request() resolves with what the task resolved.
  return locks.request(name, () => task()) as Promise<T>;
}
