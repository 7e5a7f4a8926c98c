// `npm run load`: virtual users working a running server; prints throughput, latency and errors, exits 1 on any error.
//
//   npm run load -- --users 100 --think 1 --duration 60 --url http://localhost:3000
//
// Each virtual user logs in with its own session, as one of the demo accounts in turn, then repeats a
// lawyer's browsing: the property listing (sometimes a search), one property of the page it saw, the contact
// listing, the user details. After each call it waits the think time (uniformly 0.5 to 1.5 times --think,
// so users drift apart instead of calling in step). Requests use fetch's keep-alive connections.
import { constants, publicEncrypt } from 'node:crypto';
import { parseArgs } from 'node:util';

const HELP = `Usage: npm run load -- [--users 100] [--think 1] [--duration 60] [--url http://localhost:3000]
                        [--accounts lawyer1,lawyer2] [--password Conveyancing2026]
  --users     virtual users, each with its own session
  --think     seconds between one user's calls (mean; 0 for no pause)
  --duration  seconds of browsing after every user has logged in
  --url       the server's base URL
  --accounts  demo accounts the users log in as, in turn (they must have finished their set-up)`;

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    think: { type: 'string', default: '1' },
    duration: { type: 'string', default: '60' },
    url: { type: 'string', default: 'http://localhost:3000' },
    accounts: { type: 'string', default: 'lawyer1,lawyer2' },
    password: { type: 'string', default: 'Conveyancing2026' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}

function numberArg(name, min) {
  const value = Number(args[name]);
  if (!Number.isFinite(value) || value < min) {
    console.error(`--${name} must be a number of at least ${min}\n\n${HELP}`);
    process.exit(2);
  }
  return value;
}

const users = Math.floor(numberArg('users', 1));
const thinkMs = numberArg('think', 0) * 1000;
const durationMs = numberArg('duration', 1) * 1000;
const baseUrl = args.url.replace(/\/+$/, '');
const accounts = args.accounts
  .split(',')
  .map((id) => id.trim())
  .filter(Boolean);

/** Every answered call: which operation, how long, and the status (or the network error's code). */
const samples = [];

async function call(op, path, { jwt, body } = {}) {
  const started = performance.now();
  let status;
  let json;
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Read the whole body: the time a user waits, and the connection goes back to the pool.
    const text = await res.text();
    status = res.status;
    json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
  } catch (error) {
    status = `network ${error?.cause?.code ?? error?.code ?? error?.message ?? 'error'}`;
  }
  const sample = { op, ms: performance.now() - started, status };
  samples.push(sample);
  return { ok: typeof status === 'number' && status >= 200 && status < 300, json, sample };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const thinkTime = () => (thinkMs === 0 ? 0 : thinkMs * (0.5 + Math.random()));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// --- logging in ------------------------------------------------------------------------------------------
//
// The login throttle counts every attempt on a user id and a right password clears the count, so five logins
// of one id in flight at once already lock it (LOGIN_MAX_FAILURES, 5 by default) and the rest are refused.
// Real users are people who each log in once, not a hundred tabs of one person at the same instant, so the
// users of one account log in one after another (accounts in parallel), each getting a session of its own:
// the server then holds as many live sessions as virtual users, as in a firm of that size.

async function logIn(publicKeyPem, userId) {
  const password = publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(args.password));
  const { ok, json, sample } = await call('login', '/api/login', { body: { userid: userId, password: password.toString('base64') } });
  if (ok && typeof json?.jwt === 'string') return { userId, jwt: json.jwt, propertyIds: [], propertyPages: 1 };
  // A refused login answers 200 with errormsg: count it as an error of its own.
  if (ok) sample.status = `refused: ${json?.errormsg ?? 'no token'}`;
  return null;
}

async function logInEveryone() {
  const { ok, json } = await call('public key', '/api/public-key');
  if (!ok || typeof json?.publicKey !== 'string') {
    console.error(`No public key from ${baseUrl}/api/public-key: is the server running there?`);
    process.exit(1);
  }
  const sessions = [];
  await Promise.all(
    accounts.map(async (userId, a) => {
      for (let u = a; u < users; u += accounts.length) {
        const session = await logIn(json.publicKey, userId);
        if (session) sessions.push(session);
      }
    }),
  );
  return sessions;
}

// --- browsing --------------------------------------------------------------------------------------------

const SEARCH_TEXTS = ['PCN', 'Road', 'Active', 'Pending', 'Sale', 'Purchase', '10'];

