/** A configuration the server refuses to start with; `variables` names every offending variable. */
export class ConfigError extends Error {
  readonly variables: string[];

  constructor(problems: { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
    this.variables = [...new Set(problems.map((p) => p.variable))];
  }
}
