import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { machineIdsCalledIn, relativeImportsOf, replayedMachineIds, stringLiteralsIn } from './support/replayed-machines';

describe('which machines a screen replays', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A screens folder of its own: file path → source. */
  function screensWith(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'cw-replayed-'));
    dirs.push(dir);
    for (const [name, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), source);
    }
    return dir;
  }

  it('reads the machine id from each way a screen model test starts its model', () => {
    const source = [
      "const { entry, models } = screenModel('change-password');",
      'const { model } = singleInputScreenModel("login");',
      "const entry = registryEntry( 'session' );",
      'export function screenModel(id: string) { return registryEntry(id); }',
    ].join('\n');
    expect(machineIdsCalledIn(source)).toEqual(['change-password', 'login', 'session']);
  });

  it('follows only relative imports', () => {
    const source = "import { a } from './flow-replay';\nimport { b } from '../support/screen-model';\nimport { c } from 'vitest';";
    expect(relativeImportsOf(source)).toEqual(['./flow-replay', '../support/screen-model']);
  });

  it('reads whole quoted strings only', () => {
    expect(stringLiteralsIn("const a = 'login'; const b = \"set-uen\"; const c = `session`; const d = 'log' + 'in';")).toEqual([
      'login',
      'set-uen',
      'log',
      'in',
    ]);
  });

  it('counts a registry id the model test names, and a model a screen-test module it imports starts', () => {
    const dir = screensWith({
      'auth/login.model.test.tsx': "const { model } = singleInputScreenModel('login');",
      'signed/signed-upload.model.test.tsx':
        "import { replaySignedSlots } from './signed-slots-replay';\nreplaySignedSlots({ registryId: 'signed-upload' });",
      'signed/signed-slots-replay.tsx': 'export function replaySignedSlots(options) { screenModel(options.registryId); }',
      'contacts/delete-contact.model.test.tsx': "import { replayDeleteFlow } from '../listing/delete-flow-replay';\nreplayDeleteFlow();",
      'listing/delete-flow-replay.tsx': "import './steps';\nexport function replayDeleteFlow() { singleInputScreenModel('delete-record'); }",
    });
    expect([...replayedMachineIds(['login', 'signed-upload', 'delete-record', 'session'], dir)].sort()).toEqual([
      'delete-record',
      'login',
      'signed-upload',
    ]);
  });

  it('does not count a machine only a helper mentions, a test that is not a model test, or an id not registered', () => {
    const dir = screensWith({
      'shell/prompt.model.test.tsx':
        "import { shellRouter } from './shell-router';\nshellRouter();\nconst { model } = screenModel('not-registered');",
      'shell/shell-router.tsx': "export const machines = ['session'];",
      'shell/unused-replay.tsx': "screenModel('disclaimer');",
      'account/set-uen.test.tsx': "registryEntry('set-uen');",
    });
    expect([...replayedMachineIds(['session', 'disclaimer', 'set-uen'], dir)]).toEqual([]);
  });

  it('on the real screen tests: the login dialog replays login, and the shared delete flow replays delete-record', () => {
    const replayed = replayedMachineIds(['login', 'delete-record']);
    expect([...replayed].sort()).toEqual(['delete-record', 'login']);
  });
});
