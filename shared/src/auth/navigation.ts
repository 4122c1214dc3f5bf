/**
 * The one place the auth code leaves the page (a provider's sign-in). An object rather than a direct
 * `location.assign`, so that jsdom tests, where a page cannot navigate, can observe the address.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
