// The sticky pull request comment: one comment per pull request (per marker), created once and edited in
// place on every push.
//
// A comment is ours when its body starts with the marker (a human quoting or mentioning the marker further
// down is never matched) and it was written by the account that writes ours: the caller's `author` when given,
// otherwise the bot account of the oldest marked bot comment (GITHUB_TOKEN and GitHub App tokens write as
// bots), otherwise the token's own user (a personal access token; looked up only in that case).
//
// Duplicates (two runs racing to create the first comment) are resolved by keeping the oldest and deleting
// the others, both after our own create and on every later run. A create that fails with a 5xx or a network
// error may have been applied anyway: it is never blindly retried; the comments are listed again first.
import type { Octokit } from '@octokit/rest';
import { fenceAfter } from '../core/markdown.js';
import { failureOf, isUncertainWrite, settingsOf, sleep, type FailureReason } from './client.js';

/** GitHub's limit on a comment body, in characters. */
export const COMMENT_MAX_CHARS = 65_536;

/** The hidden first line identifying the sticky comment. An id gives one sticky comment per workflow or job. */
export function markerFor(id?: string): string {
  const clean = id
    ?.replace(/[^A-Za-z0-9._/-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return clean ? `<!-- memory-review:sticky:${clean} -->` : '<!-- memory-review:sticky -->';
}

export const MARKER = markerFor();

/**
 * The body as posted: the marker first (prepended when the body does not start with it), and never over
 * GitHub's limit: a longer body is cut at a line break, with an unclosed code fence closed and a notice added.
 */
export function stickyBody(marker: string, body: string, maxChars = COMMENT_MAX_CHARS): { text: string; truncated: boolean } {
  const text = body.startsWith(marker) ? body : `${marker}\n${body}`;
  if (text.length <= maxChars) return { text, truncated: false };
  const notice = `\n\n*… cut here: the full report is ${text.length.toLocaleString('en-US')} characters, over GitHub's comment limit.*\n`;
  const cutAt = (room: number): string => {
    const cut = text.slice(0, Math.max(marker.length, maxChars - notice.length - room));
    const nl = cut.lastIndexOf('\n');
    if (nl > cut.length * 0.8) return cut.slice(0, nl);
    return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut; // never split a surrogate pair
  };
  // room for the closing fence: a line break and three backticks, more when the open fence is longer
  let room = 4;
  let cut = cutAt(room);
  let close = unclosedFence(cut);
  while (close && close.length + 1 > room) {
    room = close.length + 1;
    cut = cutAt(room);
    close = unclosedFence(cut);
  }
  return { text: cut + (close ? '\n' + close : '') + notice, truncated: true };
}

/**
 * The closing fence `markdown` needs when it ends inside a fenced code block (fences as CommonMark reads them, see
 * fenceAfter: a ``` line inside a ~~~~ block, or a shorter fence, is content).
 */
export function unclosedFence(markdown: string): string | undefined {
  let open: string | undefined;
  for (const line of markdown.split('\n')) open = fenceAfter(open, line).open;
  return open;
}

export interface StickyOptions {
  owner: string;
  repo: string;
  issue_number: number;
  /** From markerFor(). */
  marker: string;
  body: string;
  /** 'update-only' edits an existing comment and never creates one (e.g. to say that nothing changed). */
  mode: 'upsert' | 'update-only';
  /** Login that writes the comment (e.g. 'github-actions[bot]'), when known. */
  author?: string;
}

export type StickyAction = 'created' | 'updated' | 'unchanged' | 'skipped' | 'failed';

export interface StickyResult {
  action: StickyAction;
  id?: number;
  /** The comment's html_url. */
  url?: string;
  deletedDuplicates: number;
  /** The body was cut to fit GitHub's limit. */
  truncated: boolean;
  /** For 'failed' (and 'skipped': 'no-comment'). */
  reason?: FailureReason | 'no-comment';
  status?: number;
  message?: string;
}

interface Comment {
  id: number;
  body?: string;
  html_url: string;
  user: { login: string; type: string } | null;
}

/**
 * Creates or updates the sticky comment. Never throws for an HTTP failure (401/403/404/422, rate limits,
 * 5xx after retries, network): the result says 'failed' with the reason, so a read-only token (fork pull
 * requests) only costs a log line.
 */
export async function upsertStickyComment(octokit: Octokit, o: StickyOptions): Promise<StickyResult> {
  const { owner, repo, issue_number, marker } = o;
  const { log, retries, retryBaseMs } = settingsOf(octokit);
  const { text, truncated } = stickyBody(marker, o.body);
  let deletedDuplicates = 0;
  let author = o.author;
  let whoAmI: Promise<string | undefined> | undefined;

  const list = async (): Promise<Comment[]> => {
    const all = (await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 })) as Comment[];
    return all.sort((a, b) => a.id - b.id);
  };
  /** Our comments, oldest first. */
  const ours = async (): Promise<Comment[]> => {
    const marked = (await list()).filter((c) => typeof c.body === 'string' && c.body.startsWith(marker) && c.user);
    if (!author) {
      const bot = marked.find((c) => c.user!.type === 'Bot');
      if (bot) author = bot.user!.login;
      else if (marked.length) {
        whoAmI ??= octokit.rest.users.getAuthenticated().then(
          (r) => r.data.login,
          () => undefined, // installation tokens cannot read /user: they write as a bot
        );
        author = await whoAmI;
      }
    }
    return marked.filter((c) => c.user!.login === author);
  };
  const remove = async (c: Comment): Promise<void> => {
    try {
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: c.id });
      deletedDuplicates++;
    } catch (e) {
      // already gone (a concurrent run, or a retried DELETE that had been applied)
      if ((e as { status?: number }).status !== 404) throw e;
    }
  };
  /** Creates the comment once: after an uncertain failure, a comment that did get created is found and used. */
  const create = async (): Promise<Comment> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number, body: text, request: { retries: 0 } });
        return data as Comment;
      } catch (e) {
        if (!isUncertainWrite(e) || attempt >= retries) throw e;
        log(`creating the comment on ${owner}/${repo}#${issue_number} failed (${failureOf(octokit, e)?.message}); checking whether it was created`);
        await sleep(retryBaseMs * (attempt + 1) ** 2);
        const found = await ours();
        if (found.length) return found[found.length - 1];
      }
    }
  };

  try {
    let mine = await ours();
    let action: StickyAction;
    let keep: Comment;
    if (!mine.length) {
      if (o.mode === 'update-only') return { action: 'skipped', reason: 'no-comment', deletedDuplicates, truncated };
      const created = await create();
      author ??= created.user?.login;
      // a concurrent run may have created one too: the oldest wins, whichever run made it
      mine = await ours();
      if (!mine.some((c) => c.id === created.id)) mine.push(created);
      keep = mine[0];
      action = keep.id === created.id ? 'created' : 'updated';
      if (keep.id !== created.id && keep.body !== text) {
        keep = (await octokit.rest.issues.updateComment({ owner, repo, comment_id: keep.id, body: text })).data as Comment;
      }
    } else {
      keep = mine[0];
      if (keep.body === text) action = 'unchanged';
      else {
        keep = (await octokit.rest.issues.updateComment({ owner, repo, comment_id: keep.id, body: text })).data as Comment;
        action = 'updated';
      }
    }
    for (const c of mine) if (c.id !== keep.id) await remove(c);
    if (deletedDuplicates) log(`deleted ${deletedDuplicates} duplicate sticky comment(s) on ${owner}/${repo}#${issue_number}`);
    return { action, id: keep.id, url: keep.html_url, deletedDuplicates, truncated };
  } catch (e) {
    const f = failureOf(octokit, e);
    if (!f) throw e;
    return { action: 'failed', ...f, deletedDuplicates, truncated };
  }
}
