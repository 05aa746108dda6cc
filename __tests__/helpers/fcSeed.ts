/**
 * fast-check's seed: fixed in CI (CI=true) so a run can be repeated exactly, random elsewhere so local runs
 * keep searching. FC_SEED pins it anywhere; a failure prints the seed and path to replay.
 */
import fc from 'fast-check';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261129 : undefined;
if (seed !== undefined) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
