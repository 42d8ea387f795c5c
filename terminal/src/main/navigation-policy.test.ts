import { describe, expect, it } from 'vitest';
import { homeUrl, isAllowedNavigation } from './navigation-policy.ts';

describe('kiosk navigation policy', () => {
  const site = 'http://shop.example:8080';
  it('allows pages of the site', () => {
    expect(isAllowedNavigation('http://shop.example:8080/tr/livebets?sid=1', site)).toBe(true);
  });
  it('refuses other origins, schemes and garbage', () => {
    expect(isAllowedNavigation('http://evil.example/', site)).toBe(false);
    expect(isAllowedNavigation('http://shop.example:9090/', site)).toBe(false);
    expect(isAllowedNavigation('https://shop.example:8080/', site)).toBe(false);
    expect(isAllowedNavigation('file:///etc/passwd', site)).toBe(false);
    expect(isAllowedNavigation('javascript:alert(1)', site)).toBe(false);
    expect(isAllowedNavigation('not a url', site)).toBe(false);
  });
  it('opens Home in the terminal language', () => {
    expect(homeUrl(site, 'en')).toBe('http://shop.example:8080/en/');
  });
});
