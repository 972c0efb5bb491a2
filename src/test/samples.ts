import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The real responses captured from a live FluentCommunity 2.8.1 site, copied into the
 * repository as fixtures (test/fixtures/README.md says where they came from).
 */
export const samplesDir = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'test',
  'fixtures',
  'api-samples',
);

export function listSamples(): string[] {
  return readdirSync(samplesDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export function readSample(name: string): unknown {
  return JSON.parse(readFileSync(path.join(samplesDir, name), 'utf8'));
}
