// Mechanical fixes as GitHub suggested changes: one pull request review (event COMMENT) whose comments each
// carry a ```suggestion block on a line of the diff, so the author can commit the fix from the review.
//
// One review at a time: on each run the wanted comments are compared with the ones of our latest review; when
// they differ (a new push, a fix made), a new review is created and the old one is emptied — its comments are
// deleted and its body replaced by an invisible marker (GitHub cannot delete a submitted review), so the
// pull request never shows two sets of suggestions. Only lines in the pull request's diff get a comment
// (GitHub refuses others). A token that cannot write (a fork's) costs one log line: never an exception.
import type { Octokit } from '@octokit/rest';
import type { Finding, Fix } from '../core/review/types.js';
import { failureOf, type FailureReason } from './client.js';
import { mdMessage } from '../report/markdown.js';
import { mdCode } from '../report/escape.js';

/** Ends every suggestion comment body: how our comments are found again. */
export const SUGGESTION_MARKER = '<!-- memory-review:suggestion -->';
/** Starts the body of our current review. */
export const REVIEW_MARKER = '<!-- memory-review:suggestions -->';
/** The whole body of a review of ours that a newer one replaced (renders as nothing). */
export const REPLACED_MARKER = '<!-- memory-review:suggestions:replaced -->';

export interface SuggestionOptions {
  owner: string;
  repo: string;
  pull_number: number;
  /** The pull request's head commit the findings were made on. */
  head_sha: string;
  /** The review's findings: those introduced, unsuppressed and with fixes are offered. */
  findings: Finding[];
  /** Login that writes the review, when known (else: the author of our earlier comments, or the token's user). */
  author?: string;
}

export interface SuggestionResult {
  action: 'created' | 'replaced' | 'unchanged' | 'removed' | 'none' | 'failed';
  review_id?: number;
  url?: string;
  /** Suggestions in the review. */
  offered: number;
  /** Fixes left out because their lines are not in the diff. */
  notInDiff: number;
  /** Old suggestion comments deleted. */
  deleted: number;
  reason?: FailureReason;
  status?: number;
  message?: string;
}

/** The head-side line numbers a unified diff's hunks show (added and context lines): where comments may go. */
export function diffLines(patch: string | undefined): Set<number> {
  const out = new Set<number>();
  if (!patch) return out;
  let line = 0;
  let inHunk = false;
  for (const l of patch.split('\n')) {
    const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(l);
    if (h) {
      line = Number(h[1]);
      inHunk = true;
      continue;
    }
    if (!inHunk) continue;
    if (l.startsWith('+') || l.startsWith(' ')) out.add(line++);
    else if (l === '') continue;
    // '-' lines and '\ No newline at end of file' do not advance the head side
  }
  return out;
}

export interface SuggestionComment {
  path: string;
  line: number;
  start_line?: number;
  body: string;
}

