import { afterAll, beforeAll, expect, jest, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import type { Root } from 'react-dom/client';

// A document for this file only: the rest of the suite runs where the server does, without one.
beforeAll(() => {
  GlobalRegistrator.register({ url: 'https://impactwire.test/alerts' });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});
afterAll(() => GlobalRegistrator.unregister());

/** A P-256 public key's length in base64url: what the site's push settings hand out. */
const PUBLIC_KEY = 'B'.repeat(87);

/**
 * A browser whose push service cannot be reached, as in a normal profile on a network that
 * blocks it: permission is granted and the worker is ready, but subscribing never settles.
 */
function browserWithUnreachablePushService() {
  const attempts: unknown[] = [];
  const registration = {
    pushManager: {
      getSubscription: async () => null,
      subscribe: (options: unknown) => {
        attempts.push(options);
        return new Promise<never>(() => {});
      },
    },
  };
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register: async () => registration, ready: Promise.resolve(registration) },
    configurable: true,
  });
  Object.assign(globalThis, {
    PushManager: class {},
    Notification: Object.assign(class {}, { permission: 'granted', requestPermission: async () => 'granted' }),
  });
  Object.assign(window, { PushManager: globalThis.PushManager, Notification: globalThis.Notification });
  return attempts;
}

test('the tab-closed switch gives up after its deadline, says why in words, stays off and can be tried again', async () => {
  const attempts = browserWithUnreachablePushService();
  // Loaded once the document exists: React DOM looks for it when it loads.
  const { act } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { queryClient, trpc } = await import('@/web/trpc');
  const { PushDevicesCard } = await import('./push-devices-card');
  const { PUSH_SUBSCRIBE_DEADLINE_MS, pushDeviceTexts } = await import('./push-device');

  // The server's answers: push is configured and no device is subscribed yet.
  queryClient.setQueryData(trpc.push.settings.queryKey(), { publicKey: PUBLIC_KEY });
  queryClient.setQueryData(trpc.push.devices.queryKey(), []);
  // After each change the card asks for the device list again: still none.
  const realFetch = globalThis.fetch;
  globalThis.fetch = Object.assign(async () => new Response(JSON.stringify([{ result: { data: [] } }]), { headers: { 'content-type': 'application/json' } }), {
    preconnect: () => {},
  });

  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(() => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={queryClient}>
        <PushDevicesCard anyRule />
      </QueryClientProvider>,
    );
  });
  const toggle = () => {
    const found = container.querySelector<HTMLButtonElement>('button[role="switch"]');
    if (!found) throw new Error('no switch on the card');
    return found;
  };
  const text = () => container.textContent ?? '';
  expect(toggle().disabled).toBe(false);

  // Time is what is under test here: the page's clock is faked so the deadline passes at once.
  jest.useFakeTimers();
  try {
    await act(async () => toggle().click());
    expect(attempts).toHaveLength(1);
    expect(text()).toContain('Waiting for your browser…');

    await act(async () => {
      jest.advanceTimersByTime(PUSH_SUBSCRIBE_DEADLINE_MS - 1);
    });
    expect(text()).toContain('Waiting for your browser…');

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    // The query cache hands its updates to React on a zero-delay timer of the faked clock.
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
  } finally {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  }
  expect(text()).not.toContain('Waiting for your browser…');
  expect(container.querySelector('[role="alert"]')?.textContent).toBe(pushDeviceTexts.noAnswer);
  expect(toggle().getAttribute('aria-checked')).toBe('false');
  expect(text()).toContain('Off for this device.');
  expect(toggle().disabled).toBe(false);

  // Trying again asks the browser again.
  await act(async () => toggle().click());
  expect(attempts).toHaveLength(2);
  expect(text()).toContain('Waiting for your browser…');
  await act(() => root?.unmount());
});
