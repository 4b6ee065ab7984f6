import { describe, expect, test } from 'bun:test';
import { detectEvent } from './assess';
import { eventTypes } from './taxonomy';

describe('event taxonomy', () => {
  test('at least 60 types with unique ids, in every family the model promises', () => {
    expect(eventTypes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(eventTypes.map((t) => t.id)).size).toBe(eventTypes.length);
    const families = new Set(eventTypes.map((t) => t.family));
    for (const family of [
      'central-bank',
      'macro-release',
      'fiscal-political',
      'commodity-supply',
      'credit',
      'results',
      'capital-action',
      'mergers',
      'trading-status',
      'legal-regulatory',
      'products',
      'management',
      'analyst',
      'market-commentary',
      'crypto',
    ]) {
      expect(families.has(family as never)).toBe(true);
    }
  });

  test('each type says how much it matters and which way its primary class moves', () => {
    for (const type of eventTypes) {
      expect(type.magnitude).toBeGreaterThan(0);
      expect(type.magnitude).toBeLessThanOrEqual(1);
      if (type.mode === 'variable') expect(type.variable).toBeTruthy();
      if (type.mode !== 'tone' && type.id !== 'cb-rate-hold') expect(type.moves[type.primary]).not.toBe(0);
    }
  });

  test('an event is re-read only as a row of the table, and only central banks take rate decisions', () => {
    for (const type of eventTypes) {
      for (const other of Object.values(type.rereadAs ?? {})) expect(eventTypes.includes(other as (typeof eventTypes)[number])).toBe(true);
      if (type.rateAction !== undefined) expect(type.family).toBe('central-bank');
    }
  });

  test('a rate cut lifts bonds and equities and weighs on the currency', () => {
    const cut = eventTypes.find((t) => t.id === 'cb-rate-cut');
    expect(cut?.moves).toMatchObject({ bonds: 1, index: 1, currency: -1 });
  });

  test('cues find the event, and word look-alikes do not', () => {
    expect(detectEvent('Fed raises rates by 75 basis points')?.event.id).toBe('cb-rate-hike');
    expect(detectEvent('OPEC+ agrees to cut output by 2 million barrels a day')?.event.id).toBe('opec-cut');
    expect(detectEvent('Acme files for Chapter 11 bankruptcy protection')?.event.id).toBe('bankruptcy');
    expect(detectEvent('FDA approves Acme drug for migraine')?.event.id).toBe('drug-approval');
    expect(detectEvent('Acme CEO steps down')?.event.id).toBe('ceo-exit');
    expect(detectEvent('Senators press hospital chain on patient data shared with a cloud provider')?.event.id).not.toBe('cb-dovish');
    expect(detectEvent('What Time Do Malls Close on Christmas Eve?')?.event.id).not.toBe('market-halt');
    expect(detectEvent('Tesla set to top its own battery storage record')?.event.id).not.toBe('earnings-beat');
    expect(detectEvent('5 Stocks to Buy for the Plant-Based Boom')?.event.id).not.toBe('acquisition');
    expect(detectEvent('$TOPS Vanguard 13G 8.2%')?.event.id).not.toBe('earnings-beat');
    expect(detectEvent('MILLION DOLLAR MARVEL: the comic book that started it all')?.event.id).not.toBe('currency-move');
    expect(detectEvent('Dollar slides as traders weigh rate outlook')?.event.id).toBe('currency-move');
    // "administration" is a government unless a company goes into it.
    expect(detectEvent('President says his administration will raise the age for buying vapes')?.event.id).not.toBe('bankruptcy');
    expect(detectEvent('Retailer Acme goes into administration')?.event.id).toBe('bankruptcy');
    // Title Case headlines capitalise the target's description.
    expect(detectEvent('Mall Operator Acme Buying a Major Competitor')?.event.id).toBe('acquisition');
  });

  test('courts, regulators and agencies acting, and routine filings, are events', () => {
    expect(detectEvent('Acme need not pay punitive damages over faulty airbags, appeals court rules')?.event.id).toBe('ruling');
    expect(detectEvent('A federal appeals court upheld regulations by the agency on e-cigarettes')?.event.id).toBe('ruling');
    expect(detectEvent('FAA head considers overhaul of how new jets are certified')?.event.id).toBe('regulation');
    expect(detectEvent('SEC proposes new disclosure rules for private funds')?.event.id).toBe('regulation');
    expect(detectEvent("Widgetco : Director's Dealings Notice")?.event.id).toBe('filing');
    expect(detectEvent('Notice of Annual General Meeting')?.event.id).toBe('filing');
  });
});
