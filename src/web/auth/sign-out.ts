/**
 * Log out from the top bar's account menus. The top bar is on every page, the API client is
 * not: it is loaded on the click (a signed-in tab has usually loaded it already).
 */
export async function signOut() {
  const { auth } = await import('./auth-client');
  await auth.signOut();
}
