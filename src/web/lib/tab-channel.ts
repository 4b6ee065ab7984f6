/**
 * Tells the other tabs of this origin what changed here (the `storage` event covers the session
 * itself; this covers what localStorage does not hold). A browser without BroadcastChannel
 * still catches up on focus.
 */
export type TabMessage =
  /** The subscription of this user changed (checkout, portal, trial ended, resumed). */
  | { type: 'subscription-changed'; userId: string }
  /** This tab signed out or the account was deleted: every tab leaves the signed-in pages. */
  | { type: 'signed-out' }
  /** This user's saved settings changed here (feed preferences, alert rules, watchlist): read them again. */
  | { type: 'settings-changed'; userId: string; settings: 'preferences' | 'alerts' | 'watchlist' };

// One channel per tab for sending and receiving: a channel never hears its own messages, so
// a tab never reacts to what it said itself.
let channel: BroadcastChannel | null | undefined;
function tabChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel('impactwire.tabs') : null;
  return channel;
}

export function tellOtherTabs(message: TabMessage) {
  tabChannel()?.postMessage(message);
}

/** Messages from the other tabs. */
export function onOtherTabMessage(listener: (message: TabMessage) => void): () => void {
  const receiver = tabChannel();
  if (!receiver) return () => {};
  const handle = (event: MessageEvent<TabMessage>) => listener(event.data);
  receiver.addEventListener('message', handle);
  return () => receiver.removeEventListener('message', handle);
}
