import { expect, test } from 'bun:test';
import { destinationOrHome, MAX_DESTINATION_LENGTH, safeDestination } from './destination';

test('a path of the app is kept with its search and hash', () => {
  expect(safeDestination('/news-analysis/3f2a')).toBe('/news-analysis/3f2a');
  expect(safeDestination('/news-analysis?q=rate%20cut&impact=high#story-7')).toBe('/news-analysis?q=rate%20cut&impact=high#story-7');
  expect(safeDestination('/settings')).toBe('/settings');
  expect(safeDestination('/news-analysis?q=100%')).toBe('/news-analysis?q=100%');
  expect(destinationOrHome('/alerts')).toBe('/alerts');
});

test('another site, a script or a scheme falls back to the home page', () => {
  const hostile = [
    '//evil.com',
    '//evil.com/news-analysis',
    'https://evil.com',
    'http://evil.com/news-analysis',
    'HTTPS://evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' //evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    'news-analysis',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%2Fevil.com',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '/%09/evil.com',
    '%2F%5Cevil.com',
    'javascript%3Aalert(1)',
    '',
  ];
  for (const value of hostile) {
    expect(safeDestination(value), JSON.stringify(value)).toBeNull();
    expect(destinationOrHome(value)).toBe('/');
  }
});

test('values that are no string, over-long ones and the sign-in pages themselves fall back to the home page', () => {
  for (const value of [undefined, null, 42, ['/settings'], { path: '/settings' }]) expect(safeDestination(value)).toBeNull();
  expect(safeDestination(`/news-analysis?q=${'a'.repeat(MAX_DESTINATION_LENGTH)}`)).toBeNull();
  expect(safeDestination(`/news-analysis?q=${'a'.repeat(MAX_DESTINATION_LENGTH - 20)}`)).not.toBeNull();
  // Escapes nested past any real link's depth.
  expect(safeDestination('/%25252525252Fx')).toBeNull();
  expect(safeDestination('/auth')).toBeNull();
  expect(safeDestination('/auth/?mode=signup')).toBeNull();
  expect(safeDestination('/reset-password')).toBeNull();
});
