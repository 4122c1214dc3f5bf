export interface BuildLabelProps {
  /** The remote's name as in /remotes.json. */
  remote: string;
  /**
   * The remote's own build label. Each remote passes the value webpack baked into ITS bundle: shared is a
   * singleton compiled into the shell, so it cannot read a remote's build-time constants itself.
   */
  label: string;
}

/**
 * Which build of a remote is on screen, for operators and tests (`[data-build-label]` in the DOM), never
 * shown: a build number is jargon to the people using the page.
 */
export function BuildLabel({ remote, label }: BuildLabelProps) {
  return <span hidden data-remote={remote} data-build-label={label} />;
}
