/** The page a visitor asked for travels with the confirmation and reset links; another site never does. */
import { expect, test } from 'bun:test';
import { rateLimitEvents } from '@/server/db/schema';
import { listOutbox } from '@/server/mail/dev-outbox';
import { tokenFromOutbox, uniqueEmail } from './helpers/accounts';
import { callerFor, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

forEachDatabase((database) => {
  const db = () => database().db;
  const visitor = () => callerFor(testServices(db()), db(), null, '127.0.0.1');
  const linksTo = async (email: string) => (await listOutbox(db())).filter((m) => m.to === email).flatMap((m) => m.links);

  test('the confirmation link leads on to the story the visitor asked for, and still confirms', async () => {
    const email = uniqueEmail('deep');
    await visitor().auth.signUp({ email, password: 'secret12', destination: '/news-analysis/5b1e?view=compact#reaction' });
    const link = (await linksTo(email)).find((l) => l.includes('type=signup'));
    expect(link).toMatch(/^http:\/\/app\.test\/auth\?redirect=%2Fnews-analysis%2F5b1e%3Fview%3Dcompact%23reaction#type=signup&token=[a-z2-7]{32}$/);
    const url = new URL(link as string);
    expect(url.searchParams.get('redirect')).toBe('/news-analysis/5b1e?view=compact#reaction');

    const session = await visitor().auth.confirmEmail({ token: await tokenFromOutbox(db(), email, 'signup') });
    expect(session.user.email).toBe(email);
  });

  test('a confirmation link sent again at sign-in keeps the destination', async () => {
    const email = uniqueEmail('again');
    await visitor().auth.signUp({ email, password: 'secret12' });
    await db().delete(rateLimitEvents);
    await expect(visitor().auth.signIn({ email, password: 'secret12', destination: '/alerts' })).rejects.toThrow('Email not confirmed');
    const links = (await linksTo(email)).filter((l) => l.includes('type=signup'));
    expect(links).toHaveLength(2);
    expect(links.filter((l) => l.startsWith('http://app.test/auth?redirect=%2Falerts#type=signup&token='))).toHaveLength(1);
  });

  test('a destination on another site is dropped: the link leads to the site root as before', async () => {
    const hostile = [
      '//evil.example',
      'https://evil.example/news-analysis',
      '/\\evil.example',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      `/${'a'.repeat(2000)}`,
    ];
    for (const destination of hostile) {
      const email = uniqueEmail('hostile');
      expect(await visitor().auth.signUp({ email, password: 'secret12', destination })).toEqual({ ok: true });
      const link = (await linksTo(email)).find((l) => l.includes('type=signup'));
      expect(link, destination).toMatch(/^http:\/\/app\.test\/#type=signup&token=[a-z2-7]{32}$/);
      await db().delete(rateLimitEvents);
    }
  });

  test('the reset link opens the new-password form on the sign-in page that leads on to the destination', async () => {
    const email = uniqueEmail('reset');
    await visitor().auth.signUp({ email, password: 'secret12' });
    await db().delete(rateLimitEvents);
    await visitor().auth.requestPasswordReset({ email, destination: '/settings' });
    await tokenFromOutbox(db(), email, 'recovery');
    const reset = (await linksTo(email)).find((l) => l.includes('type=recovery'));
    expect(reset).toMatch(/^http:\/\/app\.test\/auth\?mode=reset&redirect=%2Fsettings#type=recovery&token=[a-z2-7]{32}$/);

    await db().delete(rateLimitEvents);
    const other = uniqueEmail('reset-hostile');
    await visitor().auth.signUp({ email: other, password: 'secret12' });
    await db().delete(rateLimitEvents);
    await visitor().auth.requestPasswordReset({ email: other, destination: 'https://evil.example' });
    await tokenFromOutbox(db(), other, 'recovery');
    expect((await linksTo(other)).find((l) => l.includes('type=recovery'))).toMatch(/^http:\/\/app\.test\/#type=recovery&token=/);
  });
});
