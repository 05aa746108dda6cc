/**
 * End to end: mechanical fixes as GitHub suggested changes, through the bundled action against the loopback
 * GitHub stand-in — one review created, replaced on the next push (the old suggestions deleted, never piling
 * up), left alone when nothing changed, and skipped with a log line on a fork's read-only token.
 * Requires `npm run bundle` first.
 */
import { REPLACED_MARKER, REVIEW_MARKER, SUGGESTION_MARKER } from '../../src/github/suggestions.js';
import { cleanupAll, exampleRepo, expectClean, expectExit, fakeGitHub, FORK, pullEvent, repo, run } from './fixtures.js';

afterAll(cleanupAll);

type GH = Awaited<ReturnType<typeof fakeGitHub>>;
const reviewPosts = (gh: GH, n: number) => gh.requests('POST', new RegExp(`/pulls/${n}/reviews$`));
const liveReviews = (gh: GH) => gh.state.reviews.filter((r) => r.body.startsWith(REVIEW_MARKER));

test('the suggested-change review is created once, replaced on the next push, and left alone when nothing changed', async () => {
  const r = exampleRepo();
  const [base, head1, head2] = r.shas;
  const gh = await fakeGitHub(r.root, { pulls: [{ number: 11, base, head: head1 }] });

  const first = await run(gh, { event: pullEvent(r, { number: 11, base, head: head1 }), sha: head1, workspace: r.root });
  expectExit(first, 1); // the demo introduces errors
  expectClean(first, gh);
  expect(reviewPosts(gh, 11)).toHaveLength(1);
  expect(liveReviews(gh)).toHaveLength(1);
  expect(gh.state.reviews[0]).toMatchObject({ commit_id: head1, state: 'COMMENTED' });
  const c1 = gh.state.reviewComments.map((c) => [c.path, c.line, c.body]);
  // the unquoted glob, and the path the change moved: both on lines of the diff
  expect(c1.map(([p, l]) => `${p}:${l}`).sort()).toEqual(['.claude/rules/ts.md:3', 'packages/web/CLAUDE.md:3']);
  expect(c1.find(([p]) => p === '.claude/rules/ts.md')![2]).toContain('```suggestion\n  - "**/*.ts"\n```');
  expect(c1.find(([p]) => p === 'packages/web/CLAUDE.md')![2]).toContain('```suggestion\nComponents live in `packages/web/src/ui`. Run `pnpm dev` to start.\n```');
  for (const c of gh.state.reviewComments) expect(c.body.endsWith(SUGGESTION_MARKER)).toBe(true);
  expect(first.stdout).toMatch(/Suggested changes: review created with 2: https:\/\/github\.com\/octo\/shop\/pull\/11#pullrequestreview-\d+/);

  // a push that quotes the glob: one suggestion left, in a new review; the old one is emptied
  gh.state.pulls[0].head = head2;
  const second = await run(gh, { event: pullEvent(r, { number: 11, base, head: head2 }), sha: head2, workspace: r.root });
  expectExit(second, 1);
  expectClean(second, gh);
  expect(reviewPosts(gh, 11)).toHaveLength(2);
  expect(liveReviews(gh)).toHaveLength(1);
  expect(liveReviews(gh)[0].commit_id).toBe(head2);
  expect(gh.state.reviews[0].body).toBe(REPLACED_MARKER);
  expect(gh.state.reviewComments.map((c) => `${c.path}:${c.line}`)).toEqual(['packages/web/CLAUDE.md:3']);
  expect(gh.state.reviewComments[0].review_id).toBe(liveReviews(gh)[0].id);
  expect(second.stdout).toContain('Suggested changes: review replaced (1 now, 2 earlier removed)');

  // the same head again: nothing written
  const writes = gh.log.filter((e) => e.method !== 'GET' && /\/pulls\//.test(e.path)).length;
  const third = await run(gh, { event: pullEvent(r, { number: 11, base, head: head2 }), sha: head2, workspace: r.root });
  expectExit(third, 1);
  expect(third.stdout).toContain('Suggested changes unchanged (1)');
  expect(gh.log.filter((e) => e.method !== 'GET' && /\/pulls\//.test(e.path)).length).toBe(writes);
  expect(gh.state.reviewComments).toHaveLength(1);
}, 90_000);

/** A change that moves a directory the CLAUDE.md names, next to a line it edits: one stale-reference warning. */
function movedDirRepo() {
  return repo(
    { 'CLAUDE.md': '# App\n\nComponents live in `src/components`.\n', 'src/components/Button.tsx': 'export {};\n' },
    { 'CLAUDE.md': '# App\n\nComponents live in `src/components`.\nKeep them small.\n', 'src/components/Button.tsx': null, 'src/ui/Button.tsx': 'export {};\n' },
  );
}

test("a fork's read-only token: no review, one log line, the run does not fail", async () => {
  const r = movedDirRepo();
  const [base, head] = r.shas;
  const gh = await fakeGitHub(r.root, { pulls: [{ number: 12, base, head, headRepo: FORK }] });
  gh.state.readOnly = true;
  const res = await run(gh, { event: pullEvent(r, { number: 12, base, head, headRepo: FORK }), sha: head, workspace: r.root });
  expectExit(res, 0); // a warning only: passes
  expectClean(res, gh);
  expect(res.outputs['introduced-warnings']).toBe('1');
  expect(res.stdout).toMatch(/Not posting suggested changes: the token cannot write pull request reviews \(HTTP 403, a fork pull request with a read-only token\)/);
  expect(gh.state.reviews).toEqual([]);
  expect(gh.state.reviewComments).toEqual([]);
  expect(reviewPosts(gh, 12)).toHaveLength(1); // tried once, refused
}, 60_000);

test('suggestions: false posts no review', async () => {
  const r = movedDirRepo();
  const [base, head] = r.shas;
  const gh = await fakeGitHub(r.root, { pulls: [{ number: 13, base, head }] });
  const res = await run(gh, { event: pullEvent(r, { number: 13, base, head }), sha: head, workspace: r.root, inputs: { suggestions: 'false' } });
  expectExit(res, 0);
  expect(gh.requests('*', /\/pulls\/13\/(reviews|comments)/)).toEqual([]);
  // with the default, the same change gets its suggestion
  const again = await run(gh, { event: pullEvent(r, { number: 13, base, head }), sha: head, workspace: r.root });
  expectExit(again, 0);
  expect(gh.state.reviewComments.map((c) => [c.path, c.line])).toEqual([['CLAUDE.md', 3]]);
  expect(gh.state.reviewComments[0].body).toContain('```suggestion\nComponents live in `src/ui`.\n```');
}, 60_000);
