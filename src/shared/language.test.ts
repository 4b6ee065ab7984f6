import { expect, test } from 'bun:test';
import { detectLanguage } from './language';

test('English headlines full of words other languages share ("a", "as", "no", "do", "Y/Y") stay English', () => {
  for (const h of [
    'Paint makers rally as lawmakers make no ruling on solvents',
    'A payments app lets anyone with a phone, even those with no bank account, pick up cash at a corner shop',
    'Builder backlog grows 31% Y/Y; stock up ~12%',
    'Do you count as a sole trader? Here is what to check before you apply',
  ]) {
    expect(detectLanguage(h)).toBe('en');
  }
});

test('other languages are still told from English', () => {
  expect(detectLanguage('La Banque centrale européenne a décidé de baisser les taux pour la première fois')).toBe('fr');
  expect(detectLanguage('El banco central decidió bajar los tipos de interés por primera vez en una década')).toBe('es');
  expect(detectLanguage('Die Inflation in Deutschland ist im März auf 2,2 Prozent gesunken')).toBe('de');
  expect(detectLanguage('EZB senkt den Leitzins um 0,25 Prozentpunkte')).toBe('de');
  // Determiners tell a short German headline that names a company ("… zum dritten Mal in diesem Jahr").
  expect(detectLanguage('Autobauer kappt Renditeziel zum dritten Mal in diesem Jahr')).toBe('de');
  expect(detectLanguage('O banco central decidiu manter a taxa de juros pela primeira vez em uma década')).toBe('pt');
});
