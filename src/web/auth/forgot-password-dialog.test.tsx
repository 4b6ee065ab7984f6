import { afterAll, beforeAll, expect, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';

// A document for this file only: the rest of the suite runs where the server does, without one.
beforeAll(() => {
  GlobalRegistrator.register({ url: 'http://localhost/auth' });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});
afterAll(() => GlobalRegistrator.unregister());

/** The procedures the page called, answered as the server answers a reset request. */
const called: string[] = [];
function answerResetRequests() {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    called.push(url.pathname);
    return new Response(JSON.stringify({ result: { data: { ok: true } } }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

test('"Send reset link" sends the reset request only: the sign-in form behind the dialog is not submitted', async () => {
  answerResetRequests();
  // Loaded once the document exists: React DOM looks for it when it loads.
  const { act } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { ForgotPasswordDialog } = await import('./forgot-password-dialog');

  // Where the sign-in page puts the dialog: inside its form.
  let signInSubmits = 0;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(() =>
    root.render(
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          signInSubmits++;
        }}
      >
        <ForgotPasswordDialog />
      </form>,
    ),
  );

  const openButton = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Forgot password?');
  await act(() => openButton?.click());
  const dialog = document.querySelector('[role="dialog"]');
  const send = [...(dialog?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Send reset link');
  expect(send).toBeDefined();

  // Empty: the dialog says what is missing, and the sign-in form shows no error of its own.
  await act(() => send?.click());
  expect(dialog?.textContent).toContain('Please enter your email address');
  expect(signInSubmits).toBe(0);

  // Filled in: the link is requested, and no sign-in is attempted (it would count against the sign-in limit).
  const email = dialog?.querySelector<HTMLInputElement>('input[type="email"]');
  await act(() => {
    if (!email) throw new Error('the dialog has no e-mail field');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(email, 'reader@example.com');
    email.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => send?.click());
  expect(called).toEqual(['/trpc/auth.requestPasswordReset']);
  expect(signInSubmits).toBe(0);
  await act(() => root.unmount());
});
