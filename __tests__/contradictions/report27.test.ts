/**
 * Readings added after the real-text batches 187 and later.
 */
import { contradictions, two } from '../helpers/contradictions.js';

describe('a qualified name that is a member itself is that member', () => {
  test('"Mock with `unittest.mock`" does not choose the unittest runner', () => {
    expect(two('- Tests use pytest.\n', "- Mock with `unittest.mock`; don't add `pytest-mock`.\n").filter((c) => c.confidence !== 'unlikely')).toEqual([]);
  });
  test('`unittest.mock` against pytest-mock is a choice of mocking library', () => {
    const [c] = two('- Use `pytest-mock` for mocking.\n', '- Mock with `unittest.mock`.\n');
    expect(c?.kind).toBe('exclusive-choice');
    expect(c?.subject).toMatch(/mocking/);
  });
  test('a call on the library still uses it: `Mockito.mock()`', () => {
    expect(two('- Mock with `Mockito.mock()`.\n', '- Never use Mockito; use MockK.\n')[0]?.kind).toBeDefined();
  });
});
