import { setRuntimeConfig } from '@quire/shared';

/** The addresses a deployment would serve as /config.json; tests assert the login links against these. */
export const TEST_LINKS = {
  terms: 'https://operator.example/terms',
  privacy: 'https://operator.example/privacy',
  website: 'https://operator.example/',
};

setRuntimeConfig({
  apiBaseUrl: 'http://api.test',
  authBaseUrl: 'http://auth.test',
  wsUrl: 'ws://api.test/ws/v1',
  publicUrl: 'http://quire.test',
  links: TEST_LINKS,
});
