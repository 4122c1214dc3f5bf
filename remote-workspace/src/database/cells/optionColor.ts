// AppFlowy names a select option's colour; these tints are translucent so the same name reads on the light
// and the dark theme. A name outside the list gets the neutral hover tint (never a stored string in a style).
const tints: Record<string, string> = {
  Purple: 'rgba(156, 122, 255, 0.3)',
  Pink: 'rgba(255, 120, 170, 0.3)',
  LightPink: 'rgba(255, 140, 140, 0.3)',
  Orange: 'rgba(255, 160, 80, 0.3)',
  Yellow: 'rgba(255, 205, 60, 0.35)',
  Lime: 'rgba(180, 230, 60, 0.3)',
  Green: 'rgba(70, 200, 100, 0.3)',
  Aqua: 'rgba(60, 210, 170, 0.3)',
  Blue: 'rgba(60, 170, 255, 0.3)',
};

export function optionBackground(color: string): string {
  return tints[color] ?? 'var(--quire-hover)';
}
