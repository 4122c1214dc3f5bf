/** macOS and iOS map the `mod` key to Meta (⌘); every other platform to Control. */
export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const withHints = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = withHints.userAgentData?.platform ?? navigator.userAgent;
  return /mac|iphone|ipad|ipod/i.test(platform);
}
