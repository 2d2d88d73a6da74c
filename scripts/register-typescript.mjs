// Node 22.18 and later (24 is what .nvmrc names) strip TypeScript types themselves, so in production this
// file does nothing. An older Node (20, or 22 before 22.18) borrows tsx, a dev dependency, and a
// production install on such a Node stops here with one line saying what to do (ADR 001).
if (!process.features.typescript) {
  try {
    const { register } = await import('tsx/esm/api');
    register();
  } catch {
    console.error(
      `Larder runs its TypeScript with Node's type stripping: use Node 22.18 or newer (.nvmrc names 24; this is ${process.version}).`,
    );
    process.exit(1);
  }
}
