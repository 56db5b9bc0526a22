import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ ignore: false });

/** The rule ids the project's lint reports for `code` placed at `filePath`. */
async function rulesBroken(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

// The first lint of a run builds the project's module graph and type information: seconds, more on a busy machine.
describe('the lint rules that keep the layers apart', { timeout: 60_000 }, () => {
  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles(['config/lint-fixtures/cycle-a.ts']);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('refuses the domain importing the seed', async () => {
    const code = "import { seedAccounts } from '#server/sandbox/seed/seed-accounts';\nexport const seed = seedAccounts;\n";
    expect(await rulesBroken(code, 'src/server/domain/lint-probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses production code importing a test kit, and lets tests do it', async () => {
    const code = "import { v1Fixture } from '#server/testing/v1-test-kit';\nexport const fixture = v1Fixture;\n";
    expect(await rulesBroken(code, 'src/server/http/lint-probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken(code, 'src/server/http/lint-probe.test.ts')).not.toContain('import-x/no-restricted-paths');
  });

  it('refuses SQL outside the domain, and the portal importing the server', async () => {
    expect(
      await rulesBroken("import { sql } from 'drizzle-orm';\nexport const q = sql;\n", 'src/server/http/lint-probe.ts'),
    ).toContain('no-restricted-imports');
    const portal = "import { createApp } from '#server/app';\nexport const app = createApp;\n";
    expect(await rulesBroken(portal, 'src/app/lib/lint-probe.ts')).toContain('import-x/no-restricted-paths');
  });
});
