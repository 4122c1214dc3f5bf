// AppFlowy stores a select option's colour by name; these are the light tints its web client shows them
// in. Names outside the list get no colour (never a caller's string in a style).
const tints: Record<string, string> = {
  Purple: '#e8e0ff',
  Pink: '#ffe7ee',
  LightPink: '#ffdddd',
  Orange: '#ffefe3',
  Yellow: '#fff2cd',
  Lime: '#f5ffdc',
  Green: '#ddffd6',
  Aqua: '#defff1',
  Blue: '#e1fbff',
};

export function optionTint(color: string): string | undefined {
  return tints[color];
}
