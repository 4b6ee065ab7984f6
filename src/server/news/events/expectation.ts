/**
 * Whether a text compares an outcome with an expectation (forecast, consensus, estimates, a beat
 * or a miss): only then may an analysis, offline or AI, speak of a beat or a miss. Guidance or
 * an outlook on its own is not such a comparison ("reaffirms guidance").
 */
const EXPECTATION =
  /\b(?:estimates?|expectations?|expected|consensus|forecasts?|poll(?:ed)?|street|analysts? (?:had )?(?:expected|forecast|predicted|estimated)|FactSet|Refinitiv|Zacks|beats?|beat|missed|misses|tops?|topped|exceeds?|exceeded|fell short|falls short)\b/i;

export function comparesWithExpectation(text: string): boolean {
  return EXPECTATION.test(text);
}
