import { Megaphone } from 'lucide-react';
import { useSubscription } from '@/web/billing/subscription';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';
import { saveSquawkSetting, speechSupported, useSquawkSetting } from './squawk-setting';

const NO_SPEECH = 'This browser cannot read stories aloud: it has no speech synthesis.';
const checkboxClass = 'mt-0.5 size-4 shrink-0 accent-[var(--primary)]';

/** The feed toolbar's switch: on or off, for this device. */
export function SquawkToggle() {
  const setting = useSquawkSetting();
  const supported = speechSupported();
  const on = supported && setting.on;
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn('h-9', on && 'border-primary text-primary')}
      aria-pressed={on}
      disabled={!supported}
      onClick={() => saveSquawkSetting({ on: !setting.on })}
      title={supported ? 'Read new red stories aloud on this device' : NO_SPEECH}
    >
      <Megaphone aria-hidden="true" />
      Read aloud
    </Button>
  );
}

/** Settings' card for the squawk, for those who have the feed. */
export function SquawkSettingsCard() {
  const { entitled } = useSubscription();
  const setting = useSquawkSetting();
  if (!entitled) return null;
  const supported = speechSupported();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone className="size-5 text-primary" aria-hidden="true" /> Read red stories aloud
        </CardTitle>
        <CardDescription>
          On this device only, while the News Analysis feed is open. Each new red story that your feed&apos;s filters show is read once: its headline, in its
          own language where this browser has a voice for it, and its impact. Your browser may wait for your first click or key on the page before it speaks.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!supported && <Alert>{NO_SPEECH}</Alert>}
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={supported && setting.on}
            disabled={!supported}
            onChange={(e) => saveSquawkSetting({ on: e.target.checked })}
          />
          <span className="font-medium">Read new red stories aloud</span>
        </label>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={setting.quietWhenHidden}
            disabled={!supported || !setting.on}
            onChange={(e) => saveSquawkSetting({ quietWhenHidden: e.target.checked })}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">Stay quiet while the feed&apos;s tab is in the background</span>
            <span className="text-muted-foreground">Stories that arrive meanwhile are not read later.</span>
          </span>
        </label>
      </CardContent>
    </Card>
  );
}
