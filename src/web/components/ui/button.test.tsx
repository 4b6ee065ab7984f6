import { afterAll, beforeAll, expect, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';

// A document for this file only: the rest of the suite runs where the server does, without one.
beforeAll(() => {
  GlobalRegistrator.register();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});
afterAll(() => GlobalRegistrator.unregister());

test('a button drawn as its child keeps the child’s own click handler and adds its own', async () => {
  // Loaded once the document exists: React DOM looks for it when it loads.
  const { act } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { Button } = await import('./button');

  const clicks: string[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(() =>
    root.render(
      <Button asChild variant="outline" onClick={() => clicks.push('button')}>
        <a
          href="/alerts"
          onClick={(event) => {
            event.preventDefault();
            clicks.push('link');
          }}
        >
          Alerts
        </a>
      </Button>,
    ),
  );

  const link = container.querySelector('a');
  expect(link?.dataset.slot).toBe('button');
  expect(link?.className).toContain('border-input');
  await act(() => link?.click());
  expect(clicks).toEqual(['link', 'button']);
  await act(() => root.unmount());
});
