// What each of Home's performance tricks (docs/decisions/0016-prerendered-public-pages.md, 0017) gives: the bench builds
// the shop once per trick with only that trick undone, serves each build as it serves the
// shop's own (serve-build.ts), and runs Lighthouse on Home. A trick is undone by standing a
// module of web/src/prerender/without/ in for the one that does it, by Chakra without our
// patch, or, for the prerender, by serving Home as the empty shell.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { lighthouseMedians, type LighthouseMedian } from '../lib/lighthouse-runs.ts';
import { serveBuild } from './serve-build.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const web = path.join(repo, 'web');
const src = (file: string) => path.join(web, 'src', file);

interface Trick {
  trick: string;
  /** Modules of web/src (key) replaced by a stand-in (value) in this build. */
  standIns?: Record<string, string>;
  /** Build with Chakra as published, without patches/@chakra-ui+react+*.patch. */
  unpatchedChakra?: true;
  /** Serve Home as the empty shell (the app renders it from scratch). */
  homeAsShell?: true;
}

export const tricks: Trick[] = [
  { trick: 'prerendered HTML', homeAsShell: true },
  {
    trick: 'staged module loading',
    standIns: { 'prerender/start.ts': 'prerender/without/start.ts' },
  },
  {
    trick: 'adopted styles',
    standIns: { 'prerender/prerendered-styles.ts': 'prerender/without/prerendered-styles.ts' },
  },
  {
    trick: 'late hydration',
    standIns: {
      'lib/hydrate-when-visible.tsx': 'prerender/without/hydrate-when-visible.tsx',
    },
  },
  {
    trick: 'formatting without Intl',
    standIns: { 'lib/format.ts': 'prerender/without/format.ts' },
  },
  { trick: 'the Chakra patch', unpatchedChakra: true },
];

/** Resolves each module of `standIns` to its stand-in, except from the stand-in itself. */
function standInsPlugin(standIns: Record<string, string>): Plugin {
  const byModule = new Map(Object.entries(standIns).map(([from, to]) => [src(from), src(to)]));
  const standInFiles = new Set(byModule.values());
  return {
    name: 'bench:stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer && standInFiles.has(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const standIn = resolved && byModule.get(resolved.id);
      return standIn ?? resolved;
    },
  };
}

/** Chakra's files as published: our patch's files, with the patch reversed in a copy. */
function unpatchedChakraPlugin(): Plugin {
  const patchName = readdirSync(path.join(repo, 'patches')).find((file) =>
    file.startsWith('@chakra-ui+react+'),
  );
  if (!patchName) throw new Error('patches/ holds no Chakra patch');
  const patch = path.join(repo, 'patches', patchName);
  const files = [...readFileSync(patch, 'utf8').matchAll(/^diff --git a\/(\S+)/gm)].map(
    (match) => match[1] as string,
  );
  const copy = mkdtempSync(path.join(tmpdir(), 'moto-parts-chakra-'));
  for (const file of files) cpSync(path.join(repo, file), path.join(copy, file));
  execFileSync('git', ['apply', '--reverse', patch], { cwd: copy });
  const published = new Map(
    files.map((file) => [path.join(repo, file), readFileSync(path.join(copy, file), 'utf8')]),
  );
  rmSync(copy, { recursive: true });
  // The app builds the system with the patch's `createSystemInSteps`: as published, Chakra
  // builds it in one step.
  const index = path.join(repo, 'node_modules/@chakra-ui/react/dist/esm/index.js');
  published.set(
    index,
    `${published.get(index)}
import { createSystem as createSystemAtOnce } from './styled-system/system.js';
export function* createSystemInSteps(...configs) { return createSystemAtOnce(...configs); }
`,
  );
  return { name: 'bench:unpatched-chakra', load: (id) => published.get(id) ?? null };
}

/** Builds the shop without `trick` into `outDir` (the shop's build itself when it needs none). */
async function buildWithout({ standIns, unpatchedChakra }: Trick, outDir: string) {
  if (!standIns && !unpatchedChakra) return path.join(web, 'dist');
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    mode: 'emulator',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [
      ...(standIns ? [standInsPlugin(standIns)] : []),
      ...(unpatchedChakra ? [unpatchedChakraPlugin()] : []),
    ],
  });
  return outDir;
}

export interface TrickFigures extends LighthouseMedian {
  /** `all tricks` for the shop's own build, else the trick this build is without. */
  without: string;
}

/** Home of the shop's build and of each build without one trick, served alike. */
export async function measureTricks(runs: number): Promise<TrickFigures[]> {
  const builds = mkdtempSync(path.join(tmpdir(), 'moto-parts-tricks-'));
  try {
    const figures: TrickFigures[] = [];
    for (const trick of [{ trick: 'nothing (every trick on)' }, ...tricks] as Trick[]) {
      const outDir = path.join(builds, trick.trick.replaceAll(' ', '-'));
      mkdirSync(outDir, { recursive: true });
      const dir = await buildWithout(trick, outDir);
      const served = await serveBuild(dir, { '/': trick.homeAsShell ? 'app.html' : 'index.html' });
      try {
        const [home] = await lighthouseMedians([`${served.url}/`], runs);
        if (home) figures.push({ ...home, without: trick.trick });
      } finally {
        await served.close();
      }
    }
    return figures;
  } finally {
    rmSync(builds, { recursive: true, force: true });
  }
}
