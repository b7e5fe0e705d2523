import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { shopSystem } from './theme';

// A Chakra component whose recipe the system lacks renders unstyled, with no error. The
// theme registers only some recipes (docs/decisions/0017-hydration-without-long-tasks.md); every other component that has one
// must be given it where it is used (`recipe={badgeRecipe}`). This finds the ones that are
// not, by reading the source.

const srcDir = join(import.meta.dirname, '..');
/** Components whose recipe has another name than theirs. */
const recipeKeyOf: Record<string, string> = { IconButton: 'button', CloseButton: 'button' };
const chakraRecipes = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The recipes `source` needs and neither the system has nor the source passes. */
export function recipesMissing(source: string, hasRecipe: (key: string) => boolean): string[] {
  const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)];
  const components = imports.flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]/.test(name)),
  );
  return components
    .filter((component) => rendersRoot(source, component))
    .map((component) => recipeKeyOf[component] ?? component[0]?.toLowerCase() + component.slice(1))
    .filter((key) => chakraRecipes.has(key) && !hasRecipe(key))
    .filter((key) => !new RegExp(`recipe=\\{${key}(Slot)?Recipe\\}`).test(source));
}

/**
 * Whether `source` renders the part of `component` that reads the recipe: its `Root` for a
 * component of parts (the parts take their styles from the Root, wherever that is rendered),
 * else the component itself.
 */
const rendersRoot = (source: string, component: string) =>
  source.includes(`<${component}.Root`) || new RegExp(`<${component}[\\s>/]`).test(source);

describe('Chakra recipes', () => {
  const system = shopSystem();
  const hasRecipe = (key: string) => system.hasRecipe(key);

  it('when a screen uses a component whose recipe the theme lacks, then that is found', () => {
    const source = "import { Badge, Box } from '@chakra-ui/react';\nconst b = <Badge>New</Badge>;";

    const dialog = "import { Dialog } from '@chakra-ui/react';\nconst d = <Dialog.Root open />;";

    expect(recipesMissing(source, hasRecipe)).toEqual(['badge']);
    expect(recipesMissing(dialog, hasRecipe)).toEqual(['dialog']);
    expect(
      recipesMissing(source.replace('<Badge>', '<Badge recipe={badgeRecipe}>'), hasRecipe),
    ).toEqual([]);
  });

  it('when every source file is read, then each Chakra component it uses has its recipe', () => {
    const missing = sourceFiles(srcDir).flatMap((file) =>
      recipesMissing(readFileSync(file, 'utf8'), hasRecipe).map(
        (key) => `${relative(srcDir, file)}: ${key}`,
      ),
    );

    expect(missing).toEqual([]);
  });
});

/** The colour palettes `source` names (`colorPalette="red"`, `colorPalette: 'blue'`). */
export const palettesNamed = (source: string) =>
  [...source.matchAll(/colorPalette[=:]\s*["'`]([a-z]+)["'`]/g)].map(([, palette = '']) => palette);

// The theme drops the palettes no screen uses (app/theme.ts); a component given one of those
// has no colour, again with no error.
describe('Chakra colour palettes', () => {
  const system = shopSystem();

  it('when a palette is named, then it is found', () => {
    expect(
      palettesNamed(`<Badge colorPalette="purple" />; const a = { colorPalette: 'blue' };`),
    ).toEqual(['purple', 'blue']);
    expect(system.token('colors.purple.500')).toBeUndefined();
  });

  it('when every source file is read, then each palette it names is one the theme keeps', () => {
    const missing = sourceFiles(srcDir).flatMap((file) =>
      palettesNamed(readFileSync(file, 'utf8'))
        .filter((palette) => system.token(`colors.${palette}.500`) === undefined)
        .map((palette) => `${relative(srcDir, file)}: ${palette}`),
    );

    expect(missing).toEqual([]);
  });
});
