import { jitFlags } from '../src/cli/jit.js';
import { oneShotFlags } from '../src/jit.js';

describe('V8 compilers of the command (src/cli/jit.ts)', () => {
  test.each(['load', 'check', 'review', 'explain', 'demo'])('TurboFan is off and Maglev waits longer for the one-shot command %s', (cmd) => {
    expect(jitFlags([cmd, '--root', '.'], [])).toBe('--no-turbofan --invocation-count-for-maglev=10000');
  });

  test.each([[['serve', '--role', 'web']], [['--version']], [[]]])('V8 keeps its defaults for %j', (argv) => {
    expect(jitFlags(argv, [])).toBeUndefined();
  });

  test.each([['--turbofan'], ['--no-turbofan'], ['--max-opt=2'], ['--max_opt=1'], ['--no-maglev'], ['--invocation-count-for-maglev=400']])('the command line wins: %s', (flag) => {
    expect(jitFlags(['review'], [flag])).toBeUndefined();
  });
});

describe('V8 compilers of the action (src/action/jit.ts)', () => {
  test('TurboFan is off and Maglev waits longer for an action run', () => {
    expect(oneShotFlags(['--enable-source-maps'])).toBe('--no-turbofan --invocation-count-for-maglev=10000');
  });

  test.each([['--turbofan'], ['--maglev'], ['--max-opt=2']])('Node options win: %s', (flag) => {
    expect(oneShotFlags([flag])).toBeUndefined();
  });
});
