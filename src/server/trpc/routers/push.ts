/**
 * Web Push devices. Subscribing and the key are behind the feed's entitlement (pushes go only to
 * users with access); listing and removing devices need only a session, so a user whose access
 * ended can still clear them.
 */
import { pushDeviceInput, pushEndpointInput, pushSubscribeInput } from '../../../shared/push';
import { listPushDevices, removePushDevice, subscribePushDevice, unsubscribePushEndpoint } from '../../push/push-devices';
import { pushSettings } from '../../push/vapid-keys';
import { authedProcedure, entitledProcedure, router } from '../init';

export const pushRouter = router({
  /** The public key browsers subscribe with; null: push is off on this site. */
  settings: entitledProcedure.query(({ ctx }) => pushSettings({ db: ctx.db, env: ctx.services.env })),
  subscribe: entitledProcedure
    .input(pushSubscribeInput)
    .mutation(({ ctx, input }) => subscribePushDevice({ db: ctx.db, env: ctx.services.env, userId: ctx.caller.user.id, subscription: input })),
  devices: authedProcedure.query(({ ctx }) => listPushDevices({ db: ctx.db, userId: ctx.caller.user.id })),
  removeDevice: authedProcedure
    .input(pushDeviceInput)
    .mutation(({ ctx, input }) => removePushDevice({ db: ctx.db, userId: ctx.caller.user.id, deviceId: input.deviceId })),
  unsubscribe: authedProcedure
    .input(pushEndpointInput)
    .mutation(({ ctx, input }) => unsubscribePushEndpoint({ db: ctx.db, userId: ctx.caller.user.id, endpoint: input.endpoint })),
});
