/**
 * A setting the server keeps per user (feed preferences, alert rules, the watchlist), read with
 * one query: a change is shown at once, saved, and undone with a toast if the server refuses it;
 * the other tabs read it again; and the last answer is kept in localStorage per user, so a page
 * opens with it at once instead of flashing the default.
 */
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect } from 'react';
import { getSession } from '@/web/auth/session-store';
import { onOtherTabMessage, type TabMessage, tellOtherTabs } from '@/web/lib/tab-channel';
import { toast } from '@/web/lib/toast';

type Kind = Extract<TabMessage, { type: 'settings-changed' }>['settings'];

const storageKey = (kind: Kind, userId: string) => `impactwire.${kind}.${userId}`;

function readKept<T>(kind: Kind): T | undefined {
  const userId = getSession()?.user.id;
  if (!userId) return undefined;
  try {
    const raw = localStorage.getItem(storageKey(kind, userId));
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function keep(kind: Kind, value: unknown) {
  const userId = getSession()?.user.id;
  if (!userId) return;
  try {
    localStorage.setItem(storageKey(kind, userId), JSON.stringify(value));
  } catch {
    // Storage full or refused: the next page opens with the default until the server answers.
  }
}

export function useSavedSetting<T, Change>(options: {
  kind: Kind;
  queryKey: QueryKey;
  read: () => Promise<T>;
  save: (change: Change) => Promise<T>;
  /** What the shown value becomes at once, before the server answers. */
  apply: (value: T, change: Change) => T;
  fallback: T;
  failure: string;
}) {
  const { kind, queryKey, fallback } = options;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const value = await options.read();
      keep(kind, value);
      return value;
    },
    // The kept copy shows at once and counts as old: the server is asked straight away.
    initialData: () => readKept<T>(kind),
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the setting; it does not change while mounted
  useEffect(
    () =>
      onOtherTabMessage((message) => {
        if (message.type === 'settings-changed' && message.settings === kind && message.userId === getSession()?.user.id) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }),
    [kind],
  );

  const mutation = useMutation({
    mutationFn: options.save,
    onMutate: async (change: Change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<T>(queryKey);
      queryClient.setQueryData<T>(queryKey, options.apply(before ?? query.data ?? fallback, change));
      return { before };
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      toast(error instanceof TRPCClientError ? error.message : options.failure, { tone: 'error' });
    },
    onSuccess: (value) => {
      queryClient.setQueryData(queryKey, value);
      keep(kind, value);
      const userId = getSession()?.user.id;
      if (userId) tellOtherTabs({ type: 'settings-changed', userId, settings: kind });
    },
  });

  return {
    value: query.data ?? fallback,
    /** The server's answer has arrived (not only the kept copy or the default). */
    loaded: query.isSuccess && query.dataUpdatedAt > 0,
    failed: query.isError,
    /** Saves a change; a refusal is undone and told in a toast. */
    save: (change: Change) => mutation.mutate(change),
    saving: mutation.isPending,
  };
}
