/**
 * Which deliveries lead to a review, and of what: pure functions from a webhook event to review jobs.
 */

/** One review to make: a pull request at a head commit. Serialisable (it travels through Redis). */
export interface ReviewJob {
  /** The pull request: `owner/repo#number` (reviews of one pull request never run at the same time). */
  key: string;
  /** Redeliveries and repeated events with the same value make one review (the head commit, or the delivery of a re-run). */
  dedupe: string;
  installationId: number;
  owner: string;
  repo: string;
  number: number;
  /** The base branch's commit when the event was sent (the review reads the merge base of it and the head). */
  baseSha: string;
  headSha: string;
  delivery: string;
  /** e.g. pull_request.synchronize */
  event: string;
  /** Epoch ms when the delivery was received. */
  receivedAt: number;
}

export type Routing = { kind: 'review'; jobs: ReviewJob[] } | { kind: 'ignore'; reason: string } | { kind: 'log'; message: string };

const PR_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'ready_for_review']);
export const CHECK_NAME = 'memory-review';

interface PullRef {
  number: number;
  head: { sha: string };
  base: { sha: string; ref?: string };
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

function repoOf(p: Obj): { owner: string; repo: string } | undefined {
  const r = obj(p.repository);
  const full = str(r?.full_name);
  const [owner, repo] = full?.split('/') ?? [];
  return owner && repo ? { owner, repo } : undefined;
}

function pullJob(p: Obj, pr: PullRef, delivery: string, event: string, dedupe: (key: string) => string, now: number): ReviewJob | undefined {
  const where = repoOf(p);
  const installationId = Number(obj(p.installation)?.id);
  if (!where || !Number.isInteger(installationId) || !Number.isInteger(pr.number)) return undefined;
  if (!SHA.test(pr.head?.sha ?? '') || !SHA.test(pr.base?.sha ?? '')) return undefined;
  const key = `${where.owner}/${where.repo}#${pr.number}`;
  return { key, dedupe: dedupe(key), installationId, ...where, number: pr.number, baseSha: pr.base.sha, headSha: pr.head.sha, delivery, event, receivedAt: now };
}

/** What to do with a verified delivery. `payload` is GitHub's JSON. */
export function route(name: string, payload: Obj, delivery: string, now = Date.now()): Routing {
  const action = str(payload.action) ?? '';
  const event = action ? `${name}.${action}` : name;
  const bad = (): Routing => ({ kind: 'ignore', reason: `${event}: the payload lacks the repository, installation, pull request or commits` });
  switch (name) {
    case 'pull_request': {
      const pr = obj(payload.pull_request) as (Obj & PullRef & { state?: string }) | undefined;
      const baseChanged = action === 'edited' && !!obj(obj(payload.changes)?.base);
      if (!PR_ACTIONS.has(action) && !baseChanged) return { kind: 'ignore', reason: `${event} does not change what is reviewed` };
      if (!pr) return bad();
      if (pr.state === 'closed') return { kind: 'ignore', reason: `${event} of a closed pull request` };
      // a new base is a new review of the same head; otherwise one review per head commit
      const job = pullJob(payload, pr, delivery, event, (key) => `${key}@${pr.head?.sha}${baseChanged ? `^${pr.base?.ref ?? ''}@${pr.base?.sha}` : ''}`, now);
      return job ? { kind: 'review', jobs: [job] } : bad();
    }
    case 'check_suite':
    case 'check_run': {
      if (action !== 'rerequested') return { kind: 'ignore', reason: `${event} is not a re-run request` };
      const holder = obj(payload[name]);
      if (name === 'check_run' && str(holder?.name) !== CHECK_NAME) return { kind: 'ignore', reason: `${event} of another check (${JSON.stringify(str(holder?.name) ?? '')})` };
      const pulls = Array.isArray(holder?.pull_requests) ? (holder.pull_requests as PullRef[]) : [];
      if (!pulls.length) return { kind: 'ignore', reason: `${event} without a pull request (a push to a branch): nothing to review` };
      const headSha = str(holder?.head_sha);
      // a re-run is a new review of the same commit: only a redelivery of this very request is a duplicate
      const jobs = pulls.map((pr) => pullJob(payload, { ...pr, head: { sha: headSha ?? pr.head?.sha } }, delivery, event, (key) => `${key}@${headSha}~${delivery}`, now));
      if (jobs.some((j) => !j)) return bad();
      return { kind: 'review', jobs: jobs as ReviewJob[] };
    }
    case 'installation':
    case 'installation_repositories': {
      const account = str(obj(obj(payload.installation)?.account)?.login) ?? '?';
      const repos = ['repositories', 'repositories_added', 'repositories_removed'].map((k) => (Array.isArray(payload[k]) ? (payload[k] as unknown[]).length : 0));
      return { kind: 'log', message: `${event} for ${account} (installation ${String(obj(payload.installation)?.id ?? '?')}; repositories listed ${repos[0]}, added ${repos[1]}, removed ${repos[2]})` };
    }
    case 'ping':
      return { kind: 'log', message: `ping (hook ${String(payload.hook_id ?? '?')})` };
    default:
      return { kind: 'ignore', reason: `${event} is not an event the bot reviews` };
  }
}
