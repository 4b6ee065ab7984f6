import { getSession } from '@/web/lib/session-store';
import { reportTrialStarted } from './report-trial-started';
import { recheckSubscription } from './subscription';

/** docs/product.md §4: back from checkout, the status is checked again after 2 seconds. */
const RECHECK_AFTER_CHECKOUT_MS = 2_000;

let scheduled = false;

/**
 * The re-check after checkout, scheduled outside the success page: the page may be gone before
 * it runs (its guard sends a subscriber to the feed at once), and the re-check must still run
 * to report the conversion.
 */
export function recheckAfterCheckout() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    const userId = getSession()?.user.id;
    void recheckSubscription().then((status) => {
      if (userId && status?.access.trial && !status.subscribed && status.access.trial_until) {
        reportTrialStarted(userId, status.access.trial_until);
      }
    });
  }, RECHECK_AFTER_CHECKOUT_MS);
}
