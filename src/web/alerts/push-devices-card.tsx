/**
 * Notifications with the tab closed (Web Push): a switch for this device and the list of the
 * user's subscribed devices, each removable. The switch reads on only when this browser holds a
 * subscription the server knows; any failure is said as it is, and the switch stays off.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { BellRing, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { formatFeedDate, zoneAbbreviation } from '@/shared/format';
import { pushTexts } from '@/shared/push';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';
import { trpc } from '@/web/trpc';
import { browserSubscription, PushDeviceError, pushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from './push-device';

const messageOf = (error: unknown) =>
  error instanceof PushDeviceError || error instanceof TRPCClientError ? error.message : 'Notifications could not be changed on this device. Please try again.';

export function PushDevicesCard({ anyRule }: { anyRule: boolean }) {
  const supported = pushSupported();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.push.settings.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
  const devices = useQuery(trpc.push.devices.queryOptions());
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const switchLabel = useId();

  useEffect(() => {
    if (!supported) return;
    browserSubscription().then(
      (subscription) => setThisEndpoint(subscription?.endpoint ?? null),
      (error: unknown) => setProblem(messageOf(error)),
    );
  }, [supported]);

  const refreshDevices = () => queryClient.invalidateQueries({ queryKey: trpc.push.devices.queryKey() });
  const subscribe = useMutation(trpc.push.subscribe.mutationOptions());
  const unsubscribe = useMutation(trpc.push.unsubscribe.mutationOptions());
  const removeDevice = useMutation(trpc.push.removeDevice.mutationOptions());

  const list = devices.data ?? [];
  const on = thisEndpoint !== null && list.some((device) => device.endpoint === thisEndpoint);
  const publicKey = settings.data?.publicKey ?? null;

  const change = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
      await refreshDevices();
    }
  };
  const turnOn = () =>
    change(async () => {
      if (!publicKey) return;
      const subscription = await subscribeThisBrowser(publicKey);
      await subscribe.mutateAsync(subscription);
      setThisEndpoint(subscription.endpoint);
    });
  const turnOff = () =>
    change(async () => {
      const endpoint = (await unsubscribeThisBrowser()) ?? thisEndpoint;
      setThisEndpoint(null);
      if (endpoint) await unsubscribe.mutateAsync({ endpoint });
    });
  const remove = (deviceId: string, endpoint: string) =>
    change(async () => {
      await removeDevice.mutateAsync({ deviceId });
      if (endpoint === thisEndpoint) {
        await unsubscribeThisBrowser();
        setThisEndpoint(null);
      }
    });

  const available = supported && publicKey !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className={cn('size-5', on ? 'text-primary' : 'text-muted-foreground')} aria-hidden="true" /> With the tab closed
        </CardTitle>
        <CardDescription>
          Notifications reach this device within seconds of a matching story, even when no tab of this site is open. Each device is switched on by itself.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!supported ? (
          <Alert>This browser cannot receive notifications with the tab closed. Use e-mail alerts on this device.</Alert>
        ) : settings.isSuccess && publicKey === null ? (
          <Alert>{pushTexts.off}</Alert>
        ) : null}
        <div className="flex items-start justify-between gap-4">
          <span id={switchLabel} className="grid gap-0.5 text-sm">
            <span className="font-medium">Notifications on this device, even with the tab closed</span>
            <span className="text-muted-foreground">{busy ? 'Waiting for your browser…' : on ? 'On for this device.' : 'Off for this device.'}</span>
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={switchLabel}
            disabled={!available || busy || !devices.isSuccess}
            onClick={() => void (on ? turnOff() : turnOn())}
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50',
              on ? 'bg-primary' : 'bg-input',
            )}
          >
            <span className={cn('inline-block size-5 rounded-full bg-background shadow transition-transform', on ? 'translate-x-5' : 'translate-x-0')} />
          </button>
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
        {on && !anyRule && <Alert>Notifications start once a rule above is set.</Alert>}
        {list.length > 0 && (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">Your devices</h3>
            <ul className="divide-y divide-border rounded-lg border border-border">
              {list.map((device) => (
                <li key={device.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate font-medium">
                      {device.label}
                      {device.endpoint === thisEndpoint && <span className="text-muted-foreground"> (this device)</span>}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      Added {formatFeedDate(device.createdAt)} {zoneAbbreviation(new Date(device.createdAt))}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    onClick={() => void remove(device.id, device.endpoint)}
                    aria-label={`Remove ${device.label}`}
                  >
                    <Trash2 aria-hidden="true" /> Remove
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
