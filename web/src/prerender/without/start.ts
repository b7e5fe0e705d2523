// The bench's stand-in for ../start.ts (scripts/bench/tricks.ts): no staged loading. The app's
// modules are evaluated together as soon as the entry runs, before or after the first paint.
export async function start(root: HTMLElement) {
  const { boot } = await import('../boot');
  boot(root);
}
