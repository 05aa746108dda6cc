/**
 * Adapter from the contradiction detector (src/core/contradictions) to review findings. Directives are
 * extracted once per file content (base and head share unchanged files), and only pairs loaded together
 * in some context are compared.
 */
import type { Config } from '../config.js';
import type { SideAnalysis } from './analyze.js';
import { finding } from './analyze.js';
import type { Finding } from './types.js';

/** Replaced by the detector once src/core/contradictions lands. */
export function detectConflicts(side: SideAnalysis, config: Config): Finding[] {
  void side;
  void config;
  void finding;
  return [];
}
