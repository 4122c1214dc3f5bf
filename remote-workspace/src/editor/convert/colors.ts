// BlockNote names its colours; AppFlowy stores ARGB hex strings ('0xffdb3636'). The named colours map to
// the ARGB values AppFlowy's own palette writes; any other value passes through unchanged both ways, so a
// colour this table does not know survives a round trip (BlockNote keeps it as an opaque style value).

const textColors: Record<string, string> = {
  gray: '0xff8f959e',
  brown: '0xff8d6e63',
  red: '0xffdb3636',
  orange: '0xffea8f06',
  yellow: '0xffe8a700',
  green: '0xff2ea44f',
  blue: '0xff00b5ff',
  purple: '0xff8427e0',
  pink: '0xffe84393',
};

const backgroundColors: Record<string, string> = {
  gray: '0x4d8f959e',
  brown: '0x4d8d6e63',
  red: '0xffffdae6',
  orange: '0x4dff9800',
  yellow: '0x4dffeb3b',
  green: '0xffa7df4a',
  blue: '0x4d00b5ff',
  purple: '0x4d9c27b0',
  pink: '0x4de91e63',
};

function inverse(table: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(table).map(([name, hex]) => [hex, name]));
}

const textNames = inverse(textColors);
const backgroundNames = inverse(backgroundColors);

export type ColorKind = 'text' | 'background';

/** The BlockNote colour for a stored one. */
export function editorColor(kind: ColorKind, stored: string): string {
  return (kind === 'text' ? textNames : backgroundNames).get(stored.toLowerCase()) ?? stored;
}

/** The stored colour for a BlockNote one. */
export function storedColor(kind: ColorKind, color: string): string {
  return (kind === 'text' ? textColors : backgroundColors)[color] ?? color;
}
