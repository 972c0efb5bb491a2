import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The real responses captured from a live FluentCommunity 2.8.1 site live beside the
 * repository, in ../shared/api/samples (SHARED_DIR overrides ../shared).
 */
export const samplesDir = path.resolve(
  process.env.SHARED_DIR ?? path.resolve(process.cwd(), '..', 'shared'),
  'api',
  'samples',
);

export function listSamples(): string[] {
  return readdirSync(samplesDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export function readSample(name: string): unknown {
  return JSON.parse(readFileSync(path.join(samplesDir, name), 'utf8'));
}
