import { afterAll, beforeAll, expect, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import type { MinuteChartAnswer } from '@/shared/minute-chart';
import { waitFor } from '../../../tests/helpers/wait';

// A document for this file only: the rest of the suite runs where the server does, without one.
beforeAll(() => {
  GlobalRegistrator.register({ url: 'https://impactwire.test/news-analysis/7' });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});
afterAll(() => GlobalRegistrator.unregister());

const MINUTE = 60_000;
const from = Date.parse('2026-01-13T14:35:00Z');
/** 150 minutes from 14:35 UTC, rising a cent a minute from 100; published at 15:05. */
const chart: Extract<MinuteChartAnswer, { state: 'chart' }> = {
  state: 'chart',
  symbol: 'SPX',
  source: 'twelve-data',
  publishedAt: '2026-01-13T15:05:00.000Z',
  from: new Date(from).toISOString(),
  to: new Date(from + 150 * MINUTE).toISOString(),
  points: Array.from({ length: 150 }, (_, i) => ({ at: new Date(from + (i + 1) * MINUTE).toISOString(), price: 100 + (i + 1) / 100 })),
};

test('the publication mark sits a fifth of the way along the window, the line spans it, the axes are labelled', async () => {
  const { chartGeometry } = await import('./minute-chart');
  const geometry = chartGeometry(chart, 668, 'UTC');
  // 600 px of plot from 56 px: publication is 30 of 150 minutes in.
  expect(geometry.published).toBeCloseTo(56 + 30 * 4);
  const xs = geometry.line.split(' ').map((point) => Number(point.split(',')[0]));
  expect(xs).toHaveLength(150);
  expect(xs[0]).toBeCloseTo(60);
  expect(xs.at(-1)).toBeCloseTo(656);
  expect(geometry.xTicks.map((tick) => tick.label)).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00']);
  expect(geometry.yTicks.map((tick) => tick.label)).toEqual(['100.00', '100.50', '101.00', '101.50']);
  // On a phone the time axis takes whole hours only.
  expect(chartGeometry(chart, 296, 'UTC').xTicks.map((tick) => tick.label)).toEqual(['15:00', '16:00', '17:00']);
});

test('while the two hours are not over, the line ends where now is on the full window', async () => {
  const { chartGeometry } = await import('./minute-chart');
  const growing = { ...chart, to: new Date(from + 60 * MINUTE).toISOString(), points: chart.points.slice(0, 60) };
  const xs = chartGeometry(growing, 668, 'UTC')
    .line.split(' ')
    .map((point) => Number(point.split(',')[0]));
  expect(xs.at(-1)).toBeCloseTo(56 + 60 * 4, 0);
});

async function render(answer: MinuteChartAnswer) {
  const { act } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { queryClient, trpc } = await import('@/web/trpc');
  const { MinuteChart } = await import('./minute-chart');
  queryClient.setQueryData(trpc.charts.minutes.queryKey({ id: 7 }), answer);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <MinuteChart storyId={7} timeZone="UTC" />
      </QueryClientProvider>,
    ),
  );
  return { container, unmount: () => act(() => root.unmount()) };
}

test('the chart says in words what it shows, marks the publication and lists the closes in a table', async () => {
  const shown = await render(chart);
  const svg = shown.container.querySelector('svg[role="img"]');
  expect(svg?.getAttribute('aria-label')).toBe(
    'SPX minute closes from 14:35 to 17:05: 100.30 at publication (15:05), 101.50 at 17:05, low 100.01, high 101.50',
  );
  expect(shown.container.querySelector('[data-slot="publication"]')?.textContent).toBe('Published 15:05');
  expect(shown.container.textContent).toContain('Prices from Twelve Data.');
  const rows = [...shown.container.querySelectorAll('tbody tr')].map((row) => row.textContent);
  expect(rows).toContain('15:05 · publication100.30');
  expect(rows).toContain('15:10100.35');
  expect(rows).toHaveLength(30);
  await shown.unmount();
});

test('without a provider of minute bars there is no chart at all; without prices one line says why', async () => {
  const none = await render({ state: 'no-provider' });
  expect(none.container.innerHTML).toBe('');
  await none.unmount();
  const closed = await render({ state: 'no-prices', symbol: 'SPX' });
  expect(closed.container.querySelector('svg')).toBeNull();
  expect(closed.container.textContent).toBe('Minute chartNo minute prices for SPX around publication: it did not trade then.');
  await closed.unmount();
});

test('a refresh that is refused or fails leaves the chart on screen, with one line saying so', async () => {
  const { act } = await import('react');
  const { TRPCClientError } = await import('@trpc/client');
  const { queryClient, trpc } = await import('@/web/trpc');
  const shown = await render({ ...chart, to: new Date(from + 60 * MINUTE).toISOString(), points: chart.points.slice(0, 60) });
  const message = 'Too many minute chart requests. Please try again in 5 minutes.';
  const refusal = new TRPCClientError(message, { result: { error: { code: -32029, message, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } } } });
  // The refresh, answered with a refusal.
  await act(() =>
    queryClient
      .fetchQuery({ queryKey: trpc.charts.minutes.queryKey({ id: 7 }), queryFn: () => Promise.reject(refusal), staleTime: 0, retry: false })
      .catch(() => undefined),
  );
  await waitFor(() => shown.container.textContent?.includes(message), { message: 'the refusal to be told' });
  expect(shown.container.querySelector('svg[role="img"]')).not.toBeNull();

  // The next refresh gets through, but the provider could not be read: the chart stays too.
  const unavailable: MinuteChartAnswer = { state: 'unavailable', symbol: 'SPX' };
  await act(async () => queryClient.setQueryData(trpc.charts.minutes.queryKey({ id: 7 }), unavailable));
  await waitFor(() => shown.container.textContent?.includes('Minute prices for SPX could not be read just now.'), { message: 'the failed read to be told' });
  expect(shown.container.querySelector('svg[role="img"]')).not.toBeNull();
  expect(shown.container.textContent).not.toContain(message);
  await shown.unmount();
});
