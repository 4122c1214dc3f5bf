/**
 * Closes a switch over a union: every member handled leaves `value` as `never`, so adding a member turns each
 * switch that misses it into a type error. Reached at run time only when data outside the union gets in
 * (an old client, a stored value from a newer release), which is a bug worth throwing for.
 */
export function exhaustive(value: never): never {
  // `JSON.stringify` answers undefined for undefined and functions, whatever its declared type says.
  const shown = JSON.stringify(value) as string | undefined;
  throw new Error(`Unexpected value: ${shown ?? String(value)}`);
}
