import { isMobileUserAgent } from './isMobileUserAgent';

const agents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('mobile detection from the user agent', () => {
  it.each([agents.android, agents.iphone, agents.ipad])(
    'PUB-18 / a phone or tablet is mobile: %s',
    (agent) => {
      expect(isMobileUserAgent(agent)).toBe(true);
    },
  );

  it.each([agents.mac, agents.linux, agents.windows])('a desktop browser is not: %s', (agent) => {
    expect(isMobileUserAgent(agent)).toBe(false);
  });

  it('an iPad that presents itself as a Mac is told apart by its touch points', () => {
    expect(isMobileUserAgent(agents.mac, 5)).toBe(true);
    expect(isMobileUserAgent(agents.mac, 0)).toBe(false);
  });
});
