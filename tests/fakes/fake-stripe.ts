/**
 * A local stand-in for the Stripe API that the real `stripe` SDK talks to: customers,
 * checkout sessions, billing portal sessions, and subscriptions (retrieve, update, cancel).
 * Tests shape the subscriptions and send webhooks signed with Stripe's real scheme.
 */
import Stripe from 'stripe';

export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  trial_end: number | null;
  metadata: Record<string, string>;
  default_payment_method: string | null;
  default_source: string | null;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; current_period_end: number }[] };
};

type RecordedRequest = { method: string; path: string; params: Record<string, string> };

export const WEBHOOK_SECRET = 'whsec_test_secret';

export function startFakeStripe() {
  const customers = new Map<string, { id: string; email: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: RecordedRequest[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;

  const server = Bun.serve({
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : await request.text()));
      requests.push({ method: request.method, path: url.pathname, params });
      const path = url.pathname;

      if (request.method === 'POST' && path === '/v1/customers') {
        const customer = { id: nextId('cus'), object: 'customer', email: params.email ?? '', metadata: {} };
        customers.set(customer.id, customer);
        return Response.json(customer);
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = nextId('cs_test');
        return Response.json({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, customer: params.customer });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return Response.json({ id: nextId('bps'), object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${counter}` });
      }
      const match = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
      if (match) {
        const subscription = subscriptions.get(match[1] ?? '');
        if (!subscription) {
          return Response.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } }, { status: 404 });
        }
        if (request.method === 'DELETE') subscription.status = 'canceled';
        if (request.method === 'POST' && params.cancel_at_period_end) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        }
        return Response.json(subscription);
      }
      return Response.json({ error: { type: 'invalid_request_error', message: `Unhandled ${request.method} ${path}` } }, { status: 404 });
    },
  });

  const stripe = new Stripe('sk_test_fake', {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const sign = (body: string) => stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret: WEBHOOK_SECRET });

  return {
    stripe,
    requests,
    customers,
    subscriptions,
    /** A subscription as Stripe would hold it after a checkout for this user. */
    createSubscription(userId: string, customer: string, shape: Partial<FakeSubscription> & { current_period_end?: number }) {
      const { current_period_end, ...rest } = shape;
      const now = Math.floor(Date.now() / 1000);
      const subscription: FakeSubscription = {
        id: nextId('sub'),
        object: 'subscription',
        customer,
        status: 'trialing',
        cancel_at_period_end: false,
        cancel_at: null,
        trial_end: null,
        metadata: { user_id: userId },
        default_payment_method: null,
        default_source: null,
        items: { object: 'list', data: [{ id: nextId('si'), object: 'subscription_item', current_period_end: current_period_end ?? now + 7 * 86400 }] },
        ...rest,
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    setPeriodEnd(subscription: FakeSubscription, unix: number) {
      const item = subscription.items.data[0];
      if (item) item.current_period_end = unix;
    },
    /** A webhook delivery signed like Stripe's: body and Stripe-Signature header. */
    async signedEvent(type: string, object: object, id = nextId('evt')) {
      const body = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28', created: Math.floor(Date.now() / 1000), data: { object } });
      return { id, body, signature: await sign(body) };
    },
    /** Any body, signed with the endpoint's secret: what a holder of the secret could send. */
    sign,
    retrievals: (subscriptionId: string) => requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`).length,
    stop: () => server.stop(true),
  };
}
export type FakeStripe = ReturnType<typeof startFakeStripe>;
