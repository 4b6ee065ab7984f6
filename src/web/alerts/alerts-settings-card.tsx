import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { alertConditionWords } from '@/shared/alerts';
import { useSubscription } from '@/web/billing/subscription';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

const listed = (words: readonly string[]) => `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** How alerts work, as Settings says it: the rules' model of shared/alerts.ts and the three ways they arrive (the Alerts page's cards). */
export const alertsInBrief =
  `Your own named rules decide which new stories alert you. A rule combines any of ${listed(alertConditionWords)} (named, or those on your watchlist); ` +
  'a story alerts when every condition of a rule that is on holds, and the alert names the rules it matched. ' +
  'Alerts reach you in this browser while the feed is open, on the devices you switch on even with the tab closed, and by e-mail.';

/** Settings' pointer to the Alerts page, for those who have the feed. */
export function AlertsSettingsCard() {
  const { entitled } = useSubscription();
  if (!entitled) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Alerts</CardTitle>
        <CardDescription>{alertsInBrief}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/alerts">
            <Bell aria-hidden="true" /> Alert settings
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
