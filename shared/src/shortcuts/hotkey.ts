import { isMacPlatform } from '../platform/os.js';

interface ParsedHotkey {
  mod: boolean;
  shift: boolean;
  alt: boolean;
  key: string;
}

const parsed = new Map<string, ParsedHotkey>();

/** 'mod+shift+l' → modifiers and the key. Unknown modifier names are a programming error. */
export function parseHotkey(combo: string): ParsedHotkey {
  const cached = parsed.get(combo);
  if (cached !== undefined) return cached;
  const parts = combo.toLowerCase().split('+');
  // 'mod++' would be the '+' key; split leaves two empty strings at the end.
  const key = combo.endsWith('++') ? '+' : (parts.pop() ?? '');
  const result: ParsedHotkey = { mod: false, shift: false, alt: false, key };
  for (const modifier of combo.endsWith('++') ? parts.slice(0, -2) : parts) {
    switch (modifier) {
      case 'mod':
        result.mod = true;
        break;
      case 'shift':
        result.shift = true;
        break;
      case 'alt':
        result.alt = true;
        break;
      default:
        throw new Error(`Unknown modifier "${modifier}" in hotkey "${combo}"`);
    }
  }
  parsed.set(combo, result);
  return result;
}

/**
 * Physical key codes, for layouts whose keys type non-Latin characters (Cyrillic, Greek…). Used only when
 * the key typed is not ASCII: on a German layout the physical Slash key types '-', and Ctrl+- must stay
 * the browser's zoom-out rather than become mod+/.
 */
const CODE_OF_KEY: Readonly<Record<string, string>> = {
  '.': 'Period',
  '/': 'Slash',
  ',': 'Comma',
  '+': 'Equal',
};

function codeOfKey(key: string): string | undefined {
  if (/^[a-z]$/.test(key)) return `Key${key.toUpperCase()}`;
  if (/^[0-9]$/.test(key)) return `Digit${key}`;
  return CODE_OF_KEY[key];
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** Whether a key event is the combo; `mod` is Meta on macOS and Control elsewhere, and the other must be up. */
export function matchesHotkey(event: KeyLike, combo: string, mac: boolean = isMacPlatform()): boolean {
  const hotkey = parseHotkey(combo);
  const modDown = mac ? event.metaKey : event.ctrlKey;
  const otherDown = mac ? event.ctrlKey : event.metaKey;
  if (modDown !== hotkey.mod || otherDown) return false;
  if (event.shiftKey !== hotkey.shift || event.altKey !== hotkey.alt) return false;
  if (event.key.toLowerCase() === hotkey.key) return true;
  if (/^[ -~]*$/.test(event.key)) return false;
  const code = codeOfKey(hotkey.key);
  return code !== undefined && event.code === code;
}

/** How a combo reads in menus and tooltips: '⌘⇧L' on macOS, 'Ctrl+Shift+L' elsewhere. */
export function formatHotkey(combo: string, mac: boolean = isMacPlatform()): string {
  const hotkey = parseHotkey(combo);
  const key = hotkey.key.length === 1 ? hotkey.key.toUpperCase() : hotkey.key;
  if (mac) return `${hotkey.mod ? '⌘' : ''}${hotkey.alt ? '⌥' : ''}${hotkey.shift ? '⇧' : ''}${key}`;
  return [hotkey.mod ? 'Ctrl' : '', hotkey.alt ? 'Alt' : '', hotkey.shift ? 'Shift' : '', key]
    .filter((part) => part !== '')
    .join('+');
}
