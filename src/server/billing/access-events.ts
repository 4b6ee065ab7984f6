/**
 * News that a user's access may have changed (trial ended, subscription synced, contract
 * withdrawn or cancelled, payment failed). Every instance hears it over the live bus: their
 * access caches forget the user and their live streams re-check at once.
 */
export {
  announceAccessChange,
  onAccessChange as onAnyAccessChange,
  onMissedAnnouncements as onMissedAccessChanges,
} from '../lib/live-bus';
