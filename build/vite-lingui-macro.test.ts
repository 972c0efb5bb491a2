import { describe, expect, it } from 'vitest';
import { linguiMacros } from './vite-lingui-macro';

/** The plugin's transform hook, called as Vite would (it reads nothing from its context). */
type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | null>;

function transform(code: string, id: string) {
  const hook = linguiMacros().transform as unknown as Transform;
  return hook.call({}, code, id);
}

describe('linguiMacros', () => {
  it('turns a message macro into a lookup by its id, TypeScript and JSX left for Oxc', async () => {
    const source = [
      "import { t } from '@lingui/core/macro';",
      "import { Trans } from '@lingui/react/macro';",
      'export const hint = (host: string): string => t`Open ${host} in a new tab`;',
      'export const Title = () => <h1><Trans>Sign in</Trans></h1>;',
    ].join('\n');
    const result = await transform(source, '/app/src/Title.tsx');
    expect(result?.code).toContain('i18n._(');
    expect(result?.code).toContain('(host: string): string');
    expect(result?.code).toContain('<h1>');
    expect(result?.code).not.toContain('@lingui/core/macro');
    expect(result?.code).not.toContain('@lingui/react/macro');
  });

  it('leaves modules without a macro, and the dependencies, as they are', async () => {
    expect(await transform('export const a = 1;', '/app/src/a.ts')).toBeNull();
    expect(
      await transform("import { t } from '@lingui/core/macro';", '/app/node_modules/x/index.js'),
    ).toBeNull();
    expect(await transform("import { t } from '@lingui/core/macro';", '/app/src/a.css')).toBeNull();
  });
});
