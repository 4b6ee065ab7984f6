import { describe, expect, test } from 'bun:test';
import { findEventType } from '../events/taxonomy';
import { pastEventLists, predictedDirection } from './past-events';

describe('dated past events', () => {
  test('every list names an event type of the model, and each of its instruments has a predicted direction from it', () => {
    for (const list of pastEventLists) {
      expect(findEventType(list.eventType)).toBeDefined();
      for (const instrument of list.instruments) expect(predictedDirection(list.eventType, instrument)).not.toBe('neutral');
    }
  });

  test('oil follows the type’s oil reaction, the VIX goes against its equity reaction', () => {
    expect(predictedDirection('opec-cut', 'BRENT')).toBe('bullish');
    expect(predictedDirection('opec-raise', 'OIL')).toBe('bearish');
    expect(predictedDirection('bank-failure', 'VIX')).toBe('bullish');
    expect(predictedDirection('trade-deal', 'VIX')).toBe('bearish');
    expect(predictedDirection('opec-cut', 'SPX')).toBe('neutral');
    expect(predictedDirection('no-such-type', 'OIL')).toBe('neutral');
  });

  test('each event is dated once per list, on a real calendar day, and names its source', () => {
    for (const list of pastEventLists) {
      const instants = list.events.map((e) => ('at' in e.time ? e.time.at.getTime() : Date.parse(`${e.time.day}T00:00:00Z`)));
      expect(instants.every((t) => Number.isFinite(t))).toBe(true);
      expect(new Set(instants).size).toBe(instants.length);
      expect([...instants].sort((a, b) => a - b)).toEqual(instants);
      for (const event of list.events) {
        if ('day' in event.time) expect(new Date(`${event.time.day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(event.time.day);
        expect(event.source.length).toBeGreaterThan(20);
      }
    }
  });
});
