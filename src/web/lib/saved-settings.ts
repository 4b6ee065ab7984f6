/**
 * A setting the server keeps per user (feed preferences, alert rules), read with one query: a
 * change is shown at once and saved; a refused change is undone and told in a toast; the other
 * tabs read it again; and the last answer is kept in localStorage per user, so a page opens with
 * it at once instead of flashing the default.
 */
import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useState } from 'react';
import { getSession } from '@/web/lib/session-store';
import { onOtherTabMessage, type TabMessage, tellOtherTabs } from '@/web/lib/tab-channel';
import { toast } from '@/web/lib/toast';

type Kind = Extract<TabMessage, { type: 'settings-changed' }>['settings'];

const storageKey = (kind: Kind, userId: string) => `impactwire.${kind}.${userId}`;

/** The kept copy, if it still has the shape of today's setting (a choice may have been removed since). */
function readKept<T>(kind: Kind, isValid: (value: unknown) => value is T): T | undefined {
  const userId = getSession()?.user.id;
  if (!userId) return undefined;
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(storageKey(kind, userId)) ?? 'null');
    return isValid(kept) ? kept : undefined;
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

/**
 * The query of a saved setting, for its hook and for the route loaders: each answer is kept, and
 * the kept copy shows at once but counts as old, so the server is asked straight away. It names
 * its setting (`kind`), so the hook is not told twice.
 */
export function savedSettingQueryOptions<T>(options: { kind: Kind; queryKey: QueryKey; read: () => Promise<T>; isValid: (value: unknown) => value is T }) {
  const { kind, read, isValid } = options;
  const query = queryOptions({
    queryKey: options.queryKey,
    queryFn: async () => {
      const value = await read();
      keep(kind, value);
      return value;
    },
    initialData: () => readKept(kind, isValid),
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });
  return Object.assign(query, { kind });
}

type SavedSettingQuery<T> = ReturnType<typeof savedSettingQueryOptions<T>>;

export function useSavedSetting<T, Change>(options: {
  query: SavedSettingQuery<T>;
  save: (change: Change) => Promise<T>;
  /** What the shown value becomes at once, before the server answers. */
  apply: (value: T, change: Change) => T;
  fallback: T;
  failure: string;
}) {
  const { fallback } = options;
  const { queryKey, kind } = options.query;
  const mutationKey = ['saved-setting', kind];
  const queryClient = useQueryClient();
  const query = useQuery(options.query);

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

  // The value with the changes the server has not answered yet. React state, set in the click's
  // own handler, so a checkbox or a choice shows the change at once (the query cache tells its
  // readers a moment later, and a controlled checkbox would first spring back).
  const [unanswered, setUnanswered] = useState<T | null>(null);
  const lastOfItsKind = () => queryClient.isMutating({ mutationKey }) === 1;

  const mutation = useMutation({
    mutationKey,
    mutationFn: options.save,
    onError: (error) => {
      toast(error instanceof TRPCClientError ? error.message : options.failure, { tone: 'error' });
      // A refused change: what the server holds is shown again (the change is undone).
      setUnanswered(null);
      void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (value) => {
      keep(kind, value);
      const userId = getSession()?.user.id;
      if (userId) tellOtherTabs({ type: 'settings-changed', userId, settings: kind });
      // Changes made one after another (a time zone chosen with the arrow keys): only the last
      // answer is shown, or an earlier one would put back a value the reader has moved past.
      if (lastOfItsKind()) {
        queryClient.setQueryData(queryKey, value);
        setUnanswered(value);
      }
    },
  });
  // Once the cache holds the answer, it is what is shown.
  useEffect(() => {
    if (unanswered !== null && JSON.stringify(unanswered) === JSON.stringify(query.data)) setUnanswered(null);
  }, [unanswered, query.data]);

  return {
    value: unanswered ?? query.data ?? fallback,
    /** The server's answer has arrived (not only the kept copy or the default). */
    loaded: query.isSuccess && query.dataUpdatedAt > 0,
    failed: query.isError,
    /** Saves a change; a refusal is undone and told in a toast. */
    save: (change: Change) => {
      // A read under way would answer with the value before this change.
      void queryClient.cancelQueries({ queryKey }, { revert: false, silent: true });
      setUnanswered((shown) => options.apply(shown ?? query.data ?? fallback, change));
      mutation.mutate(change);
    },
    saving: mutation.isPending,
  };
}