async function listProperties(user) {
  const pageNo = 1 + Math.floor(Math.random() * user.propertyPages);
  const search = Math.random() < 0.25;
  const body = { loginId: user.userId, pageNo, pageSize: 10, ...(search ? { searchText: pick(SEARCH_TEXTS) } : {}) };
  const { ok, json } = await call(search ? 'property search' : 'property listing', search ? '/api/search-property-text' : '/api/get-all-property', {
    jwt: user.jwt,
    body,
  });
  if (!ok || !Array.isArray(json?.records)) return;
  if (json.records.length > 0) user.propertyIds = json.records.map((row) => row.id);
  if (!search) user.propertyPages = Math.max(1, Math.ceil(json.recordCount / 10));
}

async function propertyDetails(user) {
  if (user.propertyIds.length === 0) return listProperties(user);
  await call('property details', `/api/get-property/${pick(user.propertyIds)}`, { jwt: user.jwt });
}

const contacts = (user) =>
  call('contact listing', '/api/get-all-primary', { jwt: user.jwt, body: { loginId: user.userId, pageNo: 1, pageSize: 10 } });

// The app sends the token in this path too (the seed's habit); the server ignores it there and never logs it.
const userDetails = (user) => call('user details', `/api/get-user-details/${encodeURIComponent(user.userId)}/${user.jwt}`, { jwt: user.jwt });

/** What one step of browsing does, by weight: listings most, then the case opened from them. */
const MIX = [
  [40, listProperties],
  [30, propertyDetails],
  [20, contacts],
  [10, userDetails],
];
const MIX_TOTAL = MIX.reduce((sum, [weight]) => sum + weight, 0);

function nextStep() {
  let roll = Math.random() * MIX_TOTAL;
  for (const [weight, step] of MIX) if ((roll -= weight) < 0) return step;
  return MIX[0][1];
}

async function browse(user, endAt) {
  // Start at a random moment of the first think time, as people do not all click at once.
  await sleep(Math.random() * thinkMs);
  while (Date.now() < endAt) {
    await nextStep()(user);
    await sleep(thinkTime());
  }
}

// --- report ----------------------------------------------------------------------------------------------

const percentile = (sorted, p) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const ms = (value) => `${value.toFixed(1)} ms`;

function latencyLine(list) {
  const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p90 ${ms(percentile(sorted, 90))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)}`;
}

function report(browsing, seconds, loginSeconds, loggedIn) {
  const isError = (sample) => !(typeof sample.status === 'number' && sample.status >= 200 && sample.status < 300);
  const logins = samples.filter((sample) => sample.op === 'login');
  console.log(`\nLogins: ${loggedIn} of ${users} in ${loginSeconds.toFixed(1)} s (${latencyLine(logins)})`);
  console.log(`Requests: ${browsing.length} in ${seconds.toFixed(1)} s = ${(browsing.length / seconds).toFixed(1)} req/s`);
  console.log(`Latency: ${latencyLine(browsing)}`);
  for (const op of [...new Set(browsing.map((sample) => sample.op))].sort()) {
    const of = browsing.filter((sample) => sample.op === op);
    console.log(`  ${op.padEnd(18)} ${String(of.length).padStart(6)}  ${latencyLine(of)}`);
  }
  const errors = new Map();
  for (const sample of samples.filter(isError)) errors.set(`${sample.op}: ${sample.status}`, (errors.get(`${sample.op}: ${sample.status}`) ?? 0) + 1);
  if (errors.size === 0) {
    console.log('Errors: none');
    return 0;
  }
  console.log(`Errors: ${[...errors.values()].reduce((a, b) => a + b, 0)}`);
  for (const [what, count] of errors) console.log(`  ${what} ×${count}`);
  return 1;
}

console.log(`Load: ${users} users as ${accounts.join(', ')}, think ${thinkMs / 1000} s, ${durationMs / 1000} s against ${baseUrl}`);
const loginStarted = performance.now();
const sessions = await logInEveryone();
const loginSeconds = (performance.now() - loginStarted) / 1000;
console.log(`${sessions.length} users logged in (${loginSeconds.toFixed(1)} s); browsing for ${durationMs / 1000} s…`);
const browseFrom = samples.length;
const started = performance.now();
const endAt = Date.now() + durationMs;
await Promise.all(sessions.map((user) => browse(user, endAt)));
const seconds = (performance.now() - started) / 1000;
process.exit(report(samples.slice(browseFrom), seconds, loginSeconds, sessions.length));