/** The comment for one fix: what it does, and the replacement in a ```suggestion block. */
export function suggestionBody(f: Finding, fix: Fix): string {
  const longest = Math.max(0, ...(fix.replacement.match(/`+/g) ?? []).map((m) => m.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const text = fix.replacement === '' ? '' : fix.replacement.replace(/\r\n?/g, '\n') + '\n';
  return `**memory-review** ${mdCode(f.rule)}: ${mdMessage(fix.title)}.\n\n${fence}suggestion\n${text}${fence}\n\n${SUGGESTION_MARKER}`;
}

/** The comments to post: per finding, every fix whose lines are all in the diff (one per `oneOf` group). */
export function plannedComments(findings: Finding[], inDiff: (path: string, line: number) => boolean): { comments: SuggestionComment[]; notInDiff: number } {
  const comments: SuggestionComment[] = [];
  const taken = new Set<string>();
  let notInDiff = 0;
  for (const f of findings) {
    if (f.suppressed || f.introduced === false || !f.fixes?.length) continue;
    const groups = new Set<string>();
    for (const fix of f.fixes) {
      if (fix.oneOf && groups.has(fix.oneOf)) continue;
      const end = fix.endLine ?? fix.line;
      let ok = true;
      for (let l = fix.line; l <= end && ok; l++) ok = inDiff(fix.path, l);
      const key = `${fix.path}\0${end}`;
      if (!ok || taken.has(key)) {
        if (!fix.oneOf) notInDiff++;
        continue;
      }
      if (fix.oneOf) groups.add(fix.oneOf);
      taken.add(key);
      comments.push({ path: fix.path, line: end, ...(end !== fix.line ? { start_line: fix.line } : {}), body: suggestionBody(f, fix) });
    }
    for (const g of new Set(f.fixes.filter((x) => x.oneOf).map((x) => x.oneOf!))) if (!groups.has(g)) notInDiff++;
  }
  return { comments, notInDiff };
}

interface ReviewComment {
  id: number;
  body: string;
  path: string;
  line?: number | null;
  start_line?: number | null;
  commit_id: string;
  pull_request_review_id: number | null;
  user: { login: string; type: string } | null;
}

interface Review {
  id: number;
  body: string | null;
  html_url: string;
  user: { login: string; type: string } | null;
}

/**
 * Makes the pull request's suggested-change review match the findings: creates it, replaces it after a
 * change, leaves it when nothing changed, empties it when there is nothing left to suggest. Never throws for
 * an HTTP failure: the result says 'failed' with the reason.
 */
export async function syncSuggestions(octokit: Octokit, o: SuggestionOptions): Promise<SuggestionResult> {
  const { owner, repo, pull_number, head_sha } = o;
  let deleted = 0;
  let offered = 0;
  let notInDiff = 0;
  try {
    // the diff only when there is something to offer (the earlier review is looked for either way)
    const wanted = o.findings.some((f) => !f.suppressed && f.introduced !== false && f.fixes?.length);
    const files = wanted ? ((await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number, per_page: 100 })) as { filename: string; patch?: string }[]) : [];
    const lines = new Map(files.map((f) => [f.filename, diffLines(f.patch)]));
    const plan = plannedComments(o.findings, (p, l) => lines.get(p)?.has(l) ?? false);
    offered = plan.comments.length;
    notInDiff = plan.notInDiff;

    const allComments = (await octokit.paginate(octokit.rest.pulls.listReviewComments, { owner, repo, pull_number, per_page: 100 })) as ReviewComment[];
    const allReviews = (await octokit.paginate(octokit.rest.pulls.listReviews, { owner, repo, pull_number, per_page: 100 })) as Review[];
    const marked = allComments.filter((c) => typeof c.body === 'string' && c.body.endsWith(SUGGESTION_MARKER) && c.user);
    const markedReviews = allReviews.filter((r) => typeof r.body === 'string' && r.body.startsWith(REVIEW_MARKER) && r.user);
    let author = o.author;
    if (!author) {
      const bot = [...markedReviews, ...marked].find((c) => c.user!.type === 'Bot');
      if (bot) author = bot.user!.login;
      else if (marked.length || markedReviews.length) author = await octokit.rest.users.getAuthenticated().then((r) => r.data.login, () => undefined);
    }
    const mine = marked.filter((c) => c.user!.login === author);
    const myReviews = markedReviews.filter((r) => r.user!.login === author);

    const same =
      mine.length === plan.comments.length &&
      mine.every((c) => c.commit_id === head_sha) &&
      plan.comments.every((w) => mine.some((c) => c.path === w.path && c.line === w.line && (c.start_line ?? undefined) === w.start_line && c.body === w.body));
    if (same) {
      const rv = myReviews[myReviews.length - 1];
      return { action: plan.comments.length ? 'unchanged' : 'none', ...(rv ? { review_id: rv.id, url: rv.html_url } : {}), offered, notInDiff, deleted };
    }

    let created: Review | undefined;
    if (plan.comments.length) {
      const body = `${REVIEW_MARKER}\n**memory-review** suggests ${plan.comments.length === 1 ? 'a mechanical fix' : `${plan.comments.length} mechanical fixes`} for findings this pull request introduces (at ${mdCode(head_sha.slice(0, 7))}); commit ${plan.comments.length === 1 ? 'it' : 'them'} from the suggestion${plan.comments.length === 1 ? '' : 's'} below.`;
      created = (
        await octokit.rest.pulls.createReview({
          owner,
          repo,
          pull_number,
          commit_id: head_sha,
          event: 'COMMENT',
          body,
          comments: plan.comments.map((c) => ({ path: c.path, line: c.line, side: 'RIGHT', ...(c.start_line ? { start_line: c.start_line, start_side: 'RIGHT' } : {}), body: c.body })),
        })
      ).data as Review;
    }
    // the earlier suggestions go: their comments deleted, their reviews emptied
    for (const c of mine) {
      if (created && c.pull_request_review_id === created.id) continue;
      try {
        await octokit.rest.pulls.deleteReviewComment({ owner, repo, comment_id: c.id });
        deleted++;
      } catch (e) {
        if ((e as { status?: number }).status !== 404) throw e;
      }
    }
    for (const r of myReviews) if (!created || r.id !== created.id) await octokit.rest.pulls.updateReview({ owner, repo, pull_number, review_id: r.id, body: REPLACED_MARKER });
    if (created) return { action: mine.length || myReviews.length ? 'replaced' : 'created', review_id: created.id, url: created.html_url, offered, notInDiff, deleted };
    return { action: deleted || myReviews.length ? 'removed' : 'none', offered, notInDiff, deleted };
  } catch (e) {
    const f = failureOf(octokit, e);
    if (!f) throw e;
    return { action: 'failed', ...f, offered, notInDiff, deleted };
  }
}

/** One log line on what became of the suggestions (the action's and the bot's). */
export function suggestionsLogLine(r: SuggestionResult, fork = false): string {
  const skipped = r.notInDiff ? ` (${r.notInDiff} fix${r.notInDiff === 1 ? '' : 'es'} on lines outside the diff left out)` : '';
  switch (r.action) {
    case 'failed':
      return r.reason === 'forbidden' || r.reason === 'not-found' || r.reason === 'unauthorized'
        ? `Not posting suggested changes: the token cannot write pull request reviews (HTTP ${r.status ?? '?'}${fork ? ', a fork pull request with a read-only token' : ''}). The fixes are in the comment and the job summary.`
        : `Suggested changes not posted: ${r.reason} ${r.status ?? ''} ${r.message ?? ''}`.trim();
    case 'created':
      return `Suggested changes: review created with ${r.offered}${skipped}${r.url ? `: ${r.url}` : ''}`;
    case 'replaced':
      return `Suggested changes: review replaced (${r.offered} now, ${r.deleted} earlier removed)${skipped}${r.url ? `: ${r.url}` : ''}`;
    case 'unchanged':
      return `Suggested changes unchanged (${r.offered})${skipped}`;
    case 'removed':
      return `Suggested changes: none left; the earlier ${r.deleted} removed${skipped}`;
    default:
      return `No suggested changes${skipped}.`;
  }
}
