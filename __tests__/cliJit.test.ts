import { jitFlags } from '../src/cli/jit.js';

describe('V8 compilers of the command (src/cli/jit.ts)', () => {
  test.each(['load', 'check', 'review', 'explain', 'demo'])('TurboFan is off for the one-shot command %s', (cmd) => {
    expect(jitFlags([cmd, '--root', '.'], [])).toBe('--no-turbofan');
  });

  test.each([[['serve', '--role', 'web']], [['--version']], [[]]])('V8 keeps its defaults for %j', (argv) => {
    expect(jitFlags(argv, [])).toBeUndefined();
  });

  test.each([['--turbofan'], ['--no-turbofan'], ['--max-opt=2'], ['--max_opt=1']])('the command line wins: %s', (flag) => {
    expect(jitFlags(['review'], [flag])).toBeUndefined();
  });
});
