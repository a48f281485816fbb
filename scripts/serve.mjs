// The server as `npm run serve` (and every test that starts a server process) runs it: plain JavaScript through
// Node's own type stripping where this Node has it (22.18 and later, 24), else through the tsx loader, which
// compiles every file as it loads and maps every stack trace it sees (issue 27: it showed in the send's profile).
import process from 'node:process';

if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import('../src/server/main.ts');
