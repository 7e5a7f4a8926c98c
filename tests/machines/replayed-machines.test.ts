import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import {
  machineIdsCalledIn,
  namedByScreenModels,
  relativeImportsOf,
  runByApp,
  screenUses,
  stringLiteralsIn,
  valueImportsOf,
} from './support/replayed-machines';

describe('which machines a screen replays', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A folder of its own: file path → source. */
  function folderWith(files: Record<string, string>): string {
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

  it('reads the modules an import brings more than types from, written out or loaded when needed', () => {
    const source = [
      "import { loginMachine, type LoginReply } from '../../machines/login.machine';",
      "import type { SessionEvent } from '../../machines/session.machine';",
      'import {\n  documentMailMachine,\n  type MailDocument,\n} from "../../machines/document-mail.machine";',
      "const page = () => import('./MachinesPage');",
      "import './page.css';",
    ].join('\n');
    expect(valueImportsOf(source)).toEqual(['../../machines/login.machine', '../../machines/document-mail.machine', './MachinesPage']);
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
    const dir = folderWith({
      'auth/login.model.test.tsx': "const { model } = singleInputScreenModel('login');",
      'signed/signed-upload.model.test.tsx':
        "import { replaySignedSlots } from './signed-slots-replay';\nreplaySignedSlots({ registryId: 'signed-upload' });",
      'signed/signed-slots-replay.tsx': 'export function replaySignedSlots(options) { screenModel(options.registryId); }',
      'contacts/delete-contact.model.test.tsx': "import { replayDeleteFlow } from '../listing/delete-flow-replay';\nreplayDeleteFlow();",
      'listing/delete-flow-replay.tsx': "import './steps';\nexport function replayDeleteFlow() { singleInputScreenModel('delete-record'); }",
    });
    expect([...namedByScreenModels(['login', 'signed-upload', 'delete-record', 'session'], dir)].sort()).toEqual([
      'delete-record',
      'login',
      'signed-upload',
    ]);
  });

  it('does not count a machine only a helper mentions, a test that is not a model test, or an id not registered', () => {
    const dir = folderWith({
      'shell/prompt.model.test.tsx':
        "import { shellRouter } from './shell-router';\nshellRouter();\nconst { model } = screenModel('not-registered');",
      'shell/shell-router.tsx': "export const machines = ['session'];",
      'shell/unused-replay.tsx': "screenModel('disclaimer');",
      'account/set-uen.test.tsx': "registryEntry('set-uen');",
    });
    expect([...namedByScreenModels(['session', 'disclaimer', 'set-uen'], dir)]).toEqual([]);
  });

  it('counts a machine the app runs only when an app module imports more than types from its own file', () => {
    const dir = folderWith({
      'machines/login.machine.ts': '',
      'machines/session.machine.ts': '',
      'machines/disclaimer.machine.ts': '',
      'machines/index.ts': "import { disclaimerMachine } from './disclaimer.machine';",
      'app/auth/use-login.ts': "import { loginMachine } from '../../machines/login.machine';",
      'app/shell/session-types.ts': "import type { SessionEvent } from '../../machines/session.machine';",
      'app/machines/diagrams.ts': "import { machineRegistry } from '../../machines/index';",
    });
    const dirs = { app: path.join(dir, 'app'), machines: path.join(dir, 'machines') };
    expect([...runByApp(['login', 'session', 'disclaimer'], dirs)]).toEqual(['login']);
    expect(() => runByApp(['login', 'set-uen'], dirs)).toThrow(/set-uen/);
  });

  it('says a named machine the app does not run is checked beside a screen, not replayed on one', () => {
    const dir = folderWith({
      'machines/login.machine.ts': '',
      'machines/requisition-status.machine.ts': '',
      'machines/session.machine.ts': '',
      'app/auth/use-login.ts': "import { loginMachine } from '../../machines/login.machine';",
      'app/shell/use-session.ts': "import { sessionMachine } from '../../machines/session.machine';",
      'screens/auth/login.model.test.tsx': "singleInputScreenModel('login');",
      'screens/status/requisition-status.model.test.tsx': "screenModel('requisition-status');",
    });
    const dirs = { screens: path.join(dir, 'screens'), app: path.join(dir, 'app'), machines: path.join(dir, 'machines') };
    expect(Object.fromEntries(screenUses(['login', 'requisition-status', 'session'], dirs))).toEqual({
      login: 'replayed',
      'requisition-status': 'beside',
      session: 'none',
    });
  });

  it('on the real screen tests: the login dialog replays login, and the shared delete flow replays delete-record', () => {
    const named = namedByScreenModels(['login', 'delete-record']);
    expect([...named].sort()).toEqual(['delete-record', 'login']);
  });

  it('on the real app: every registered machine has its own file, and requisition-status is checked beside the STATUS tab', () => {
    const uses = screenUses(machineRegistry.map((entry) => entry.id));
    expect(uses.get('login')).toBe('replayed');
    expect(uses.get('requisition-status')).toBe('beside');
  });
});
