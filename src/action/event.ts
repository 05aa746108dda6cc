import * as fs from 'node:fs';

/** What the action needs of the workflow run's event. */
export interface Event {
  name: string;
  payload: Record<string, unknown>;
  owner: string;
  repo: string;
  pr?: { number: number; baseSha: string; headSha: string; fork: boolean };
  sha?: string;
}

/** The event from the runner's environment (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY, GITHUB_SHA). */
export function readEvent(env: NodeJS.ProcessEnv = process.env, readFile: (file: string) => string | undefined = readIfExists): Event {
  const name = env.GITHUB_EVENT_NAME ?? '';
  const text = env.GITHUB_EVENT_PATH ? readFile(env.GITHUB_EVENT_PATH) : undefined;
  const payload = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  const pr = payload.pull_request as
    | { number: number; base: { sha: string; repo?: { full_name?: string } }; head: { sha: string; repo?: { full_name?: string } | null } }
    | undefined;
  return {
    name,
    payload,
    owner,
    repo,
    ...(pr && (name === 'pull_request' || name === 'pull_request_target')
      ? { pr: { number: pr.number, baseSha: pr.base.sha, headSha: pr.head.sha, fork: (pr.head.repo?.full_name ?? '') !== (pr.base.repo?.full_name ?? '') } }
      : {}),
    sha: env.GITHUB_SHA,
  };
}

function readIfExists(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
