/**
 * One owner per DATA_DIR, when it matters most: the owner was killed (kill -9, the OOM killer, a
 * host reboot) and the supervisor starts two processes at once. Exactly one of them may take
 * the directory; two would both acknowledge writes to the embedded database and lose some.
 */
import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectLogLines, type ProcessLog } from './helpers/process-log';

const RACES = 100;
const lockModule = join(import.meta.dir, '../src/server/db/data-dir-lock.ts');
const parent = mkdtempSync(join(tmpdir(), 'iw-lock-race-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/**
 * A process that takes and releases directories on command (one JSON line in, one out), so that
 * a hundred races cost two process starts rather than two hundred.
 */
function startContender() {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    const held = new Map();
    console.log(JSON.stringify({ msg: 'ready' }));
    for await (const line of console) {
      const { op, dir, round, at } = JSON.parse(line);
      if (op === 'lock') {
        // Both contenders spin to the same instant: the race is over in microseconds, far less
        // than the time between two processes reading the same command.
        while (performance.timeOrigin + performance.now() < at);
        try {
          held.set(dir, lockDataDir(dir));
          console.log(JSON.stringify({ msg: 'took', round }));
        } catch (error) {
          console.log(JSON.stringify({ msg: 'refused', round, error: error.name }));
        }
      } else {
        held.get(dir)?.();
        held.delete(dir);
        console.log(JSON.stringify({ msg: 'released', round }));
      }
    }
  `;
  const child = Bun.spawn([process.execPath, '-e', script], { stdin: 'pipe', stdout: 'pipe', stderr: 'inherit' });
  const log: ProcessLog = collectLogLines(child.stdout);
  return {
    child,
    log,
    send(command: { op: 'lock' | 'release'; dir: string; round: number; at?: number }) {
      child.stdin.write(`${JSON.stringify(command)}\n`);
      child.stdin.flush();
    },
    answer: (round: number, what: string) => log.waitForLine((line) => line.round === round && line.msg !== 'released', what, 30_000),
    released: (round: number) => log.waitForLine((line) => line.round === round && line.msg === 'released', `release ${round}`, 30_000),
  };
}

test(`two processes starting at once where the owner was killed: exactly one takes the directory (${RACES} races)`, async () => {
  const dirs = Array.from({ length: RACES }, (_, round) => join(parent, `data-${round}`));
  for (const dir of dirs) mkdirSync(dir);

  // The owner takes every directory, and is killed with no chance to let go of any.
  const owner = startContender();
  await owner.log.waitForLine((line) => line.msg === 'ready', 'the owner to start');
  for (const [round, dir] of dirs.entries()) owner.send({ op: 'lock', dir, round });
  for (const round of dirs.keys()) expect((await owner.answer(round, `the owner's lock ${round}`)).msg).toBe('took');
  owner.child.kill('SIGKILL');
  await owner.child.exited;

  const contenders = [startContender(), startContender()];
  try {
    await Promise.all(contenders.map((contender) => contender.log.waitForLine((line) => line.msg === 'ready', 'a contender to start')));
    const winners: number[] = [];
    for (const [round, dir] of dirs.entries()) {
      const at = Date.now() + 50;
      for (const contender of contenders) contender.send({ op: 'lock', dir, round, at });
      const answers = await Promise.all(contenders.map((contender) => contender.answer(round, `the answer to race ${round}`)));
      winners.push(answers.filter((answer) => answer.msg === 'took').length);
      // The loser was told the directory is in use, not some other failure.
      for (const answer of answers) if (answer.msg === 'refused') expect(answer.error).toBe('DataDirInUseError');
      for (const contender of contenders) contender.send({ op: 'release', dir, round });
      await Promise.all(contenders.map((contender) => contender.released(round)));
    }
    const taken = (count: number) => winners.filter((takers) => takers === count).length;
    console.log(`${RACES} races: taken once ${taken(1)}, twice ${taken(2)}, never ${taken(0)}`);
    expect({ twice: taken(2), never: taken(0) }).toEqual({ twice: 0, never: 0 });
  } finally {
    for (const contender of contenders) contender.child.kill('SIGKILL');
  }
}, 120_000);
