import { safeMediaSrc } from '../safe-url.js';

/** A page's icon as the API gives it: 0 an emoji, 1 an image address, 2 an icon of the icon set (JSON). */
export interface PageIconValue {
  ty: number;
  value: string;
}

function iconName(value: string): string | undefined {
  try {
    const parsed = JSON.parse(value) as { iconName?: unknown };
    return typeof parsed.iconName === 'string' ? parsed.iconName : undefined;
  } catch {
    return undefined;
  }
}

/** A page's icon: an emoji as text, an image address (http(s) or relative only), or one of the icon set's. */
export function PageIcon({ icon, size }: { icon: PageIconValue | null; size: number }) {
  if (icon === null || icon.value === '') return null;
  if (icon.ty === 0) {
    return (
      <span className="quire-page-icon" aria-hidden="true" style={{ fontSize: size * 0.85 }}>
        {icon.value}
      </span>
    );
  }
  const name = icon.ty === 2 ? iconName(icon.value) : undefined;
  const src =
    icon.ty === 1
      ? safeMediaSrc(icon.value)
      : name === undefined
        ? undefined
        : `/af_icons/${encodeURIComponent(name)}.svg`;
  if (src === undefined) return null;
  return <img className="quire-page-icon" src={src} alt="" width={size} height={size} />;
}
