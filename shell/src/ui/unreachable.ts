/** Closes an exhaustive switch: adding a member to the union turns every unhandled switch into a type error. */
export function unreachable(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
