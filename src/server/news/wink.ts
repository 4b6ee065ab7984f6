/**
 * wink-nlp's English model, loaded by the first text that needs it and not by every process that
 * imports the analyzer: it takes a few hundred milliseconds of CPU to load. One reader per
 * pipeline (the steps wink runs), shared by every caller asking for the same steps.
 */
import { createRequire } from 'node:module';
import type englishModel from 'wink-eng-lite-web-model';
import winkNLP, { type WinkMethods } from 'wink-nlp';

type Step = 'sbd' | 'negation' | 'pos';
const readers = new Map<string, WinkMethods>();

export function winkEnglish(pipe: readonly Step[]): WinkMethods {
  const key = pipe.join(',');
  let reader = readers.get(key);
  if (!reader) {
    reader = winkNLP(createRequire(import.meta.url)('wink-eng-lite-web-model') as typeof englishModel, [...pipe]);
    readers.set(key, reader);
  }
  return reader;
}
