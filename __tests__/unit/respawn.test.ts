/** When the `memory-review` command runs its CLI in a child process with V8's top tier off (src/respawn.ts). */
import { CHILD_FLAGS, respawnArgs } from '../../src/respawn.js';

describe('respawnArgs', () => {
  test('on Node 22 and later: this process’s options, then the flag', () => {
    expect(CHILD_FLAGS).toEqual(['--max-opt=2', '--max-semi-space-size=16', '--min-semi-space-size=16']);
    expect(respawnArgs([], 'v24.1.0', {})).toEqual(CHILD_FLAGS);
    expect(respawnArgs(['--import', 'x.mjs', '--max-old-space-size=800'], 'v22.0.0', {})).toEqual(['--import', 'x.mjs', '--max-old-space-size=800', ...CHILD_FLAGS]);
    // a young generation the caller sized stays theirs, both of its sizes
    expect(respawnArgs(['--max-semi-space-size=64'], 'v24.1.0', {})).toEqual(['--max-semi-space-size=64', '--max-opt=2']);
    expect(respawnArgs(['--max_semi_space_size=2'], 'v24.1.0', {})).toEqual(['--max_semi_space_size=2', '--max-opt=2']);
    expect(respawnArgs(['--min-semi-space-size=4'], 'v24.1.0', {})).toEqual(['--min-semi-space-size=4', '--max-opt=2']);
  });

  test('in this process: Node before 22, a tier already chosen, a debugger or profiler, or when turned off', () => {
    expect(respawnArgs([], 'v20.20.2', {})).toBeUndefined();
    expect(respawnArgs([], 'v24.1.0', { MEMORY_REVIEW_RESPAWN: '0' })).toBeUndefined();
    expect(respawnArgs([], 'v24.1.0', { MEMORY_REVIEW_RESPAWN: '1' })).toEqual(CHILD_FLAGS);
    for (const a of ['--max-opt=3', '--max_opt=1', '--maglev', '--no-maglev', '--no_maglev', '--turbofan', '--no_turbofan', '--no-opt', '--no_opt', '--jitless', '--inspect', '--inspect-brk=0', '--debug-port=1', '--cpu-prof', '--heap-prof', '--prof'])
      expect([a, respawnArgs(['--enable-source-maps', a], 'v24.1.0', {})]).toEqual([a, undefined]);
    // a debugger or tier asked for through NODE_OPTIONS is this process's as well
    expect(respawnArgs([], 'v24.1.0', { NODE_OPTIONS: '--max-old-space-size=900 --inspect=127.0.0.1:9333' })).toBeUndefined();
    expect(respawnArgs([], 'v24.1.0', { NODE_OPTIONS: '--enable-source-maps' })).toEqual(CHILD_FLAGS);
  });
});
