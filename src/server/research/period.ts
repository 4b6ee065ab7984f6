/** A research period as asked for, made whole: defaults filled in, checked, and as instants to query with. */
import { addDays, periodProblem } from '../../shared/research-period';
import { AppError } from '../errors';

export type ResearchPeriod = {
  /** UTC days, both included. */
  from: string;
  to: string;
  /** The first instant of `from` and the first instant after `to`. */
  start: Date;
  end: Date;
};

/** Throws a BAD_REQUEST with the reason when the period is reversed or too long. */
export function researchPeriod(from: string, to: string, maxDays: number): ResearchPeriod {
  const problem = periodProblem(from, to, maxDays);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  return { from, to, start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00Z`) };
}
