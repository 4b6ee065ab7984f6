import { Link } from '@tanstack/react-router';
import { Bell, BellOff, Mail, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { ALERT_MAIL_INTERVAL_MS, hasEnabledRule } from '@/shared/alerts';
import { useSignedInSession } from '@/web/auth/use-auth';
import { PageHeader } from '@/web/components/page-header';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { toast } from '@/web/lib/toast';
import { useWatchlist } from '@/web/watchlist/watchlist';
import { AlertRuleList } from './alert-rule-list';
import { useAlertSettings } from './alert-rules';
import { notificationsSupported, saveDeviceAlerts, useDeviceAlerts } from './device-alerts';
import { playAlertSound, showNotification } from './notify';
import { PushDevicesCard } from './push-devices-card';

const checkboxClass = 'mt-0.5 size-4 shrink-0 accent-[var(--primary)]';
const mailIntervalMinutes = ALERT_MAIL_INTERVAL_MS / 60_000;

/** Which stories alert this user, and how: in this browser, by e-mail, or both. */
export function AlertsPage() {
  const alerts = useAlertSettings();
  const { settings, loaded, failed } = alerts;
  const watchlist = useWatchlist();
  const anyRule = hasEnabledRule(settings);

  return (
    <>
      <PageHeader eyebrow="News Analysis" title="Alerts">
        Be told of the stories that matter to you as they are scored: in this browser, by e-mail, or both.
      </PageHeader>
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6">
        {failed && <Alert tone="error">Your alert settings could not be loaded. Please reload the page.</Alert>}
        <Card>
          <CardHeader>
            <CardTitle>Your alert rules</CardTitle>
            <CardDescription>
              A new story alerts when any rule that is on matches it; a rule matches when all of its conditions hold. Each alert names the rules it matched.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <AlertRuleList alerts={alerts} watched={watchlist.symbols} />
            {watchlist.loaded && watchlist.symbols.length === 0 && (
              <p className="text-sm text-muted-foreground">
                Your watchlist is empty: follow symbols with the star on a story in the{' '}
                <Link to="/news-analysis" className="font-medium text-primary underline-offset-4 hover:underline">
                  feed
                </Link>
                .
              </p>
            )}
          </CardContent>
        </Card>

        <BrowserNotificationsCard anyRule={anyRule} />
        <PushDevicesCard anyRule={anyRule} />

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Mail className="size-5 text-primary" aria-hidden="true" /> E-mail
            </CardTitle>
            <CardDescription>Reaches you when no tab is open. Every e-mail has a link to stop them, which works without signing in.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <EmailOption checked={settings.email} disabled={!loaded} onChange={alerts.setEmail} />
            {settings.email && !anyRule && loaded && <Alert>E-mails start once a rule above is on.</Alert>}
          </CardContent>
        </Card>

        <p className="text-sm text-muted-foreground">
          <Link to="/news-analysis" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to the feed
          </Link>
        </p>
      </div>
    </>
  );
}

function EmailOption({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange: (email: boolean) => void }) {
  const session = useSignedInSession();
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" className={checkboxClass} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span className="grid gap-0.5">
        <span className="font-medium">E-mail me the matching stories</span>
        <span className="text-muted-foreground">
          To {session.user.email}, at most one e-mail every {mailIntervalMinutes} minutes; stories that arrive in between come in the next one.
        </span>
      </span>
    </label>
  );
}

type Permission = NotificationPermission | 'unsupported';
const currentPermission = (): Permission => (notificationsSupported() ? Notification.permission : 'unsupported');

/** Notifications belong to this browser: switched on here, with the browser's permission, asked for only on a click. */
function BrowserNotificationsCard({ anyRule }: { anyRule: boolean }) {
  const device = useDeviceAlerts();
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [asking, setAsking] = useState(false);

  const turnOn = async () => {
    setAsking(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer === 'granted') saveDeviceAlerts({ notify: true });
    } finally {
      setAsking(false);
    }
  };
  const test = () => {
    if (!showNotification('Alerts are on', { body: 'New stories that match your rules will show like this.', tag: 'alert-test' })) {
      toast('This browser does not show notifications from a web page', { description: 'Use e-mail alerts on this device.', tone: 'error' });
      return;
    }
    if (device.sound) playAlertSound();
    toast('Test notification sent');
  };
  const on = device.notify && permission === 'granted';

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {on ? <Bell className="size-5 text-primary" aria-hidden="true" /> : <BellOff className="size-5 text-muted-foreground" aria-hidden="true" />}
          Browser notifications
        </CardTitle>
        <CardDescription>
          On this device only. They arrive while the News Analysis feed is open in a tab, also in the background; when it is closed, e-mail reaches you. Signing
          out clears this browser&apos;s choice.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {permission === 'unsupported' ? (
          <Alert>This browser cannot show notifications for this site. Use e-mail alerts instead.</Alert>
        ) : permission === 'denied' ? (
          <Alert>Notifications are blocked for this site. Allow them in your browser&apos;s site settings, then reload this page.</Alert>
        ) : permission === 'default' ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void turnOn()} disabled={asking}>
              <Bell aria-hidden="true" /> {asking ? 'Waiting for your browser…' : 'Turn on notifications'}
            </Button>
            <span className="text-sm text-muted-foreground">Your browser will ask for permission.</span>
          </div>
        ) : (
          <>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" className={checkboxClass} checked={device.notify} onChange={(e) => saveDeviceAlerts({ notify: e.target.checked })} />
              <span className="font-medium">Show notifications in this browser</span>
            </label>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={device.sound}
                disabled={!device.notify}
                onChange={(e) => saveDeviceAlerts({ sound: e.target.checked })}
              />
              <span className="inline-flex items-center gap-1.5 font-medium">
                <Volume2 className="size-4" aria-hidden="true" /> Play a sound
              </span>
            </label>
            <div>
              <Button variant="outline" size="sm" onClick={test} disabled={!device.notify}>
                Send a test notification
              </Button>
            </div>
          </>
        )}
        {on && !anyRule && <Alert>Notifications start once a rule above is on.</Alert>}
      </CardContent>
    </Card>
  );
}
