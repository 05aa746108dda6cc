/**
 * analyzeInterleaved (src/run.ts): the base's first stage, then the head's, then the base's rest, then the
 * head's; a side that fails or never pauses does not leave the other waiting, and the pair settles only
 * when both sides have stopped.
 */
import type { SideAnalysis } from '../../src/core/review/analyze.js';
import { analyzeInterleaved } from '../../src/run.js';

const result = (name: string) => ({ name }) as unknown as SideAnalysis;
const tick = () => new Promise((r) => setTimeout(r, 1));

describe('analyzeInterleaved', () => {
  test('runs both first stages before either second stage; the head gets the finished base', async () => {
    const log: string[] = [];
    const [base, head] = await analyzeInterleaved(
      async (pause) => {
        log.push('base 1');
        await tick();
        await pause();
        log.push('base 2');
        await tick();
        log.push('base done');
        return result('base');
      },
      async (previous, pause) => {
        log.push('head 1');
        await tick();
        await pause();
        const prev = await previous;
        log.push(`head 2 after ${prev.name}`);
        return result('head');
      },
    );
    expect([base.name, head.name]).toEqual(['base', 'head']);
    expect(log).toEqual(['base 1', 'head 1', 'base 2', 'base done', 'head 2 after base']);
  });

  test('a base that fails before its pause fails the pair, and the head never starts', async () => {
    let headStarted = false;
    await expect(
      analyzeInterleaved(
        async () => {
          await tick();
          throw new Error('base broke');
        },
        async () => {
          headStarted = true;
          return result('head');
        },
      ),
    ).rejects.toThrow('base broke');
    await tick();
    expect(headStarted).toBe(false);
  });

  test('a head that fails before its pause stops the base at its pause, and the pair fails only once both stopped', async () => {
    const log: string[] = [];
    const pair = analyzeInterleaved(
      async (pause) => {
        try {
          await pause();
        } catch (e) {
          log.push(`base stopped: ${(e as Error).message}`);
          await tick();
          log.push('base cleaned up');
          throw e;
        }
        log.push('base stage 2');
        return result('base');
      },
      async () => {
        await tick();
        throw new Error('head broke');
      },
    );
    await expect(pair.finally(() => log.push('pair settled'))).rejects.toThrow('head broke');
    expect(log).toEqual(['base stopped: head broke', 'base cleaned up', 'pair settled']);
  });

  test('a head that ends without pausing lets the base go on', async () => {
    const [base, head] = await analyzeInterleaved(
      async (pause) => {
        await pause();
        return result('base');
      },
      async () => result('head'),
    );
    expect([base.name, head.name]).toEqual(['base', 'head']);
  });

  test('a base that ends without pausing still lets the head run', async () => {
    const [base, head] = await analyzeInterleaved(
      async () => result('base'),
      async (previous, pause) => {
        await pause();
        return result(`head over ${(await previous).name}`);
      },
    );
    expect([base.name, head.name]).toEqual(['base', 'head over base']);
  });
});
