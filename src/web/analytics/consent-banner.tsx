import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { Button } from '@/web/components/ui/button';
import { consentStore, setConsent } from './consent';

/** Asks once whether the advertising pixel may load; both answers are one click. */
export default function ConsentBanner() {
  const choice = useSyncExternalStore(consentStore.subscribe, consentStore.get);
  if (choice !== null) return null;
  return (
    <section
      role="dialog"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-2xl rounded-2xl border border-border bg-card p-5 shadow-2xl sm:inset-x-6 sm:bottom-6"
    >
      <h2 id="consent-title" className="font-semibold">
        Your privacy
      </h2>
      <p id="consent-text" className="mt-1 text-sm text-muted-foreground">
        We would like to measure which ads bring visitors here with the Meta pixel. It only loads if you agree, and Meta may then set cookies. Without your
        consent nothing is sent. See the{' '}
        <Link to="/cookie-notice" className="font-medium text-primary underline">
          cookie notice
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => setConsent('granted')}>Accept</Button>
        <Button variant="outline" onClick={() => setConsent('denied')}>
          Decline
        </Button>
      </div>
    </section>
  );
}
