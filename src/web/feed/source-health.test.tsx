import { describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { LiveStatus } from './feed-toolbar';
import { EmptyFeed, SampleStandInNote } from './source-health';

const badge = (sources: Parameters<typeof LiveStatus>[0]['sources'], state: Parameters<typeof LiveStatus>[0]['state'] = 'live', paused = false) =>
  renderToStaticMarkup(<LiveStatus state={state} paused={paused} sources={sources} />).replace(/<[^>]+>/g, '');

describe('the feed badge with the sources', () => {
  test('every source answering: Live', () => {
    expect(badge({ total: 59, failing: 0, sampleFinished: false, sampleStandingIn: false })).toBe('Live');
    expect(badge(null)).toBe('Live');
  });

  test('connected while sources fail: never Live, and how many fail', () => {
    expect(badge({ total: 59, failing: 59, sampleFinished: false, sampleStandingIn: false })).toBe('Connected · 59 of 59 sources failing');
    expect(badge({ total: 59, failing: 3, sampleFinished: false, sampleStandingIn: false })).toBe('Connected · 3 of 59 sources failing');
    expect(badge({ total: 1, failing: 1, sampleFinished: false, sampleStandingIn: false })).toBe('Connected · 1 of 1 source failing');
  });

  test('the sample feed out of stories: connected, finished', () => {
    expect(badge({ total: 1, failing: 0, sampleFinished: true, sampleStandingIn: false })).toBe('Connected · sample feed finished');
  });

  test('the connection and the pause come first', () => {
    const failing = { total: 2, failing: 2, sampleFinished: false, sampleStandingIn: false };
    expect(badge(failing, 'reconnecting')).toBe('Reconnecting…');
    expect(badge(failing, 'live', true)).toBe('Paused');
  });
});

describe('the empty feed', () => {
  test('says the sources are failing instead of "No news analysis yet" when they are', () => {
    const html = renderToStaticMarkup(<EmptyFeed sources={{ total: 59, failing: 59, sampleFinished: false, sampleStandingIn: false }} />);
    expect(html).toContain('The news sources are failing.');
    expect(html).toContain('59 of 59 sources could not be read, so there is no story yet.');
    expect(html).not.toContain('No news analysis yet');
    expect(renderToStaticMarkup(<EmptyFeed sources={{ total: 59, failing: 0, sampleFinished: false, sampleStandingIn: false }} />)).toContain(
      'No news analysis yet.',
    );
  });
});

describe('the sample standing in for the feeds', () => {
  test('the feed says the stories are samples while no feed has answered, and nothing once one has', () => {
    const note = (sampleStandingIn: boolean) =>
      renderToStaticMarkup(<SampleStandInNote sources={{ total: 59, failing: 59, sampleFinished: false, sampleStandingIn }} />);
    expect(note(true)).toContain('No publisher feed has answered yet, so these are sample stories.');
    expect(note(false)).toBe('');
    expect(renderToStaticMarkup(<SampleStandInNote sources={null} />)).toBe('');
  });
});
