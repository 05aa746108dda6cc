import * as fs from 'node:fs';

// set by the bundle (scripts/bundle.mjs) from package.json; read from package.json when running from source
declare const MEMORY_REVIEW_VERSION: string | undefined;

function fromPackageJson(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** memory-review's version: package.json's `version`, the one place it is written. */
export const VERSION: string = typeof MEMORY_REVIEW_VERSION === 'string' ? MEMORY_REVIEW_VERSION : fromPackageJson();
