import { useSyncExternalStore } from 'react';
import { subscriptionStore } from './subscription-store';

/** The client-wide subscription state; `entitled` = subscribed or trial access. */
export function useSubscription() {
  const state = useSyncExternalStore(subscriptionStore.subscribe, subscriptionStore.get);
  return { ...state, entitled: state.subscribed || state.hasTrialAccess };
}
